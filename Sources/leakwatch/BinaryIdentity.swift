import Foundation

/// The identity of the running binary for the facts cache: the linker's build ID (ELF `NT_GNU_BUILD_ID`, Mach-O
/// `LC_UUID`), a hash of the linked code. SwiftPM links a plugin's tool again in every build, so a key made of the
/// binary's size and date would miss the cache each time although nothing changed; the build ID stays the same
/// when the code does. Falls back to size and date when the binary carries no ID.
enum BinaryIdentity {
    static func of(executableAt path: String) -> String {
        if let data = prefix(of: path, bytes: 1 << 16), let id = elfBuildID(data) ?? machOUUID(data) {
            return "id-" + id
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(Int(date))"
    }

    /// The first bytes of the file: the headers and the notes that carry the ID sit at the start.
    static func prefix(of path: String, bytes: Int) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: bytes) else { return nil }
        return [UInt8](data)
    }

    /// The `NT_GNU_BUILD_ID` note of a little-endian 64-bit ELF file, found through its `PT_NOTE` segments.
    static func elfBuildID(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 64, bytes[0] == 0x7f, bytes[1] == 0x45, bytes[2] == 0x4c, bytes[3] == 0x46,
            bytes[4] == 2, bytes[5] == 1
        else { return nil }
        let headers = Int(read(bytes, at: 0x20, size: 8) ?? 0)
        let headerSize = Int(read(bytes, at: 0x36, size: 2) ?? 0)
        let count = Int(read(bytes, at: 0x38, size: 2) ?? 0)
        for index in 0..<count {
            let header = headers + index * headerSize
            guard read(bytes, at: header, size: 4) == 4,  // PT_NOTE
                let offset = read(bytes, at: header + 8, size: 8), let size = read(bytes, at: header + 32, size: 8)
            else { continue }
            if let id = buildIDNote(bytes, from: Int(offset), to: Int(offset + size)) { return id }
        }
        return nil
    }

    /// Walks the notes of one segment: name size, description size, type, then the padded name and description.
    static func buildIDNote(_ bytes: [UInt8], from start: Int, to end: Int) -> String? {
        var position = start
        while position + 12 <= min(end, bytes.count) {
            guard let nameSize = read(bytes, at: position, size: 4).map(Int.init),
                let descriptionSize = read(bytes, at: position + 4, size: 4).map(Int.init),
                let type = read(bytes, at: position + 8, size: 4)
            else { return nil }
            let description = position + 12 + (nameSize + 3) / 4 * 4
            let next = description + (descriptionSize + 3) / 4 * 4
            guard next <= bytes.count else { return nil }
            if type == 3, nameSize == 4, bytes[(position + 12)..<(position + 15)].elementsEqual("GNU".utf8) {
                return hex(bytes[description..<(description + descriptionSize)])
            }
            position = next
        }
        return nil
    }

    /// The `LC_UUID` load command of a 64-bit Mach-O file.
    static func machOUUID(_ bytes: [UInt8]) -> String? {
        guard read(bytes, at: 0, size: 4) == 0xfeed_facf, let count = read(bytes, at: 16, size: 4) else { return nil }
        var position = 32
        for _ in 0..<count {
            guard let command = read(bytes, at: position, size: 4), let size = read(bytes, at: position + 4, size: 4),
                size >= 8
            else { return nil }
            if command == 0x1b, position + 24 <= bytes.count { return hex(bytes[(position + 8)..<(position + 24)]) }
            position += Int(size)
        }
        return nil
    }

    /// A little-endian unsigned integer of `size` bytes, or nil past the end.
    static func read(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64? {
        guard offset >= 0, offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }

    static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
