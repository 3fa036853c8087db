import Foundation

/// Per-file facts on disk, keyed by the file's path and content and leakwatch's version, so that a warm run
/// skips parsing but still builds the index and runs every rule (cross-file facts stay right when one file
/// changes); and whole-run results, keyed by every analyzed file's key and the run's settings, so that a run over
/// a tree that has not changed at all skips the index, the rules and the fix checks too. Entries are written to a
/// temporary file and renamed into place, so concurrent runs never see a half-written entry; an entry that does
/// not decode, or belongs to another key, is ignored and rewritten.
package struct FactsCache: Sendable {
    package let folder: String
    private let version: String
    private let health = CacheHealth()

    package init(folder: String, version: String) {
        self.folder = folder
        self.version = version
    }

    /// Why the cache could not be written, once it could not: a read-only or full folder. After the first failure
    /// no more entries are attempted, and the run goes on parsing every file.
    package var failure: String? {
        health.failure.map { "cannot write the facts cache in '\(folder)' (\($0)); this run goes on without it" }
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

    /// The key of a source text: two 64-bit hashes of version, path, the catalogue's digest (the front ends
    /// record what the configured rows name) and content, and the content's length.
    /// The content is mixed eight bytes at a time: hashing must cost far less than parsing.
    package func key(path: String, text: String, catalog: String = "") -> String {
        var hasher = StableHasher()
        hasher.mix(version)
        hasher.mix(path)
        if !catalog.isEmpty { hasher.mix(catalog) }
        var content = text
        let length = content.withUTF8 { bytes in
            hasher.mix(UnsafeRawBufferPointer(bytes))
            return bytes.count
        }
        return String(hasher.first, radix: 16) + String(hasher.second, radix: 16) + String(length, radix: 16)
    }

    package func load(key: String) -> FileFacts? {
        guard let data = FileManager.default.contents(atPath: entryPath(key)) else { return nil }
        return Self.decode([UInt8](data), key: key)
    }

    /// An entry's bytes: magic, key, facts, and a checksum of all that, so that a truncated or corrupted entry is
    /// recognized as such instead of decoding into wrong facts.
    package static func encode(_ facts: FileFacts, key: String) -> [UInt8] {
        encode(facts, key: key, magic: magic)
    }

    /// The facts of an entry, or nil for anything that is not a whole, intact entry of this key.
    package static func decode(_ bytes: [UInt8], key: String) -> FileFacts? {
        decode(bytes, key: key, magic: magic)
    }

    /// The key of a whole run: leakwatch's version, `settings` (everything besides the files that decides the
    /// result: arguments, configuration) and each analyzed file's display path and `key(path:text:)`, in order.
    package func resultKey(settings: String, files: [(path: String, key: String)]) -> String {
        var hasher = StableHasher()
        hasher.mix(version)
        hasher.mix(settings)
        for file in files {
            hasher.mix(file.path)
            hasher.mix(file.key)
        }
        return "r" + String(hasher.first, radix: 16) + String(hasher.second, radix: 16) + String(files.count, radix: 16)
    }

    package func loadResult(key: String) -> AnalysisResult? {
        guard let data = FileManager.default.contents(atPath: entryPath(key)) else { return nil }
        return Self.decode([UInt8](data), key: key, magic: Self.resultMagic)
    }

    /// Keeps a whole run's result; best effort, as `store(_:key:)`.
    package func storeResult(_ result: AnalysisResult, key: String) {
        writeEntry(Self.encode(result, key: key, magic: Self.resultMagic), key: key)
    }

    static func encode(_ value: some BinaryCodable, key: String, magic: String) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(magic)
        writer.write(key)
        value.write(to: &writer)
        var bytes = writer.bytes
        let sum = checksum(bytes[...])
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: sum >> UInt64(shift))) }
        return bytes
    }

    static func decode<Value: BinaryCodable>(_ bytes: [UInt8], key: String, magic: String) -> Value? {
        guard bytes.count > 8 else { return nil }
        let body = bytes[..<(bytes.count - 8)]
        var stored: UInt64 = 0
        for (index, byte) in bytes[(bytes.count - 8)...].enumerated() { stored |= UInt64(byte) << UInt64(8 * index) }
        guard stored == checksum(body) else { return nil }
        var reader = BinaryReader(Array(body))
        guard let storedMagic = try? reader.string(), storedMagic == magic, let storedKey = try? reader.string(),
            storedKey == key, let value = try? Value(from: &reader), reader.isAtEnd
        else { return nil }
        return value
    }

    private static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hasher = StableHasher()
        bytes.withUnsafeBytes { hasher.mix($0) }
        return hasher.first ^ hasher.second
    }

    /// Best effort: a cache that cannot be written only makes this run and the next slower; the first failure is
    /// kept for one warning and ends the attempts.
    package func store(_ facts: FileFacts, key: String) {
        writeEntry(Self.encode(facts, key: key), key: key)
    }

    private func writeEntry(_ bytes: [UInt8], key: String) {
        guard health.failure == nil else { return }
        let path = entryPath(key)
        let directory = (path as NSString).deletingLastPathComponent
        // One mkdir attempt per folder; the usual case (it exists) costs a single failing system call.
        if mkdir(directory, 0o755) != 0, errno != EEXIST {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                return health.fail(Self.describe(errno == 0 ? ENOTDIR : errno))
            }
        }
        let temporary =
            directory + "/.\(key).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max))"
        // A plain write to a private name, then one rename: readers see a whole entry or none.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return health.fail(Self.describe(errno)) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let writeError = written < 0 ? errno : ENOSPC
        let closed = close(descriptor)
        guard written == bytes.count, closed == 0, rename(temporary, path) == 0 else {
            let code = written == bytes.count ? errno : writeError
            unlink(temporary)
            return health.fail(Self.describe(code))
        }
    }

    private static func describe(_ code: Int32) -> String { String(cString: strerror(code)).lowercased() }

    /// Facts under `facts-N/`, whole-run results (keys starting with `r`) under `results-N/`.
    private func entryPath(_ key: String) -> String {
        let kind = key.hasPrefix("r") ? "results" : "facts"
        return "\(folder)/\(kind)-\(Self.formatVersion)/\(key.dropFirst(kind == "results" ? 1 : 0).prefix(2))/\(key)"
    }

    /// Bumped when the facts' shape changes, so that old entries are simply not found.
    static let formatVersion = 111
    /// The first string of every entry: anything else is not an entry.
    static let magic = "leakwatch-facts"
    /// The first string of a whole run's entry.
    static let resultMagic = "leakwatch-result"
}

/// The first failure to write the cache, shared by every copy of the cache value and every thread.
private final class CacheHealth: @unchecked Sendable {
    private let lock = NSLock()
    private var firstFailure: String?

    var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }

    func fail(_ reason: String) {
        lock.lock()
        if firstFailure == nil { firstFailure = reason }
        lock.unlock()
    }
}

/// Two independent 64-bit multiply-xorshift hashes over words: collisions between two files would need both.
/// Stable across runs and machines (unlike `Hasher`), so its digests can name cache entries.
package struct StableHasher {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x8422_2325_cbf2_9ce4

    package init() {}

    /// Both hashes in hexadecimal.
    package var hexDigest: String { String(first, radix: 16) + String(second, radix: 16) }

    package mutating func mix(_ text: String) {
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
