import CClang

/// One token of the main file. Tokens are what libclang keeps even where the AST lost a statement, and they
/// carry what the AST does not spell (`__weak`, `@weakify`, `=` versus `+=`, the pieces of a dependent selector).
struct Token {
    enum Kind { case punctuation, keyword, identifier, literal }

    let kind: Kind
    let text: String
    let offset: Int

    var end: Int { offset + text.utf8.count }
}

/// The main file's tokens in order, with lookups by offset.
struct TokenList {
    let tokens: [Token]

    /// Every token of the main file of `unit`, comments left out.
    init(_ unit: ClangUnit, mainFile: String) {
        let file = clang_getFile(unit.unit, mainFile)
        let begin = clang_getLocationForOffset(unit.unit, file, 0)
        let end = clang_getLocationForOffset(unit.unit, file, UInt32(unit.lines.byteCount))
        var pointer: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        clang_tokenize(unit.unit, clang_getRange(begin, end), &pointer, &count)
        var tokens: [Token] = []
        tokens.reserveCapacity(Int(count))
        if let pointer {
            for index in 0..<Int(count) {
                let token = pointer[index]
                let kind: Token.Kind
                switch clang_getTokenKind(token) {
                case CXToken_Comment: continue
                case CXToken_Keyword: kind = .keyword
                case CXToken_Identifier: kind = .identifier
                case CXToken_Literal: kind = .literal
                default: kind = .punctuation
                }
                let offset = CursorTree.fileOffset(clang_getTokenLocation(unit.unit, token))
                tokens.append(
                    Token(kind: kind, text: Node.string(clang_getTokenSpelling(unit.unit, token)), offset: offset))
            }
            clang_disposeTokens(unit.unit, pointer, count)
        }
        self.tokens = tokens
    }

    init(_ tokens: [Token]) { self.tokens = tokens }

    /// The index of the first token at or after `offset`.
    func index(atOrAfter offset: Int) -> Int { tokens.firstIndex(atOrAfter: offset) }

    /// The tokens that start inside `[start, end)`.
    func slice(_ start: Int, _ end: Int) -> ArraySlice<Token> { tokens.slice(start, end) }

    /// The source of `[start, end)` as tokens joined the way a user writes them, cut after `limit` tokens.
    func text(_ start: Int, _ end: Int, limit: Int = 48) -> String {
        var result = ""
        var previous: Token?
        for (count, token) in slice(start, end).enumerated() {
            if count == limit { return result + "…" }
            if let previous, previous.end < token.offset, !Self.tight.contains(token.text),
                !Self.tight.contains(previous.text)
            {
                result += " "
            }
            result += token.text
            previous = token
        }
        return result
    }

    private static let tight: Set<String> = [".", "(", ")", "[", "]", ",", ":", "->", "@"]
}

extension [Token] {
    /// The index of the first token at or after `offset` (the tokens are in order).
    func firstIndex(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The tokens that start inside `[start, end)`.
    func slice(_ start: Int, _ end: Int) -> ArraySlice<Token> {
        let first = firstIndex(atOrAfter: start)
        let last = firstIndex(atOrAfter: end)
        return self[first..<Swift.max(first, last)]
    }

    /// The `opening` bracket (`(` by default) that the closing one at `close` closes, or nil.
    func opening(_ opening: String = "(", _ closing: String = ")", matching close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            if self[index].text == closing { depth += 1 }
            if self[index].text == opening {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }
}

extension String {
    /// The text with the bytes of `ranges` made spaces, newlines kept: every offset and line stays where it was.
    func blanking(_ ranges: [Range<Int>]) -> String {
        guard !ranges.isEmpty else { return self }
        var bytes = Array(utf8)
        for range in ranges where range.upperBound <= bytes.count {
            for index in range where bytes[index] != 10 && bytes[index] != 13 { bytes[index] = 32 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
