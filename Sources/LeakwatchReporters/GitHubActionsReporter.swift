import LeakwatchCore

/// GitHub Actions workflow commands: the runner turns each line into an annotation on the pull request's diff,
/// with no upload step. Notes follow the message on lines of their own, as the annotation shows them.
struct GitHubActionsReporter {
    func render(_ report: Report) -> String {
        report.findings.map { finding in
            let properties = [
                "file=" + Self.property(ReportPath.normalized(finding.file)),
                "line=\(finding.location.line)",
                "col=\(finding.location.column)",
                "title=" + Self.property(finding.ruleID),
            ]
            let notes = finding.notes.map {
                "\n\($0.file):\($0.location.line):\($0.location.column): note: \($0.message)"
            }
            let message = Self.data(finding.message + notes.joined())
            return "::\(Self.command(finding.severity)) \(properties.joined(separator: ","))::\(message)\n"
        }.joined()
    }

    private static func command(_ severity: Severity) -> String {
        switch severity {
        case .note: "notice"
        case .warning: "warning"
        case .error: "error"
        }
    }

    /// The runner's own escaping (`escapeData` in actions/toolkit): a raw line break would end the command.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Property values also end at `,` and `:` (`escapeProperty` in actions/toolkit).
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
