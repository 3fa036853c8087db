/// Applies text edits given as 1-based lines and UTF-8 columns, the way findings and fixes count them.
package struct EditableText: Sendable {
    package private(set) var bytes: [UInt8]
    /// Byte offsets where lines start: after `\n`, after a `\r` not followed by `\n`.
    private var lineStarts: [Int] = [0]

    package init(_ text: String) {
        bytes = Array(text.utf8)
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 10 || (byte == 13 && (index + 1 >= bytes.count || bytes[index + 1] != 10)) {
                lineStarts.append(index + 1)
            }
        }
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }
    package var lineCount: Int { lineStarts.count }

    /// The byte offset of a location, nil when it lies outside the text.
    package func offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count, location.column >= 1 else { return nil }
        let offset = lineStarts[location.line - 1] + location.column - 1
        let lineEnd = location.line < lineStarts.count ? lineStarts[location.line] : bytes.count
        return offset <= lineEnd ? offset : nil
    }

    /// The location of a byte offset.
    package func location(of offset: Int) -> SourceLocation {
        SourceLocation(offset: offset, lineStarts: lineStarts)
    }

    /// The text of 1-based line `line` with its line break.
    package func line(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        return String(decoding: bytes[lineStarts[line - 1]..<end], as: UTF8.self)
    }

    /// The text with the edits applied; nil when an edit lies outside the text or two edits overlap (an edit
    /// ending where the next starts is fine, two insertions at one place are not).
    package func applying(_ edits: [TextEdit]) -> String? {
        var ranges: [(Int, Int, String)] = []
        for edit in edits {
            guard let start = offset(of: edit.start), let end = offset(of: edit.end), start <= end else { return nil }
            ranges.append((start, end, edit.replacement))
        }
        ranges.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            if next.0 < previous.1 || (next.0 == previous.0 && next.1 == previous.1 && previous.0 == previous.1) {
                return nil
            }
        }
        var result = bytes
        for (start, end, replacement) in ranges.reversed() {
            result.replaceSubrange(start..<end, with: Array(replacement.utf8))
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// True when two sets of edits touch a common byte range (so both cannot be applied).
    package func overlap(_ lhs: [TextEdit], _ rhs: [TextEdit]) -> Bool {
        let spans = { (edits: [TextEdit]) in
            edits.compactMap { edit -> (Int, Int)? in
                guard let start = self.offset(of: edit.start), let end = self.offset(of: edit.end) else { return nil }
                return (start, end)
            }
        }
        for left in spans(lhs) {
            for right in spans(rhs) where left.0 <= right.1 && right.0 <= left.1 {
                return true
            }
        }
        return false
    }
}
