import Foundation

/// LSP's base protocol over a pair of file handles: `Content-Length` framed JSON-RPC messages. Reading
/// never gives up on bad input: a frame that cannot be read is reported and skipped.
final class Transport: @unchecked Sendable {
    private let input: FileHandle
    private let output: FileHandle
    private let writeLock = NSLock()
    private var buffer = Data()

    init(input: FileHandle, output: FileHandle) {
        self.input = input
        self.output = output
    }

    /// One frame's body, `.malformed` for a header without a usable `Content-Length`, nil at end of input.
    enum Frame {
        case body(Data)
        case malformed(String)
    }

    func nextFrame() -> Frame? {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let range = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<range.lowerBound], as: UTF8.self)
                let length = header.split(whereSeparator: \.isNewline).compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                    return Int(parts[1].trimmingCharacters(in: .whitespaces))
                }.first
                guard let length, length >= 0 else {
                    buffer.removeSubrange(buffer.startIndex..<range.upperBound)
                    return .malformed("a header without a valid Content-Length")
                }
                let start = range.upperBound
                if buffer.distance(from: start, to: buffer.endIndex) >= length {
                    let end = buffer.index(start, offsetBy: length)
                    let body = buffer.subdata(in: start..<end)
                    buffer.removeSubrange(buffer.startIndex..<end)
                    return .body(body)
                }
            }
            let chunk = input.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    func send(_ message: [String: Any]) {
        var object = message
        object["jsonrpc"] = "2.0"
        guard let body = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        writeLock.lock()
        defer { writeLock.unlock() }
        output.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8))
        output.write(body)
    }
}

/// JSON-RPC error codes of the specification.
enum RPCError {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let serverNotInitialized = -32002
}
