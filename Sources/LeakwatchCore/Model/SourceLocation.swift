/// A 1-based line and UTF-8 column, counted the way clang and Xcode count them.
package struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}

extension SourceLocation {
    /// The line and column (both from 1, the column in UTF-8 bytes) of a byte offset, given the offsets at
    /// which the lines start (the first is 0): one binary search, shared by every place that maps offsets.
    package init(offset: Int, lineStarts: [Int]) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        self.init(line: low + 1, column: offset - (lineStarts.isEmpty ? 0 : lineStarts[low]) + 1)
    }
}
