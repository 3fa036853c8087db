import LeakwatchCore

/// `path:line:column: warning: message [rule-id]`, the line format Xcode, editors and CI log parsers read.
struct TextReporter {
    func render(_ report: Report) -> String {
        var output = ""
        for finding in report.findings {
            output += "\(finding.file):\(finding.location.line):\(finding.location.column): "
            output += "\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
            for note in finding.notes {
                output += "\(note.file):\(note.location.line):\(note.location.column): note: \(note.message)\n"
            }
        }
        return output
    }
}
