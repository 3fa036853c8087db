import Foundation

/// Reads a file as UTF-8 text and says in one line why when it cannot.
///
/// Opened without blocking and measured before it is read: a pipe named like a source file must not stall the
/// run, and a file far larger than any source file must not take the memory of the whole analysis.
package struct SourceReader: Sendable {
    /// Larger files are refused: the biggest hand-written or generated sources seen are a few megabytes, and a
    /// syntax tree costs tens of bytes per byte of source.
    package static let maximumBytes = 16 << 20

    package init() {}

    package func read(_ path: String) throws(ReadError) -> SourceText {
        let data = try contents(path)
        let hasNUL = data.withUnsafeBytes { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, 0, bytes.count) != nil
        }
        if hasNUL { throw .binary(path) }
        if let text = String(validating: data, as: UTF8.self) { return SourceText(path: path, text: text) }
        // Objective-C files of older projects are often Latin-1 or MacRoman, which clang reads all the same (the
        // other bytes sit in comments and strings). Swift source is UTF-8 by definition.
        guard Language(path: path) == .objectiveC else { throw .notUTF8(path) }
        let (repaired, replaced) = Self.replacingInvalidBytes(data)
        return SourceText(path: path, text: repaired, replacedBytes: replaced)
    }

    /// The text with each byte that is no part of a valid UTF-8 sequence read as `?`, one byte for one, so that
    /// every offset stays where it was; and how many bytes were replaced.
    static func replacingInvalidBytes(_ bytes: [UInt8]) -> (String, Int) {
        var output = bytes
        var replaced = 0
        var index = 0
        while index < bytes.count {
            let length = Self.validSequenceLength(bytes, at: index)
            if length == 0 {
                output[index] = UInt8(ascii: "?")
                replaced += 1
                index += 1
            } else {
                index += length
            }
        }
        return (String(decoding: output, as: UTF8.self), replaced)
    }

    /// The length of the valid UTF-8 sequence that starts at `index` (1 to 4), 0 when none does.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        if first < 0x80 { return 1 }
        let length: Int
        let lowest: UInt32
        switch first {
        case 0xC2...0xDF: (length, lowest) = (2, 0x80)
        case 0xE0...0xEF: (length, lowest) = (3, 0x800)
        case 0xF0...0xF4: (length, lowest) = (4, 0x10000)
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        var scalar = UInt32(first) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        guard scalar >= lowest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return 0 }
        return length
    }

    private func contents(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw errno == ENOENT ? .vanished(path) : .unreadable(path, Self.describe(errno))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path, Self.describe(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path, "not a regular file") }
        guard Int(info.st_size) <= Self.maximumBytes else { throw .tooLarge(path, Int(info.st_size)) }
        // The size is a hint: the file may grow or shrink while it is read; what is read is one consistent prefix.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path, Self.describe(errno))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            if bytes.count > Self.maximumBytes { throw .tooLarge(path, bytes.count) }
        }
        return bytes
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

/// The system call, out of reach of `SourceReader.read`'s name.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}

package enum ReadError: Error, Hashable, Sendable {
    case unreadable(String, String)
    case binary(String)
    case notUTF8(String)
    case tooLarge(String, Int)
    /// Found by discovery, gone when read: an editor's temporary file, a build step's output.
    case vanished(String)

    package var reason: String {
        switch self {
        case .unreadable(let path, let why): "\(path): cannot read the file (\(why))"
        case .binary(let path): "\(path): binary file, not source text; skipped"
        case .notUTF8(let path): "\(path): not valid UTF-8 text; skipped"
        case .vanished(let path): "\(path): disappeared during the run; skipped"
        case .tooLarge(let path, let size):
            "\(path): \(size >> 20) MB, larger than the \(SourceReader.maximumBytes >> 20) MB limit for one source file; skipped"
        }
    }
}
