/// How deep square brackets and parentheses nest in a Swift text, outside comments and string literals but
/// inside the interpolations of string literals (`"\(a[[[…)"` is code, and parsed as such).
///
/// SwiftParser 603 takes time exponential in the depth of nested `[` (`[[[[…`, `[([(…`, `[[[Int]]]`): each level
/// is parsed once as a type and once as an expression, so each doubles the time. Found by fuzzing: 16 levels
/// take 0.1 s in release, 18 take seconds, 30 would take hours; under the fuzzing sanitizers 11 levels with
/// some noise took 0.38 s. 10 levels take a few milliseconds. The deepest nesting in 13,357 Swift files of 26
/// real code bases is 6. Unclosed `(` followed by a quoted empty name (`(a``(a``…`) take time cubic in their number: 1,000 of
/// them take 20 s, 2,000 nearly three minutes (also found by fuzzing). No real source nests that deep, so such a
/// file is refused with a reason instead of hanging.
enum BracketDepth {
    /// Deep enough for any real code; shallow enough to parse in milliseconds.
    static let maximum = 10
    /// Parentheses: real code nests calls and tuples a few levels; 64 unclosed ones parse in milliseconds.
    static let maximumParentheses = 64

    /// Why the text is refused, or nil when it nests within the limits.
    static func refusal(_ text: String) -> String? {
        let (brackets, parentheses) = nesting(text)
        if brackets > maximum {
            return "square brackets nest deeper than \(maximum) levels; the Swift parser would take hours on it"
        }
        if parentheses > maximumParentheses {
            return "parentheses nest deeper than \(maximumParentheses) levels; the Swift parser would take minutes on it"
        }
        return nil
    }

    /// The deepest nesting of `[`, stopping early once it passes `limit`.
    static func deepest(_ text: String, limit: Int = maximum) -> Int {
        nesting(text, limit: limit).brackets
    }

    /// The deepest nesting of `[` and of `(` in code, stopping early once either passes its limit.
    static func nesting(
        _ text: String, limit: Int = maximum, parenthesesLimit: Int = maximumParentheses
    ) -> (brackets: Int, parentheses: Int) {
        var depth = 0
        var deepest = 0
        var parentheses = 0
        var deepestParentheses = 0
        var state = State.code
        var previous: UInt8 = 0
        // The open parentheses of each interpolation the code is in, the innermost last.
        var interpolations: [Int] = []
        for byte in text.utf8 {
            switch state {
            case .code:
                switch byte {
                case UInt8(ascii: "["):
                    depth += 1
                    deepest = max(deepest, depth)
                    if deepest > limit { return (deepest, deepestParentheses) }
                case UInt8(ascii: "]"): depth = max(0, depth - 1)
                case UInt8(ascii: "("):
                    if !interpolations.isEmpty { interpolations[interpolations.count - 1] += 1 }
                    parentheses += 1
                    deepestParentheses = max(deepestParentheses, parentheses)
                    if deepestParentheses > parenthesesLimit { return (deepest, deepestParentheses) }
                case UInt8(ascii: ")") where !interpolations.isEmpty:
                    parentheses = max(0, parentheses - 1)
                    if interpolations[interpolations.count - 1] == 0 {
                        interpolations.removeLast()
                        state = .string
                    } else {
                        interpolations[interpolations.count - 1] -= 1
                    }
                case UInt8(ascii: ")"): parentheses = max(0, parentheses - 1)
                case UInt8(ascii: "\""): state = .string
                case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): state = .lineComment
                case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): state = .blockComment
                default: break
                }
            case .string:
                if byte == UInt8(ascii: "(") && previous == UInt8(ascii: "\\") {
                    interpolations.append(0)
                    parentheses += 1
                    state = .code
                } else if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") || byte == 10 {
                    state = .code
                }
            case .lineComment:
                if byte == 10 { state = .code }
            case .blockComment:
                if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "*") { state = .code }
            }
            // An escaped backslash does not escape the quote after it.
            previous = previous == UInt8(ascii: "\\") && byte == UInt8(ascii: "\\") ? 0 : byte
        }
        return (deepest, deepestParentheses)
    }

    private enum State {
        case code, string, lineComment, blockComment
    }
}
