import LeakwatchCore

/// The report formats, one reporter each.
package enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json

    package func render(_ report: Report) -> String {
        switch self {
        case .text: TextReporter().render(report)
        case .json: JSONReporter().render(report)
        }
    }
}

/// What a reporter prints: the findings and the figures of the run.
package struct Report: Sendable {
    package var findings: [Finding]
    package var fileCount: Int
    package var lineCount: Int
    package var problemCount: Int

    package init(findings: [Finding], fileCount: Int, lineCount: Int, problemCount: Int) {
        self.findings = findings
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.problemCount = problemCount
    }
}
