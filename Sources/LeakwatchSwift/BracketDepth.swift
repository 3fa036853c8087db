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
        return refusal(brackets: brackets, parentheses: parentheses)
    }

    /// The refusal, if any, and the offsets of the lines that start at the top level: outside every bracket, brace
    /// and parenthesis, comment and string literal (where a large file can be cut into pieces, `TopLevelPieces`).
    static func refusalAndTopLevelLines(_ text: String) -> (refusal: String?, lines: [Int]) {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner(
                bytes: bytes, limit: maximum, parenthesesLimit: maximumParentheses, collectingTopLevelLines: true)
            let (brackets, parentheses) = scanner.run()
            return (refusal(brackets: brackets, parentheses: parentheses), scanner.topLevelLines)
        }
    }

    private static func refusal(brackets: Int, parentheses: Int) -> String? {
        if brackets > maximum {
            return "square brackets nest deeper than \(maximum) levels; the Swift parser would take hours on it"
        }
        if parentheses > maximumParentheses {
            return
                "parentheses nest deeper than \(maximumParentheses) levels; the Swift parser would take minutes on it"
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
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes, limit: limit, parenthesesLimit: parenthesesLimit)
            return scanner.run()
        }
    }

    /// One pass over the bytes that tells code from comments and string literals: `"…"`, multi-line `"""…"""`
    /// and raw `#"…"#` literals (whose text holds brackets that are no code, as in a parser's tests), with
    /// their interpolations `\(…)` (`\#(…)` in a raw literal), and nested `/* /* */ */` comments.
    private struct Scanner {
        /// A string literal the scan is in, or in an interpolation of.
        struct Literal {
            var hashes: Int
            var multiline: Bool
            /// Parentheses open inside the current interpolation, besides its own.
            var open = 0
        }

        enum State {
            case code, string, lineComment
            case blockComment(depth: Int)
        }

        let bytes: UnsafeBufferPointer<UInt8>
        let limit: Int
        let parenthesesLimit: Int
        /// Whether to note the lines that start at the top level (`topLevelLines`).
        let collectingTopLevelLines: Bool
        var topLevelLines: [Int] = []
        var braces = 0
        var state = State.code
        /// The literals the scan is inside, the innermost last; in `.code` with literals, the scan is in an
        /// interpolation of the last one.
        var literals: [Literal] = []
        var depth = 0
        var deepest = 0
        var parentheses = 0
        var deepestParentheses = 0

        init(
            bytes: UnsafeBufferPointer<UInt8>, limit: Int, parenthesesLimit: Int, collectingTopLevelLines: Bool = false
        ) {
            self.bytes = bytes
            self.limit = limit
            self.parenthesesLimit = parenthesesLimit
            self.collectingTopLevelLines = collectingTopLevelLines
        }

        mutating func run() -> (brackets: Int, parentheses: Int) {
            var index = 0
            while index < bytes.count {
                switch state {
                case .code:
                    // Most bytes of code mean nothing to the scan: pass them in a tight loop.
                    while index < bytes.count, !Self.meaningfulInCode[Int(bytes[index])] { index += 1 }
                    if index < bytes.count { index = code(at: index) }
                case .string:
                    while !literals.isEmpty, index < bytes.count, !Self.meaningfulInString[Int(bytes[index])] {
                        index += 1
                    }
                    if index < bytes.count { index = string(at: index) }
                case .lineComment:
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    if index < bytes.count {
                        state = .code
                        noteLineStart(after: index)
                    }
                    index += 1
                case .blockComment(let nested):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "*") {
                        index += 1
                    }
                    if is2("/", "*", at: index) {
                        state = .blockComment(depth: nested + 1)
                        index += 2
                    } else if is2("*", "/", at: index) {
                        state = nested == 1 ? .code : .blockComment(depth: nested - 1)
                        index += 2
                    } else {
                        index += 1
                    }
                }
                if deepest > limit || deepestParentheses > parenthesesLimit { break }
            }
            return (deepest, deepestParentheses)
        }

        /// The bytes `code(at:)` acts on; every other byte of code is passed over.
        static let meaningfulInCode: [Bool] = table("[]{}()\n/#\"")
        /// The bytes `string(at:)` acts on.
        static let meaningfulInString: [Bool] = table("\\\"\n")

        private static func table(_ bytes: String) -> [Bool] {
            var table = [Bool](repeating: false, count: 256)
            for byte in bytes.utf8 { table[Int(byte)] = true }
            return table
        }

        /// Reads code at `index`; returns where to go on.
        private mutating func code(at index: Int) -> Int {
            switch bytes[index] {
            case UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "{"): braces += 1
            case UInt8(ascii: "}"): braces = max(0, braces - 1)
            case UInt8(ascii: "\n"): noteLineStart(after: index)
            case UInt8(ascii: "("):
                if !literals.isEmpty { literals[literals.count - 1].open += 1 }
                parentheses += 1
                deepestParentheses = max(deepestParentheses, parentheses)
            case UInt8(ascii: ")"):
                parentheses = max(0, parentheses - 1)
                if let last = literals.last {
                    // The interpolation's own parenthesis closes it: back in the literal's text.
                    if last.open == 0 { state = .string } else { literals[literals.count - 1].open -= 1 }
                }
            case UInt8(ascii: "/") where is2("/", "/", at: index):
                state = .lineComment
                return index + 2
            case UInt8(ascii: "/") where is2("/", "*", at: index):
                state = .blockComment(depth: 1)
                return index + 2
            case UInt8(ascii: "#"):
                var end = index
                while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "\"") { return open(at: end, hashes: end - index) }
                return end
            case UInt8(ascii: "\""): return open(at: index, hashes: 0)
            default: break
            }
            return index + 1
        }

        /// Opens the literal whose first quote is at `index`.
        /// A multi-line literal's `"""` ends its line (Swift wants its text on the next one): `/"""/`, a regular
        /// expression, opens no text that would hide the code of the lines after it.
        private mutating func open(at index: Int, hashes: Int) -> Int {
            var multiline = is2("\"", "\"", at: index + 1)
            if multiline {
                var end = index + 3
                while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
                    end += 1
                }
                multiline = end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
            }
            literals.append(Literal(hashes: hashes, multiline: multiline))
            state = .string
            return index + (multiline ? 3 : 1)
        }

        /// Reads the text of the innermost literal at `index`; returns where to go on.
        private mutating func string(at index: Int) -> Int {
            guard let literal = literals.last else {
                state = .code
                return index
            }
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                let after = index + 1 + literal.hashes
                guard hashes(literal.hashes, at: index + 1) else { return index + 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                    literals[literals.count - 1].open = 0
                    parentheses += 1
                    deepestParentheses = max(deepestParentheses, parentheses)
                    state = .code
                }
                // An escape: the character after it (a quote among them) is text.
                return after + 1
            case UInt8(ascii: "\""):
                let quotes = literal.multiline ? 3 : 1
                guard (0..<quotes).allSatisfy({ index + $0 < bytes.count && bytes[index + $0] == UInt8(ascii: "\"") }),
                    hashes(literal.hashes, at: index + quotes)
                else { return index + 1 }
                literals.removeLast()
                state = .code
                return index + quotes + literal.hashes
            case UInt8(ascii: "\n") where !literal.multiline:
                // An unclosed literal ends with its line, as the parser recovers.
                literals.removeLast()
                state = .code
                return index + 1
            default: return index + 1
            }
        }

        /// The line after the newline at `index` starts at the top level when nothing is open.
        private mutating func noteLineStart(after index: Int) {
            guard collectingTopLevelLines, literals.isEmpty, depth == 0, parentheses == 0, braces == 0 else { return }
            topLevelLines.append(index + 1)
        }

        private func is2(_ first: Unicode.Scalar, _ second: Unicode.Scalar, at index: Int) -> Bool {
            index + 1 < bytes.count && bytes[index] == UInt8(ascii: first) && bytes[index + 1] == UInt8(ascii: second)
        }

        /// True when `count` `#` follow at `index`.
        private func hashes(_ count: Int, at index: Int) -> Bool {
            guard index + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[index + $0] == UInt8(ascii: "#") }
        }
    }
}
