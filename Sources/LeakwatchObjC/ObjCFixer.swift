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
            if case .weakProperty = finding.remedy {
                return weakProperty(finding, tokens: tokens, text: text, path: source.path)
            }
            let local: String
            switch finding.remedy {
            case .weakCopyOfSelf: local = "self"
            case .weakCopyOf(let name): local = name
            default: return .advice("no mechanical fix for this finding in Objective-C")
            }
            guard let offset = text.offset(of: finding.location),
                let use = tokens.firstIndex(where: { $0.offset == offset })
            else { return .advice("the finding's location is not a token") }
            let dance = BlockDance(
                tokens: tokens, bytes: text.bytes, shadowingMacros: frontEnd.macros.shadowingMacros)
            let result = local == "self" ? dance.edits(forUseAt: use) : dance.weakCopyEdits(of: local, forUseAt: use)
            switch result {
            case .success(let spans):
                let edits = spans.map { span in
                    TextEdit(
                        file: source.path, start: text.location(of: span.start), end: text.location(of: span.end),
                        replacement: span.replacement)
                }
                return .fixed(Fix(description: "capture a __weak copy of \(local)", edits: edits))
            case .failure(let refusal):
                return .advice(refusal.reason)
            }
        }
    }

    /// `@property (nonatomic, strong) id<D> delegate` made `@property (nonatomic, weak) id<D> delegate`: `strong`
    /// or `retain` becomes `weak`, and a declaration without an ownership attribute gains one.
    private func weakProperty(_ finding: Finding, tokens: [Token], text: EditableText, path: String) -> FixAttempt {
        guard let offset = text.offset(of: finding.location),
            let name = tokens.firstIndex(where: { $0.offset == offset })
        else { return .advice("the finding's location is not a token") }
        var start = name
        while start > 0, tokens[start].text != "property", tokens[start].text != ";" { start -= 1 }
        guard start > 0, tokens[start].text == "property", tokens[start - 1].text == "@" else {
            return .advice("no '@property' declaration here")
        }
        func edit(_ start: Int, _ end: Int, _ replacement: String) -> FixAttempt {
            .fixed(
                Fix(
                    description: "declare the property weak",
                    edits: [
                        TextEdit(
                            file: path, start: text.location(of: start), end: text.location(of: end),
                            replacement: replacement)
                    ]))
        }
        let afterProperty = tokens[start].offset + tokens[start].text.utf8.count
        guard start + 1 < name, tokens[start + 1].text == "(" else {
            return edit(afterProperty, afterProperty, " (weak)")
        }
        var close = start + 1
        while close < name, tokens[close].text != ")" { close += 1 }
        let attributes = tokens[(start + 2)..<close]
        if let owning = attributes.first(where: { $0.text == "strong" || $0.text == "retain" }) {
            return edit(owning.offset, owning.offset + owning.text.utf8.count, "weak")
        }
        if attributes.contains(where: { ["copy", "assign", "weak", "unsafe_unretained"].contains($0.text) }) {
            return .advice("the property's attributes already say how it holds its value")
        }
        let open = tokens[start + 1].offset + 1
        return edit(open, open, attributes.isEmpty ? "weak" : "weak, ")
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
