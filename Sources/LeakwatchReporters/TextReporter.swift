import LeakwatchCore

/// `path:line:column: warning: message (path: 'self.bag' → closure (File.swift:9) → 'self') [rule-id]`, the line
/// format Xcode, editors and CI log parsers read: what keeps the leak alive rides on the one line.
struct TextReporter {
    func render(_ report: Report) -> String {
        var output = ""
        for finding in report.findings {
            output += "\(finding.file):\(finding.location.line):\(finding.location.column): "
            output += "\(finding.severity.rawValue): \(finding.message)"
            if !finding.path.isEmpty { output += " (path: \(finding.path.line))" }
            output += " [\(finding.ruleID)]\n"
            for note in finding.notes {
                output += "\(note.file):\(note.location.line):\(note.location.column): note: \(note.message)\n"
            }
        }
        return output
    }
}
