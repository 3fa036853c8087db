import Foundation
import LeakwatchCore
import SwiftSyntax

/// Line starts of a source text, found with one scan that also counts the lines: turning a position into a
/// 1-based line and UTF-8 column is then a binary search. SwiftSyntax's converter walks the whole tree to build
/// the same table, which cost a tenth of the analysis.
struct LineTable {
    private var starts: [Int] = [0]
    /// Lines as `wc -l` counts them, plus a last line without a newline.
    private(set) var lineCount = 0

    init(_ text: String) {
        var copy = text
        copy.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            // A carriage return alone also ends a line; files without one (nearly all) take the fast search.
            if memchr(base, 13, bytes.count) == nil {
                findNewlines(base, bytes.count)
            } else {
                findLineEnds(bytes)
            }
            lineCount = starts.count - (bytes[bytes.count - 1] == 10 ? 1 : 0) - carriageReturnStarts
        }
    }

    /// Line starts made by a carriage return alone: they end a line for locations but not for `wc -l`.
    private var carriageReturnStarts = 0

    private mutating func findNewlines(_ base: UnsafePointer<UInt8>, _ count: Int) {
        var offset = 0
        while offset < count, let found = memchr(base + offset, 10, count - offset) {
            offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
            starts.append(offset)
        }
    }

    private mutating func findLineEnds(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 {
                starts.append(index + 1)
            } else if byte == 13, index + 1 >= bytes.count || bytes[index + 1] != 10 {
                starts.append(index + 1)
                carriageReturnStarts += 1
            }
            index += 1
        }
    }

    func location(of position: AbsolutePosition) -> SourceLocation {
        SourceLocation(offset: position.utf8Offset, lineStarts: starts)
    }
}
