/// A cheap look at how deep a YAML text nests, before the YAML library sees it: the library builds its nodes
/// recursively, so thousands of levels (`[[[[…`, or a staircase of indented keys) would exhaust the stack.
/// Deliberately rough and generous: flow brackets outside quotes and comments, plus indentation and leading
/// `- ` markers, each counted as a level.
enum NestingCheck {
    static let maximumDepth = 100

    /// The line and column where the text first nests too deep, or nil.
    static func tooDeep(_ text: String) -> (line: Int, column: Int)? {
        var flow = 0
        var line = 1
        var quote: UInt8?
        var column = 0
        var atLineStart = true
        var blockDepth = 0
        var previous: UInt8 = 10
        for byte in text.utf8 {
            column += 1
            if byte == 10 {
                line += 1
                column = 0
                atLineStart = true
                blockDepth = 0
                if quote == UInt8(ascii: "#") { quote = nil }
                previous = byte
                continue
            }
            if atLineStart {
                if byte == 32 || byte == UInt8(ascii: "-") || byte == 9 {
                    blockDepth += 1
                } else {
                    atLineStart = false
                }
            }
            switch (quote, byte) {
            case (nil, UInt8(ascii: "\"")) where opensScalar(after: previous),
                (nil, UInt8(ascii: "'")) where opensScalar(after: previous):
                quote = byte
            case (nil, UInt8(ascii: "#")) where previous == 32 || previous == 10 || previous == 9: quote = byte
            case (nil, UInt8(ascii: "[")), (nil, UInt8(ascii: "{")): flow += 1
            case (nil, UInt8(ascii: "]")), (nil, UInt8(ascii: "}")): flow = max(0, flow - 1)
            case (UInt8(ascii: "\""), UInt8(ascii: "\"")) where previous != UInt8(ascii: "\\"): quote = nil
            case (UInt8(ascii: "'"), UInt8(ascii: "'")): quote = nil
            default: break
            }
            if flow + blockDepth > maximumDepth { return (line, column) }
            previous = byte
        }
        return nil
    }

    /// A quote opens a quoted scalar only where a scalar can start (`it's` is a plain word).
    private static func opensScalar(after previous: UInt8) -> Bool {
        [32, 9, 10, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-")]
            .contains(previous)
    }
}
