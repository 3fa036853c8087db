extension BlockDance {
    /// Token ranges, inside `[start, end)`, where `self` names a local of the block rather than the method's `self`:
    /// from a declaration of a local `self` (`typeof(self) self = weakSelf;`, `__strong typeof(weakSelf) self =
    /// weakSelf;`, or a macro that writes one, `@strongify(self)`) to the end of the braces around it.
    func shadowedSelf(from start: Int, to end: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = start
        while index < end {
            if declaresSelf(at: index) || shadowingMacroUse(at: index, before: end) {
                let close = closingBrace(around: index, limit: end)
                ranges.append(index..<close)
                index = close
            }
            index += 1
        }
        return ranges
    }

    /// `) self =` or `Type self =`: a local named `self`.
    private func declaresSelf(at index: Int) -> Bool {
        guard tokens[index].text == "self", index > 0, index + 1 < tokens.count, tokens[index + 1].text == "="
        else { return false }
        let previous = tokens[index - 1]
        return previous.text == ")" || previous.text == "*" || previous.kind == .identifier
    }

    /// `MXStrongifyAndReturnIfNil(self)`: a macro that declares its argument, given `self`.
    private func shadowingMacroUse(at index: Int, before end: Int) -> Bool {
        guard shadowingMacros.contains(tokens[index].text), index + 1 < end, tokens[index + 1].text == "(" else {
            return false
        }
        var depth = 0
        var cursor = index + 1
        while cursor < end {
            switch tokens[cursor].text {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return false }
            case "self" where depth == 1: return true
            default: break
            }
            cursor += 1
        }
        return false
    }

    /// The index of the `}` that closes the innermost braces open at `index`, or `limit`.
    private func closingBrace(around index: Int, limit: Int) -> Int {
        var depth = 0
        var cursor = index
        while cursor < limit {
            if tokens[cursor].text == "{" { depth += 1 }
            if tokens[cursor].text == "}" {
                if depth == 0 { return cursor }
                depth -= 1
            }
            cursor += 1
        }
        return limit
    }
}
