import LeakwatchCore

/// The report formats, one reporter each; the raw values are the `--format` names.
package enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case pretty
    case sarif
    case github
    case checkstyle
    case junit
    case codeclimate
    case html

    package func render(_ report: Report) -> String {
        switch self {
        case .text: TextReporter().render(report)
        case .json: JSONReporter().render(report)
        case .pretty: PrettyReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        case .github: GitHubActionsReporter().render(report)
        case .checkstyle: CheckstyleReporter().render(report)
        case .junit: JUnitReporter().render(report)
        case .codeclimate: CodeClimateReporter().render(report)
        case .html: HTMLReporter().render(report)
        }
    }
}

/// What a reporter prints: the findings and the figures of the run.
package struct Report: Sendable {
    package var findings: [Finding]
    package var fileCount: Int
    package var lineCount: Int
    package var problemCount: Int
    /// The rules that ran, for formats that carry rule metadata (SARIF).
    package var rules: [RuleDescription]
    /// Reads source lines for formats that quote the code (pretty); nil when the file cannot be read.
    package var sourceLine: @Sendable (_ file: String, _ line: Int) -> String?
    /// Whether the pretty format may use ANSI colors.
    package var useColor: Bool
    package var version: String
    /// What the run was asked to do (paths, configuration, thresholds), in the order given, for formats that
    /// show it (html).
    package var settings: [ReportSetting]

    package init(
        findings: [Finding], fileCount: Int, lineCount: Int, problemCount: Int, rules: [RuleDescription] = [],
        sourceLine: @escaping @Sendable (String, Int) -> String? = { _, _ in nil }, useColor: Bool = false,
        version: String = "0.0.0", settings: [ReportSetting] = []
    ) {
        self.findings = findings
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.problemCount = problemCount
        self.rules = rules
        self.sourceLine = sourceLine
        self.useColor = useColor
        self.version = version
        self.settings = settings
    }
}

/// One setting of a run as a reader sees it: `fail on` → `warning`.
package struct ReportSetting: Hashable, Sendable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
