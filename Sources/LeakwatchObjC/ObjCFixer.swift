import LeakwatchCore

/// The weak/strong dance for an Objective-C block that captures `self` and returns nothing: a `__weak` copy
/// before the statement, a `__strong` one that ends the block when `self` is gone, and `self` and instance
/// variables inside the block read through it. Works on the lexer's tokens; libclang then checks the result.
package struct ObjCFixer: Fixer {
    package var language: Language { .objectiveC }
    private let frontEnd: ObjCFrontEnd

    package init(frontEnd: ObjCFrontEnd = ObjCFrontEnd()) {
        self.frontEnd = frontEnd
    }

    package func fixes(for findings: [Finding], in source: SourceText) -> [FixAttempt] {
        let tokens = Lexer.tokens(source.text)
        let text = EditableText(source.text)
        return findings.map { finding in
            guard finding.remedy == .weakCopyOfSelf else {
                return .advice("no mechanical fix for this finding in Objective-C")
            }
            guard let offset = text.offset(of: finding.location),
                let use = tokens.firstIndex(where: { $0.offset == offset })
            else { return .advice("the finding's location is not a token") }
            let dance = BlockDance(
                tokens: tokens, bytes: text.bytes, shadowingMacros: frontEnd.macros.shadowingMacros)
            switch dance.edits(forUseAt: use) {
            case .success(let spans):
                let edits = spans.map { span in
                    TextEdit(
                        file: source.path, start: text.location(of: span.start), end: text.location(of: span.end),
                        replacement: span.replacement)
                }
                return .fixed(Fix(description: "capture a __weak copy of self", edits: edits))
            case .failure(let refusal):
                return .advice(refusal.reason)
            }
        }
    }

    /// The first parse's errors: the repair rounds would only declare the same missing names in both texts.
    package func syntaxErrorCount(in text: String, path: String) -> Int {
        frontEnd.firstParseErrorCount(SourceText(path: path, text: text))
    }
}

struct ObjCFixRefusal: Error {
    var reason: String
}

/// One replacement in byte offsets.
struct ByteEdit {
    var start: Int
    var end: Int
    var replacement: String
}
