import LeakwatchCore
import SwiftSyntax

/// Line starts of a source text, found with one byte scan: turning a position into a 1-based line and UTF-8
/// column is then a binary search. SwiftSyntax's converter walks the whole tree to build the same table, which
/// cost a tenth of the analysis.
struct LineTable {
    private var starts: [Int] = [0]

    init(_ text: String) {
        var copy = text
        copy.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 10 {
                    starts.append(index + 1)
                } else if byte == 13, index + 1 >= bytes.count || bytes[index + 1] != 10 {
                    starts.append(index + 1)
                }
                index += 1
            }
        }
    }

    func location(of position: AbsolutePosition) -> SourceLocation {
        let offset = position.utf8Offset
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - starts[low] + 1)
    }
}
