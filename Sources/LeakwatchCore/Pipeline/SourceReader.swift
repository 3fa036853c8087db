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
        guard let text = String(validating: data, as: UTF8.self) else { throw .notUTF8(path) }
        return SourceText(path: path, text: text)
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
