import Foundation
import LeakwatchCore

/// LSP counts characters in UTF-16 code units from 0; leakwatch counts UTF-8 bytes from 1.
enum Positions {
    static func lspPosition(_ location: SourceLocation, in text: EditableText) -> [String: Any] {
        let line = text.line(location.line)
        let bytes = Array(line.utf8.prefix(max(location.column - 1, 0)))
        let character = String(decoding: bytes, as: UTF8.self).utf16.count
        return ["line": max(location.line - 1, 0), "character": character]
    }

    /// The range of the word that starts at a location (the `self` or name a finding points at).
    static func lspRange(_ location: SourceLocation, in text: EditableText) -> [String: Any] {
        let line = Array(text.line(location.line).utf8)
        var end = max(location.column - 1, 0)
        while end < line.count, isWordByte(line[end]) { end += 1 }
        if end == location.column - 1, end < line.count { end += 1 }
        let endLocation = SourceLocation(line: location.line, column: end + 1)
        return ["start": lspPosition(location, in: text), "end": lspPosition(endLocation, in: text)]
    }

    /// An LSP position back to a 1-based line and UTF-8 column.
    static func location(_ position: [String: Any], in text: EditableText) -> SourceLocation? {
        guard let line = position["line"] as? Int, let character = position["character"] as? Int else { return nil }
        let content = text.line(line + 1)
        let prefix = String(decoding: Array(content.utf16.prefix(character)), as: UTF16.self)
        return SourceLocation(line: line + 1, column: prefix.utf8.count + 1)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
            || byte >= 128
    }

    static func uri(for path: String) -> String {
        "file://" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }

    static func path(for uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }
}
