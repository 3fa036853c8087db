/// Deterministic mutations for the smoke run without libFuzzer: the same seed always gives the same inputs, so a
/// failure in `make test` can be replayed by number.
package struct Mutator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// SplitMix64: small, fast and good enough to pick positions and bytes.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    package mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }

    /// Tokens that open or close structure, which random bytes rarely produce.
    private static let tokens: [[UInt8]] = [
        "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#if", "#endif", "@", "^", "\\", "/*", "*/", "//", "\n", "\0",
        "self", "[weak self]", "{ [unowned self] in", "addObserver", "@interface", "@end", "- (void)", "#\"",
        "leakwatch:disable-next-line ", "- ", ": ", "*", "**", "&a", "!!binary", "\u{FEFF}", "é", "🙂",
    ].map { Array($0.utf8) }

    /// One to four mutations of `input`, sometimes spliced with `other`.
    package mutating func mutate(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(4) {
            let position = below(bytes.count + 1)
            switch below(7) {
            case 0 where !bytes.isEmpty: bytes[min(position, bytes.count - 1)] ^= UInt8(1 << below(8))
            case 1: bytes.insert(UInt8(truncatingIfNeeded: next()), at: position)
            case 2 where !bytes.isEmpty:
                let end = min(bytes.count, position + 1 + below(16))
                bytes.removeSubrange(min(position, bytes.count - 1)..<end)
            case 3: bytes.insert(contentsOf: Self.tokens[below(Self.tokens.count)], at: position)
            case 4 where !bytes.isEmpty:
                let start = below(bytes.count)
                let chunk = bytes[start..<min(bytes.count, start + 1 + below(64))]
                bytes.insert(contentsOf: chunk, at: position)
            case 5 where !other.isEmpty:
                let start = below(other.count)
                bytes = Array(bytes[..<position]) + other[start...]
            default:
                let depth = 1 + below(300)
                bytes.insert(contentsOf: [UInt8](repeating: [40, 91, 123][below(3)], count: depth), at: position)
            }
        }
        return bytes
    }
}
