import LeakwatchCore

/// Identities that code-scanning services use to follow one finding across commits.
enum Fingerprint {
    /// One FNV-1a 64-bit hex digest per finding, over rule, file, declaration and message but not the line, so a
    /// finding keeps its identity when code above it moves. Identical findings in one declaration get their
    /// ordinal mixed in, so that each stays a separate alert instead of being merged by the service.
    static func all(_ findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let key = [finding.ruleID, finding.file, finding.context ?? "", finding.message].joined(separator: "\u{1F}")
            let ordinal = seen[key, default: 0]
            seen[key] = ordinal + 1
            return fnv1a(ordinal == 0 ? key : key + "\u{1F}\(ordinal)")
        }
    }

    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

enum XML {
    /// Text safe in both element content and attribute values. Line breaks and tabs become character references
    /// because XML parsers normalize them to spaces in attributes; characters XML 1.0 cannot carry at all become
    /// U+FFFD rather than making the whole report unreadable.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            case let bad where bad.value < 0x20 || bad.value == 0xFFFE || bad.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}

enum ReportPath {
    /// Services resolve paths against the checkout with forward slashes; a leading `./` would not match.
    static func normalized(_ file: String) -> String {
        var path = file.replacingOccurrences(of: "\\", with: "/")
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}

/// Findings count columns in UTF-8 bytes, as clang and Xcode do; people and SARIF count characters.
enum SourceColumn {
    /// The 1-based column in Unicode code points (SARIF's `unicodeCodePoints`); the byte column when the line is
    /// unknown.
    static func codePoints(_ line: String?, byteColumn: Int) -> Int {
        guard let line else { return byteColumn }
        let (prefix, overflow) = split(line, byteColumn)
        return prefix.unicodeScalars.count + overflow + 1
    }

    /// Blanks that put a caret under the column in a terminal: tabs are kept as tabs and wide characters (CJK,
    /// emoji) take two cells, so the caret lines up whatever the tab width.
    static func caretIndent(_ line: String, byteColumn: Int) -> String {
        let (prefix, overflow) = split(line, byteColumn)
        var indent = ""
        for character in prefix {
            indent += character == "\t" ? "\t" : String(repeating: " ", count: width(of: character))
        }
        return indent + String(repeating: " ", count: overflow)
    }

    /// The text before the column, and how many bytes the column lies past the end of the line.
    private static func split(_ line: String, _ byteColumn: Int) -> (String, Int) {
        let bytes = max(byteColumn - 1, 0)
        let prefix = String(decoding: line.utf8.prefix(bytes), as: UTF8.self)
        return (prefix, max(bytes - line.utf8.count, 0))
    }

    private static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first?.value else { return 0 }
        let wideRanges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
        ]
        let emoji = character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
        return emoji || wideRanges.contains { $0.contains(first) } ? 2 : 1
    }
}

extension Report {
    /// Findings by file, files in order of first appearance (findings arrive sorted, so that is path order).
    var findingsByFile: [(file: String, findings: [Finding])] {
        var groups: [(file: String, findings: [Finding])] = []
        var positions: [String: Int] = [:]
        for finding in findings {
            if let position = positions[finding.file] {
                groups[position].findings.append(finding)
            } else {
                positions[finding.file] = groups.count
                groups.append((finding.file, [finding]))
            }
        }
        return groups
    }
}
