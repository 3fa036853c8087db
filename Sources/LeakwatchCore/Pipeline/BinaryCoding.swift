/// A compact, fast binary form for cached facts: varints, and strings written once per entry and referred to
/// by number after that. Foundation's JSON coding was half the cost of parsing; this is a small fraction.
package struct BinaryWriter {
    package private(set) var bytes: [UInt8] = []
    private var strings: [String: Int] = [:]

    package init() {}

    package mutating func write(_ value: Int) {
        var remaining = UInt64(bitPattern: Int64(value))
        // Zig-zag, so that small negative numbers stay small.
        remaining = (remaining << 1) ^ (Int64(value) < 0 ? ~0 : 0)
        while remaining >= 0x80 {
            bytes.append(UInt8(remaining & 0x7F) | 0x80)
            remaining >>= 7
        }
        bytes.append(UInt8(remaining))
    }

    package mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    package mutating func write(_ value: String) {
        if let known = strings[value] {
            write(known + 1)
            return
        }
        strings[value] = strings.count
        write(0)
        let utf8 = Array(value.utf8)
        write(utf8.count)
        bytes += utf8
    }

    package mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    package mutating func write<Element: BinaryCodable>(_ values: [Element]) {
        write(values.count)
        for value in values { value.write(to: &self) }
    }

    package mutating func write(_ values: [String]) {
        write(values.count)
        for value in values { write(value) }
    }

    package mutating func write(_ values: [String?]) {
        write(values.count)
        for value in values { write(value) }
    }

    package mutating func write<Value: BinaryCodable>(_ value: Value?) {
        write(value != nil)
        value?.write(to: &self)
    }
}

package struct BinaryReader {
    private let bytes: [UInt8]
    private var offset = 0
    private var table: [String] = []

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package var isAtEnd: Bool { offset == bytes.count }

    /// Bytes not read yet: every element takes at least one, so no count can honestly exceed it.
    private var remaining: Int { bytes.count - offset }

    package mutating func int() throws(BinaryCodingError) -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw .truncated }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        let decoded = Int64(bitPattern: (result >> 1) ^ (0 &- (result & 1)))
        return Int(decoded)
    }

    package mutating func bool() throws(BinaryCodingError) -> Bool {
        guard offset < bytes.count else { throw .truncated }
        offset += 1
        return bytes[offset - 1] != 0
    }

    package mutating func string() throws(BinaryCodingError) -> String {
        let reference = try int()
        if reference > 0 {
            guard reference - 1 < table.count else { throw .malformed }
            return table[reference - 1]
        }
        let count = try int()
        // Compared with what is left, never as `offset + count`: a hostile count near Int.max must not overflow.
        guard count >= 0, count <= remaining else { throw .truncated }
        guard let value = String(validating: bytes[offset..<(offset + count)], as: UTF8.self) else { throw .malformed }
        offset += count
        table.append(value)
        return value
    }

    package mutating func optionalString() throws(BinaryCodingError) -> String? {
        try bool() ? try string() : nil
    }

    package mutating func array<Element: BinaryCodable>(of type: Element.Type) throws(BinaryCodingError) -> [Element] {
        let count = try int()
        guard count >= 0, count <= remaining else { throw .malformed }
        var result: [Element] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try Element(from: &self)) }
        return result
    }

    package mutating func strings() throws(BinaryCodingError) -> [String] {
        let count = try int()
        guard count >= 0, count <= remaining else { throw .malformed }
        var result: [String] = []
        for _ in 0..<count { result.append(try string()) }
        return result
    }

    package mutating func optionalStrings() throws(BinaryCodingError) -> [String?] {
        let count = try int()
        guard count >= 0, count <= remaining else { throw .malformed }
        var result: [String?] = []
        for _ in 0..<count { result.append(try optionalString()) }
        return result
    }

    package mutating func optional<Value: BinaryCodable>(_ type: Value.Type) throws(BinaryCodingError) -> Value? {
        try bool() ? try Value(from: &self) : nil
    }

    /// A raw-value enum written as its raw string.
    package mutating func raw<Value: RawRepresentable>(_ type: Value.Type) throws(BinaryCodingError) -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: try string()) else { throw .malformed }
        return value
    }
}

package protocol BinaryCodable {
    func write(to writer: inout BinaryWriter)
    init(from reader: inout BinaryReader) throws(BinaryCodingError)
}

package enum BinaryCodingError: Error, Sendable {
    case truncated
    case malformed
}
