/// An inline suppression comment: `// leakwatch:disable-next-line RULE-ID[, RULE-ID] — reason`,
/// `// leakwatch:disable-line …`, and `// leakwatch:disable …` / `// leakwatch:enable …` regions.
/// Found in the text, so it works the same in Swift and Objective-C.
package struct Suppression: Hashable, Sendable, Codable {
    package enum Kind: String, Hashable, Sendable, Codable {
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
        case disable
        case enable
    }

    package var kind: Kind
    /// Rule ids, or `all`.
    package var ruleIDs: [String]
    package var location: SourceLocation

    package init(kind: Kind, ruleIDs: [String], location: SourceLocation) {
        self.kind = kind
        self.ruleIDs = ruleIDs
        self.location = location
    }

    package func covers(_ ruleID: String) -> Bool { ruleIDs.contains(ruleID) || ruleIDs.contains("all") }

    /// Every suppression comment of a source text. Cheap when the text has none: one substring search.
    package static func scan(_ text: String) -> [Suppression] {
        guard mentionsMarker(text) else { return [] }
        var result: [Suppression] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let marker = line.range(of: "leakwatch:"), let comment = line.range(of: "//"),
                comment.upperBound <= marker.lowerBound,
                line[comment.upperBound..<marker.lowerBound].allSatisfy(\.isWhitespace)
            else { continue }
            let rest = line[marker.upperBound...]
            let word = rest.prefix { $0.isLetter || $0 == "-" }
            guard let kind = Kind(rawValue: String(word)) else { continue }
            let column = line[..<comment.lowerBound].utf8.count + 1
            result.append(
                Suppression(
                    kind: kind, ruleIDs: ruleIDs(in: rest.dropFirst(word.count)),
                    location: SourceLocation(line: lineNumber, column: column)))
        }
        return result
    }

    /// A byte search for `leakwatch:`: most files have none, and this runs on every file.
    private static func mentionsMarker(_ text: String) -> Bool {
        let marker = Array("leakwatch:".utf8)
        var copy = text
        return copy.withUTF8 { bytes in
            guard bytes.count >= marker.count else { return false }
            var index = 0
            let last = bytes.count - marker.count
            while index <= last {
                if bytes[index] == marker[0], bytes[index + 9] == marker[9],
                    marker.indices.allSatisfy({ bytes[index + $0] == marker[$0] })
                {
                    return true
                }
                index += 1
            }
            return false
        }
    }

    /// `strong-self-capture, unbalanced-observer — reason` → the ids before the reason.
    private static func ruleIDs(in text: Substring) -> [String] {
        var ids: [String] = []
        for token in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" }) {
            guard token.allSatisfy({ $0.isLowercase || $0 == "-" || $0.isNumber }), token.first?.isLetter == true else {
                break
            }
            ids.append(String(token))
        }
        return ids
    }
}
