import Foundation

/// Today's findings, recorded so that a legacy code base can adopt leakwatch and see only new ones.
/// Entries match on rule, file, enclosing declaration and a fingerprint of the offending line's text, never on
/// line numbers, so they survive edits that move code around.
package struct Baseline: Codable, Hashable, Sendable {
    package struct Entry: Codable, Hashable, Sendable, Comparable {
        package var rule: String
        package var file: String
        package var context: String
        package var fingerprint: String

        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.context, lhs.fingerprint) < (rhs.file, rhs.rule, rhs.context, rhs.fingerprint)
        }
    }

    package var version = 1
    package var entries: [Entry]

    /// Reads the source line a finding stands on.
    package typealias LineReader = (_ file: String, _ line: Int) -> String?

    package init(findings: [Finding], lines: LineReader) {
        entries = findings.map { Self.entry(for: $0, lines: lines) }.sorted()
    }

    package static func read(from path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        return try decode(data, path: path)
    }

    /// A baseline from the bytes of a file named `path`; anything but the JSON `write` produces is malformed.
    package static func decode(_ data: Data, path: String) throws(BaselineError) -> Baseline {
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw .malformed(path)
        }
    }

    package func write(to path: String) throws(BaselineError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self),
            FileManager.default.createFile(atPath: path, contents: data + Data("\n".utf8))
        else { throw .unwritable(path) }
    }

    /// The findings that are not in the baseline; each entry absorbs one finding.
    package func newFindings(_ findings: [Finding], lines: LineReader) -> [Finding] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return findings.filter { finding in
            let entry = Self.entry(for: finding, lines: lines)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    private static func entry(for finding: Finding, lines: LineReader) -> Entry {
        let text = lines(finding.file, finding.location.line) ?? ""
        return Entry(
            rule: finding.ruleID, file: finding.file, context: finding.context ?? "",
            fingerprint: fingerprint(text))
    }

    /// The line's code with whitespace collapsed and comments dropped, hashed (FNV-1a, 64 bits).
    package static func fingerprint(_ line: String) -> String {
        let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
        let collapsed = code.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in collapsed.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

package enum BaselineError: Error, Hashable, Sendable {
    case unreadable(String)
    case malformed(String)
    case unwritable(String)

    package var reason: String {
        switch self {
        case .unreadable(let path): "cannot read the baseline '\(path)'"
        case .malformed(let path): "'\(path)' is not a leakwatch baseline (JSON with 'version' and 'entries')"
        case .unwritable(let path): "cannot write the baseline '\(path)'"
        }
    }
}
