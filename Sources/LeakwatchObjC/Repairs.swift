/// Declarations that a parse's own errors show missing, with the kind the context demands: the rounds after the
/// first parse add them and parse again. The token pre-scan (`UnknownNames`) guesses before parsing; clang's
/// errors say for certain which name it could not resolve and where, so a round only declares what was really
/// missing, and a name the pre-scan declared with the wrong kind is declared again with the right one.
struct Repairs {
    private(set) var lines: [String] = []
    /// Byte ranges of the text to blank with spaces in the next round: a boxing `@` or a cast that only the
    /// stand-in types make wrong (`@(item.count)` where `count` stands in as an object). No rule reads them, and
    /// clang drops the whole statement around them.
    private(set) var blanks: [Range<Int>] = []

    /// The names declared here; the pre-scan's guesses for them are left out.
    private(set) var declared: Set<String> = []

    /// The header text, given after the pre-scan's declarations.
    var header: String { lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n") }

    /// Learns from the errors of one parse; false when they show nothing new to declare (another round would
    /// give the same tree).
    mutating func learn(from errors: [ClangUnit.Diagnostic], tokens: [Token], cplusplus: Bool) -> Bool {
        let before = lines.count + blanks.count
        for error in errors {
            learnFromShape(error, tokens: tokens)
            learnBlank(error, tokens: tokens)
            guard let (kind, name) = Self.missingName(in: error.message), !name.isEmpty,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { continue }
            let at = Self.tokenIndex(tokens, at: error.offset, named: name)
            let previous = at.flatMap { $0 > 0 ? tokens[$0 - 1].text : nil }
            let next = at.flatMap { $0 + 1 < tokens.count ? tokens[$0 + 1].text : nil }
            switch kind {
            case .type:
                if next == "*" || next == "<" || previous == "[" {
                    declareClass(name)
                } else {
                    declare(name, "typedef long \(name);")
                }
            case .receiver:
                declareClass(name)
            case .identifier:
                if next == "(" {
                    declare(name, cplusplus ? "LWAny *\(name)(...);" : "LWAny *\(name)();")
                } else if previous == "[" {
                    declareClass(name)
                } else if Self.isNumericContext(previous: previous, next: next) {
                    declare(name, "enum { \(name) = 0 };")
                } else {
                    declare(name, "extern LWAny *\(name);")
                }
            case .protocolName:
                declare(name, "@protocol \(name) <NSObject>\n@end")
            case .classInterface:
                declareClass(name)
            }
        }
        return lines.count + blanks.count > before
    }

    /// `text` with the blanks applied; every offset and line stays where it was.
    func applied(to text: String) -> String {
        guard !blanks.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for range in blanks where range.upperBound <= bytes.count {
            for index in range where bytes[index] != 10 && bytes[index] != 13 { bytes[index] = 32 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A boxed object (`@(x)` where `x` has an object type) or a pointer cast to a number (`(CGFloat)[x value]`):
    /// blanks the `@` or the cast.
    private mutating func learnBlank(_ error: ClangUnit.Diagnostic, tokens: [Token]) {
        let index = Self.firstIndex(tokens, atOrAfter: error.offset)
        guard index < tokens.count, tokens[index].offset == error.offset else { return }
        if error.message.contains("used in a boxed expression") {
            let at = tokens[index].text == "@" ? index : index - 1
            guard at >= 0, tokens[at].text == "@", at + 1 < tokens.count, tokens[at + 1].text == "(" else { return }
            addBlank(tokens[at].offset..<tokens[at].end)
        } else if error.message.hasPrefix("pointer cannot be cast to type"), tokens[index].text == "(" {
            var close = index + 1
            while close < tokens.count, close < index + 8, tokens[close].text != ")" { close += 1 }
            guard close < tokens.count, tokens[close].text == ")" else { return }
            addBlank(tokens[index].offset..<tokens[close].end)
        }
    }

    private mutating func addBlank(_ range: Range<Int>) {
        if !blanks.contains(range) { blanks.append(range) }
    }

    /// "expected expression" names nothing, but at a block literal whose return type is unknown
    /// (`^NSComparisonResult(id a, id b) { … }`) it shows the missing type.
    private mutating func learnFromShape(_ error: ClangUnit.Diagnostic, tokens: [Token]) {
        guard error.message == "expected expression" else { return }
        let start = Self.firstIndex(tokens, atOrAfter: error.offset)
        // `^` `Type` `(`: the caret is at the error or just before it.
        for caret in [start - 1, start] where caret >= 0 && caret + 2 < tokens.count {
            guard tokens[caret].text == "^", tokens[caret + 1].kind == .identifier else { continue }
            let name = tokens[caret + 1].text
            if tokens[caret + 2].text == "*" { declareClass(name) } else { declare(name, "typedef long \(name);") }
        }
    }

    private static func firstIndex(_ tokens: [Token], atOrAfter offset: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func declareClass(_ name: String) {
        declare(name, "@interface \(name) : LWAny\n@end")
    }

    private mutating func declare(_ name: String, _ line: String) {
        guard declared.insert(name).inserted else { return }
        lines.append(line)
    }

    enum MissingKind { case type, receiver, identifier, protocolName, classInterface }

    /// The name clang could not resolve, from the error messages of clang 14 that mean "not declared".
    static func missingName(in message: String) -> (MissingKind, String)? {
        let patterns: [(String, MissingKind)] = [
            ("unknown type name '", .type),
            ("use of undeclared identifier '", .identifier),
            ("unknown receiver '", .receiver),
            ("cannot find protocol declaration for '", .protocolName),
            ("cannot find interface declaration for '", .classInterface),
        ]
        for (prefix, kind) in patterns where message.hasPrefix(prefix) {
            let rest = message.dropFirst(prefix.count)
            guard let close = rest.firstIndex(of: "'") else { return nil }
            return (kind, String(rest[..<close]))
        }
        return nil
    }

    /// The token of the name at or just after the error's place.
    private static func tokenIndex(_ tokens: [Token], at offset: Int, named name: String) -> Int? {
        let low = firstIndex(tokens, atOrAfter: offset)
        for index in low..<min(tokens.count, low + 4) where tokens[index].text == name { return index }
        return nil
    }

    /// Arithmetic, bit masks, comparisons, `case` labels and array sizes want a number, not an object.
    private static func isNumericContext(previous: String?, next: String?) -> Bool {
        let operators: Set<String> = ["|", "&", "+", "-", "*", "/", "%", "<", ">", "~", "<<", ">>", "==", "!="]
        return previous == "case" || operators.contains(previous ?? "") || operators.contains(next ?? "")
            || (previous == "[" && next == "]")
    }
}
