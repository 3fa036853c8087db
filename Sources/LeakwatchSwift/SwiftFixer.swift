import LeakwatchCore
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Builds the edits that remove Swift findings, from the syntax around the finding's location: the rules say
/// what leaks, this decides whether the change is mechanical (and leaves the finding as advice when not).
package struct SwiftFixer: Fixer {
    package var language: Language { .swift }
    /// `guard let self else { return }` needs Swift 5.7, and implicit `self` after it 5.8.
    package var languageVersion: (major: Int, minor: Int)

    package init(languageVersion: (major: Int, minor: Int) = (6, 0)) {
        self.languageVersion = languageVersion
    }

    package func fixes(for findings: [Finding], in source: SourceText) -> [FixAttempt] {
        let file = FixerSource(source, languageVersion: languageVersion)
        return findings.map { finding in
            switch file.fix(finding) {
            case .success(let edits):
                .fixed(Fix(description: Self.description(of: finding), edits: edits))
            case .failure(let refusal):
                .advice(refusal.reason)
            }
        }
    }

    package func syntaxErrorCount(in text: String, path: String) -> Int {
        var copy = text
        let tree = copy.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftFrontEnd.maximumNestingLevel) }
        // A tree without missing or unexpected syntax has no error to list: the diagnostics walk, which costs
        // as much as the parse, runs only for the rare file that has some.
        guard tree.hasError else { return 0 }
        return ParseDiagnosticsGenerator.diagnostics(for: tree).count { $0.diagMessage.severity == .error }
    }

    /// The fix in words: what the edits do, which for most remedies is the finding's advice.
    static func description(of finding: Finding) -> String {
        switch finding.remedy {
        case .closureWithWeakSelf: "use a closure with [weak self]"
        case .sinkWithWeakSelf: "use 'sink' with [weak self]"
        default: finding.advice ?? "fix"
        }
    }
}

/// Why a finding is left as advice, in words that end the "not fixed" line.
struct FixRefusal: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// One parsed file and the way between finding locations, syntax positions and edits.
struct FixerSource {
    let path: String
    let tree: SourceFileSyntax
    let text: EditableText
    let languageVersion: (major: Int, minor: Int)

    init(_ source: SourceText, languageVersion: (major: Int, minor: Int)) {
        var copy = source.text
        tree = copy.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftFrontEnd.maximumNestingLevel) }
        path = source.path
        text = EditableText(source.text)
        self.languageVersion = languageVersion
    }

    /// Dispatches on the finding's remedy; every path answers edits or a reason.
    func fix(_ finding: Finding) -> Result<[TextEdit], FixRefusal> {
        guard let remedy = finding.remedy else { return .failure(FixRefusal("no mechanical fix for this finding")) }
        guard let offset = text.offset(of: finding.location),
            let token = tree.token(at: AbsolutePosition(utf8Offset: offset))
        else { return .failure(FixRefusal("the finding's location is not in the file")) }
        switch remedy {
        case .captureWeakly(let name):
            return captureFix(finding, capturing: name, at: token, inEnclosingClosure: false)
        case .captureCopy(let name):
            guard let closure = token.ancestor(ClosureExprSyntax.self) else {
                return .failure(FixRefusal("the capture is not in a closure literal"))
            }
            return Result { try copyCapture(of: name, in: closure) }.mapError {
                $0 as? FixRefusal ?? FixRefusal("\($0)")
            }
        case .captureWeaklyInEnclosingClosure:
            return captureFix(finding, capturing: "self", at: token, inEnclosingClosure: true)
        case .weakSelfInsteadOf:
            return .failure(FixRefusal("'self' is captured through another name; capture [weak self] by hand"))
        case .closureWithWeakSelf:
            return Result { try methodReferenceFix(at: token) }.mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
        case .sinkWithWeakSelf:
            return Result { try assignFix(at: token) }.mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
        case .storeInBag:
            return Result { try storeFix(at: token) }.mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
        case .keepInProperty:
            return .failure(FixRefusal("the result is held by a local; keep it in a property by hand"))
        case .weakCopyOfSelf, .weakCopyOf:
            return .failure(FixRefusal("an Objective-C fix in a Swift file"))
        case .weakProperty:
            return Result { try weakPropertyFix(at: token) }.mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
        case .invalidateFirst(let property):
            return Result { try invalidateFirstFix(property, at: token) }.mapError {
                $0 as? FixRefusal ?? FixRefusal("\($0)")
            }
        }
    }

    private func captureFix(
        _ finding: Finding, capturing name: String, at token: TokenSyntax, inEnclosingClosure: Bool
    ) -> Result<[TextEdit], FixRefusal> {
        guard var closure = token.ancestor(ClosureExprSyntax.self) else {
            return .failure(FixRefusal("the capture is not in a closure literal"))
        }
        if let kept = keptClosure(finding, around: closure) {
            // `[weak self]` on an inner closure would leave the kept one capturing `self` strongly to form it.
            closure = kept
        } else if inEnclosingClosure {
            guard let outer = closure.parent?.ancestor(ClosureExprSyntax.self) else {
                return .failure(FixRefusal("no enclosing closure to move [weak self] to"))
            }
            closure = outer
        }
        let implicit = token.tokenKind != .keyword(.self) && token.text != name
        return Result { try weakCapture(of: name, in: closure, implicitUse: implicit) }
            .mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
    }

    /// The closure the finding names as kept, among the closures enclosing the capture; nil when the finding
    /// names none or names the innermost one.
    private func keptClosure(_ finding: Finding, around innermost: ClosureExprSyntax) -> ClosureExprSyntax? {
        guard let start = finding.closure, let offset = text.offset(of: start) else { return nil }
        var node: Syntax? = Syntax(innermost)
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self),
                closure.positionAfterSkippingLeadingTrivia.utf8Offset == offset
            {
                return closure.id == innermost.id ? nil : closure
            }
            node = current.parent
        }
        return nil
    }

    /// An insertion at a position.
    func insert(_ replacement: String, at position: AbsolutePosition) -> TextEdit {
        replace(from: position, to: position, with: replacement)
    }

    func replace(from start: AbsolutePosition, to end: AbsolutePosition, with replacement: String) -> TextEdit {
        TextEdit(
            file: path, start: text.location(of: start.utf8Offset), end: text.location(of: end.utf8Offset),
            replacement: replacement)
    }

    /// `guard let self` and implicit `self` after it.
    var allowsShorthandGuard: Bool { languageVersion >= (5, 7) }
    var allowsImplicitSelfAfterGuard: Bool { languageVersion >= (5, 8) }
}

extension SyntaxProtocol {
    /// The nearest node of a kind, this one included.
    func ancestor<T: SyntaxProtocol>(_ kind: T.Type) -> T? {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if let match = current.as(T.self) { return match }
            node = current.parent
        }
        return nil
    }
}
