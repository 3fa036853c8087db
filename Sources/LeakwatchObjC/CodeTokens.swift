/// The tokens of a file that the compiler reads as code (preprocessor lines and branches it skipped left out), and
/// the sends, blocks and assignments they spell, found from the text alone: the census's side of "what the text
/// says".
struct CodeTokens {
    let tokens: [Token]

    init(tokens all: [Token], text: String, skipped: [Range<Int>]) {
        let bytes = Array(text.utf8)
        var kept: [Token] = []
        kept.reserveCapacity(all.count)
        var directiveEnd = -1
        var skippedIndex = 0
        let skipped = skipped.sorted { $0.lowerBound < $1.lowerBound }
        for token in all {
            if token.offset < directiveEnd { continue }
            while skippedIndex < skipped.count, skipped[skippedIndex].upperBound <= token.offset { skippedIndex += 1 }
            if skippedIndex < skipped.count, skipped[skippedIndex].contains(token.offset) { continue }
            if token.text == "#", Self.startsLine(bytes, at: token.offset) {
                directiveEnd = Self.directiveEnd(bytes, from: token.offset)
                continue
            }
            kept.append(token)
        }
        tokens = kept
    }

    /// The offset of the opening token of every send (`[`), block literal (`^`) and assignment (`=`).
    func constructs() -> [(ConstructCensus.Construct, [Int])] {
        var sends: [Int] = []
        var blocks: [Int] = []
        var assignments: [Int] = []
        for index in tokens.indices {
            switch tokens[index].text {
            case "[" where isSend(at: index): sends.append(tokens[index].offset)
            case "^" where isBlockLiteral(at: index): blocks.append(tokens[index].offset)
            case "=": assignments.append(tokens[index].offset)
            default: break
            }
        }
        return [(.send, sends), (.block, blocks), (.assignment, assignments)]
    }

    /// `[receiver selector]` or `[receiver piece:argument …]`, not a subscript, an array literal or a lambda: the
    /// outermost level of the brackets holds a selector name right after the end of an expression.
    private func isSend(at open: Int) -> Bool {
        if open > 0, tokens[open - 1].text == "@" { return false }
        var depth = 0
        var index = open + 1
        var count = 0
        while index < tokens.count {
            let text = tokens[index].text
            switch text {
            case "(", "[", "{": depth += 1
            case ")", "}": depth -= 1
            case "]":
                if depth == 0 {
                    return count >= 2 && isSelectorName(index - 1) && endsExpression(index - 2, after: open)
                }
                depth -= 1
            case ":" where depth == 0:
                if count >= 2, isSelectorName(index - 1), endsExpression(index - 2, after: open) { return true }
                if index > 0, tokens[index - 1].text == "?" || count < 2 { return false }
            case ";": return false
            default: break
            }
            if depth < 0 { return false }
            count += 1
            index += 1
        }
        return false
    }

    private func isSelectorName(_ index: Int) -> Bool {
        tokens[index].kind == .identifier || tokens[index].kind == .keyword
    }

    /// Whether the token at `index` can end a receiver expression.
    private func endsExpression(_ index: Int, after open: Int) -> Bool {
        guard index > open else { return false }
        let token = tokens[index]
        switch token.kind {
        case .identifier, .literal: return true
        case .keyword: return ["self", "super", "this", "true", "false", "nullptr"].contains(token.text)
        case .punctuation: return token.text == ")" || token.text == "]"
        }
    }

    /// `^{`, `^(args) {`, `^ReturnType (args) {`: a body follows before any `;`, `,` or unbalanced `)`. A block
    /// type (`void (^name)(int)`) and an exclusive or (`a ^ b`) never reach a `{` that way.
    private func isBlockLiteral(at caret: Int) -> Bool {
        var index = caret + 1
        var depth = 0
        while index < tokens.count {
            let text = tokens[index].text
            switch text {
            case "{" where depth == 0: return true
            case "(": depth += 1
            case ")":
                if depth == 0 { return false }
                depth -= 1
            case ";", "=", "]", "}", "{": return false
            case "," where depth == 0: return false
            default: break
            }
            index += 1
        }
        return false
    }

    /// The extent of the statement holding `offset`: from the last `;`, `{` or `}` before it to the next `;`.
    func statement(around offset: Int) -> Range<Int> {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        var start = low
        while start > 0, ![";", "{", "}"].contains(tokens[start - 1].text) { start -= 1 }
        var end = low
        var depth = 0
        while end < tokens.count {
            let text = tokens[end].text
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" { depth -= 1 }
            if (text == ";" && depth <= 0) || depth < 0 { break }
            end += 1
        }
        let startOffset = start < tokens.count ? tokens[start].offset : offset
        let endOffset = end < tokens.count ? tokens[end].end : (tokens.last?.end ?? offset)
        return min(startOffset, offset)..<max(endOffset, offset + 1)
    }

    private static func startsLine(_ bytes: [UInt8], at offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, bytes[index] == 32 || bytes[index] == 9 { index -= 1 }
        return index < 0 || bytes[index] == 10 || bytes[index] == 13
    }

    /// The end of a directive line, continued by a final backslash.
    private static func directiveEnd(_ bytes: [UInt8], from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            if bytes[index] == 10 {
                var back = index - 1
                if back >= 0, bytes[back] == 13 { back -= 1 }
                if back >= 0, bytes[back] == 92 {
                    index += 1
                    continue
                }
                return index
            }
            index += 1
        }
        return index
    }
}
