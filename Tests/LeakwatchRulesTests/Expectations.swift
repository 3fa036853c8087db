import Foundation

/// The inline expectations of a fixture file, clang `-verify` style:
/// `// expect-warning[@+N|@-N|@LINE][:COL] rule-id [{{message fragment}}]`, `// expect-note … {{fragment}}`,
/// and `// expect-none` for a file that must stay silent.
struct Expectation: Hashable, CustomStringConvertible {
    var line: Int
    var column: Int?
    var ruleID: String
    var fragment: String?
    /// The line the directive itself sits on.
    var directiveLine: Int

    var description: String {
        "\(line):\(column.map(String.init) ?? "*") \(ruleID)" + (fragment.map { " {{\($0)}}" } ?? "")
    }
}

struct FixtureExpectations {
    var expectations: [Expectation] = []
    var expectsNone = false
    var malformed: [String] = []

    var isEmpty: Bool { expectations.isEmpty && !expectsNone }

    /// Reads every `expect-` directive; a directive that cannot be read is reported, never ignored.
    init(source: String) {
        let lines = source.components(separatedBy: "\n")
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : String(rawLine)
            guard let commentStart = line.range(of: "//") else { continue }
            let comment = line[commentStart.upperBound...].trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix("expect") else { continue }
            parse(comment, lineNumber: index + 1)
        }
    }

    private mutating func parse(_ comment: String, lineNumber: Int) {
        if comment == "expect-none" || comment.hasPrefix("expect-none ") {
            expectsNone = true
            return
        }
        let pattern = #"^expect-(warning|error|note)(?:@([+-]?\d+))?(?::(\d+))?(?:\s+([a-z][a-z0-9]*(?:-[a-z0-9]+)*))?\s*(?:\{\{(.*)\}\})?\s*$"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: comment, range: NSRange(comment.startIndex..., in: comment))
        else {
            malformed.append("line \(lineNumber): cannot read '\(comment)'")
            return
        }
        func group(_ number: Int) -> String? {
            Range(match.range(at: number), in: comment).map { String(comment[$0]) }
        }
        let kind = group(1) ?? "warning"
        if kind == "note" { return }
        guard let ruleID = group(4) else {
            malformed.append("line \(lineNumber): '\(comment)' names no rule")
            return
        }
        var target = lineNumber
        if let offset = group(2) {
            if offset.hasPrefix("+") || offset.hasPrefix("-") {
                target += Int(offset) ?? 0
            } else {
                target = Int(offset) ?? lineNumber
            }
        }
        expectations.append(
            Expectation(
                line: target, column: group(3).flatMap(Int.init), ruleID: ruleID, fragment: group(5),
                directiveLine: lineNumber))
    }
}
