import Foundation

/// Per-file facts on disk, keyed by the file's path and content and leakwatch's version, so that a warm run
/// skips parsing but still builds the index and runs every rule (cross-file facts stay right when one file
/// changes). Entries are written to a temporary file and renamed into place, so concurrent runs never see a
/// half-written entry; an entry that does not decode, or belongs to another key, is ignored and rewritten.
package struct FactsCache: Sendable {
    package let folder: String
    private let version: String

    package init(folder: String, version: String) {
        self.folder = folder
        self.version = version
    }

    /// `$XDG_CACHE_HOME/leakwatch`, `~/Library/Caches/leakwatch` on macOS, else `~/.cache/leakwatch`.
    package static var defaultFolder: String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/leakwatch" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        #if os(macOS)
            return home + "/Library/Caches/leakwatch"
        #else
            return home + "/.cache/leakwatch"
        #endif
    }

    /// The key of a source text: two 64-bit hashes of version, path and content, and the content's length.
    /// The content is mixed eight bytes at a time: hashing must cost far less than parsing.
    package func key(path: String, text: String) -> String {
        var hasher = ContentHasher()
        hasher.mix(version)
        hasher.mix(path)
        var content = text
        let length = content.withUTF8 { bytes in
            hasher.mix(UnsafeRawBufferPointer(bytes))
            return bytes.count
        }
        return String(hasher.first, radix: 16) + String(hasher.second, radix: 16) + String(length, radix: 16)
    }

    package func load(key: String) -> FileFacts? {
        guard let data = FileManager.default.contents(atPath: entryPath(key)) else { return nil }
        var reader = BinaryReader([UInt8](data))
        guard let magic = try? reader.string(), magic == Self.magic, let stored = try? reader.string(), stored == key,
            let facts = try? FileFacts(from: &reader), reader.isAtEnd
        else { return nil }
        return facts
    }

    /// Best effort: a cache that cannot be written only makes the next run slower.
    package func store(_ facts: FileFacts, key: String) {
        let path = entryPath(key)
        let directory = (path as NSString).deletingLastPathComponent
        // One mkdir attempt per folder; the usual case (it exists) costs a single failing system call.
        if mkdir(directory, 0o755) != 0, errno == ENOENT {
            guard
                (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil
            else { return }
        }
        var writer = BinaryWriter()
        writer.write(Self.magic)
        writer.write(key)
        facts.write(to: &writer)
        let temporary =
            directory + "/.\(key).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max))"
        // A plain write to a private name, then one rename: readers see a whole entry or none.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return }
        let written = writer.bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == writer.bytes.count, rename(temporary, path) == 0 else {
            unlink(temporary)
            return
        }
    }

    private func entryPath(_ key: String) -> String {
        "\(folder)/facts-\(Self.formatVersion)/\(key.prefix(2))/\(key)"
    }

    /// Bumped when the facts' shape changes, so that old entries are simply not found.
    static let formatVersion = 4
    /// The first string of every entry: anything else is not an entry.
    static let magic = "leakwatch-facts"
}

/// Two independent 64-bit multiply-xorshift hashes over words: collisions between two files would need both.
private struct ContentHasher {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func mix(_ text: String) {
        var copy = text
        copy.withUTF8 { mix(UnsafeRawBufferPointer($0)) }
        mix(word: 0xff)
    }

    mutating func mix(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(word: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(word: tail ^ (UInt64(bytes.count) << 56))
    }

    private mutating func mix(word: UInt64) {
        first = (first ^ word) &* 0x9E37_79B9_7F4A_7C15
        first ^= first >> 32
        second = (second &+ word) &* 0xC2B2_AE3D_27D4_EB4F
        second ^= second >> 29
    }
}
