import LeakwatchCore

/// One JSON document, as the README's output contract specifies; keys in a fixed order so output is byte-identical.
struct JSONReporter {
    func render(_ report: Report) -> String {
        var output = "{\"version\":1,\"findings\":["
        for (position, finding) in report.findings.enumerated() {
            if position > 0 { output += "," }
            output +=
                "\n  {\"rule\":\(Self.quoted(finding.ruleID)),\"severity\":\(Self.quoted(finding.severity.rawValue))"
            output += ",\"file\":\(Self.quoted(finding.file)),\"line\":\(finding.location.line)"
            output += ",\"column\":\(finding.location.column),\"message\":\(Self.quoted(finding.message))"
            if let fix = finding.fix { output += ",\"fix\":" + Self.fix(fix) }
            if !finding.absorbed.isEmpty { output += ",\"also\":" + Self.also(finding.absorbed) }
            if !finding.path.isEmpty { output += ",\"path\":" + Self.path(finding.path) }
            output += "}"
        }
        output += report.findings.isEmpty ? "]," : "\n],"
        output += "\"summary\":{\"files\":\(report.fileCount),\"lines\":\(report.lineCount)"
        output += ",\"findings\":\(report.findings.count),\"errors\":\(report.problemCount)}}\n"
        return output
    }

    /// `{"description", "edits": [{"file", "start": {"line", "column"}, "end": {…}, "replacement"}]}`.
    static func fix(_ fix: Fix) -> String {
        let edits = fix.edits.map { edit in
            "{\"file\":\(quoted(edit.file)),\"start\":\(position(edit.start)),\"end\":\(position(edit.end))"
                + ",\"replacement\":\(quoted(edit.replacement))}"
        }
        return "{\"description\":\(quoted(fix.description)),\"edits\":[\(edits.joined(separator: ","))]}"
    }

    /// The other rules' findings about the same registration that this finding speaks for:
    /// `[{"rule", "line", "column", "message"}]`.
    static func also(_ absorbed: [Finding]) -> String {
        let entries = absorbed.map { other in
            "{\"rule\":\(quoted(other.ruleID)),\"line\":\(other.location.line),\"column\":\(other.location.column)"
                + ",\"message\":\(quoted(other.message))}"
        }
        return "[\(entries.joined(separator: ","))]"
    }

    /// `[{"kind", "label", "link", "message", "file", "line", "column", "breaks"}]`: the steps in order; a
    /// last step whose link is not "end" holds the first again.
    static func path(_ path: LeakPath) -> String {
        let steps = path.steps.map { step in
            "{\"kind\":\(quoted(step.kind.rawValue)),\"label\":\(quoted(step.label)),\"link\":\(quoted(step.link.rawValue))"
                + ",\"message\":\(quoted(step.message)),\"file\":\(quoted(step.file)),\"line\":\(step.location.line)"
                + ",\"column\":\(step.location.column),\"breaks\":\(step.breaks)}"
        }
        return "[\(steps.joined(separator: ","))]"
    }

    private static func position(_ location: SourceLocation) -> String {
        "{\"line\":\(location.line),\"column\":\(location.column)}"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
