import Foundation

/// Reads a file as UTF-8 text and says in one line why when it cannot.
package struct SourceReader: Sendable {
    package init() {}

    package func read(_ path: String) throws(ReadError) -> SourceText {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path)
        }
        let hasNUL = data.withUnsafeBytes { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, 0, bytes.count) != nil
        }
        if hasNUL { throw .binary(path) }
        guard let text = String(validating: data, as: UTF8.self) else { throw .notUTF8(path) }
        return SourceText(path: path, text: text)
    }
}

package enum ReadError: Error, Hashable, Sendable {
    case unreadable(String)
    case binary(String)
    case notUTF8(String)

    package var reason: String {
        switch self {
        case .unreadable(let path): "\(path): cannot read the file"
        case .binary(let path): "\(path): binary file, not source text; skipped"
        case .notUTF8(let path): "\(path): not valid UTF-8 text; skipped"
        }
    }
}
