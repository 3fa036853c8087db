import LeakwatchCore

/// Checkstyle XML, the lint format that Jenkins (Warnings NG), reviewdog, Danger and many IDE plugins import.
/// `source` is prefixed with `leakwatch.` so that the rule stays distinguishable among other tools' results.
struct CheckstyleReporter {
    func render(_ report: Report) -> String {
        var output = XML.declaration + "<checkstyle version=\"4.3\">\n"
        for group in report.findingsByFile {
            output += "  <file name=\"\(XML.escaped(group.file))\">\n"
            for finding in group.findings {
                output += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\""
                output += " severity=\"\(Self.severity(finding.severity))\" message=\"\(XML.escaped(finding.message))\""
                output += " source=\"leakwatch.\(XML.escaped(finding.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    /// Checkstyle's levels are error, warning and info.
    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .note: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
