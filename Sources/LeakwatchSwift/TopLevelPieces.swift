/// Where a large Swift file is cut into pieces that are parsed and walked one at a time, so that each piece's
/// syntax tree is freed before the next is parsed: SwiftParser's tree of a 5 MB file takes 340 MB by itself, and
/// the walk's node data as much again.
///
/// A cut goes at the start of a top-level line (`BracketDepth`: outside every bracket, comment and literal) that
/// begins a new declaration, attribute or comment at its first column, outside `#if` blocks, right after code
/// that ends with `}` or `#endif`; each piece is at least `minimumBytes` long. The front end parses the whole file instead when
/// any piece has a syntax error, so a cut in the wrong place costs time, never facts.
enum TopLevelPieces {
    /// The byte offsets where the pieces start, the first at 0; one piece when there is nowhere to cut.
    static func starts(of text: String, topLevelLines: [Int], minimumBytes: Int) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            var starts = [0]
            var conditionalDepth = 0
            for line in topLevelLines where line < bytes.count {
                let opensConditional = begins(bytes, at: line, with: "#if")
                let closesConditional = begins(bytes, at: line, with: "#endif")
                defer {
                    if opensConditional { conditionalDepth += 1 }
                    if closesConditional { conditionalDepth = max(0, conditionalDepth - 1) }
                }
                guard conditionalDepth == 0, line - starts[starts.count - 1] >= minimumBytes,
                    bytes.count - line >= minimumBytes / 4, beginsAnItem(bytes, at: line),
                    followsABlock(bytes, at: line)
                else { continue }
                starts.append(line)
            }
            return starts
        }
    }

    /// A declaration, an attribute, a comment or an `#if` at the line's first column: nothing that continues the
    /// line before (`.map`, `else`, an operator, an indented argument).
    private static func beginsAnItem(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let first = bytes[index]
        switch first {
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            // Words that go on the statement before (`} else {`, `repeat { … }` then `while`, `} as? T`).
            return !continuations.contains { begins(bytes, at: index, with: $0) }
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "@"): return true
        case UInt8(ascii: "/"): return begins(bytes, at: index, with: "//") || begins(bytes, at: index, with: "/*")
        case UInt8(ascii: "#"): return begins(bytes, at: index, with: "#if")
        default: return false
        }
    }

    private static let continuations: [StaticString] = ["else", "catch", "where", "while", "as", "is", "in"]

    /// Whether the code before `index` ends a block: its last character, blanks and line ends aside, is `}` or
    /// the `f` of an `#endif`.
    private static func followsABlock(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var position = index - 1
        while position >= 0 {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position -= 1
            case UInt8(ascii: "}"): return true
            default: return position >= 5 && begins(bytes, at: position - 5, with: "#endif")
            }
        }
        return false
    }

    private static func begins(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { word in (0..<count).allSatisfy { bytes[index + $0] == word[$0] } }
        guard matches else { return false }
        // A whole word: `elseIf` and `#iffy` are other names.
        guard index + count < bytes.count, let last = word.withUTF8Buffer({ $0.last }), isWordByte(last) else {
            return true
        }
        return !isWordByte(bytes[index + count])
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
