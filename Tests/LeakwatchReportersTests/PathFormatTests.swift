import LeakwatchCore
import Testing

@testable import LeakwatchReporters

/// How the line and terminal formats show a finding's path: one line at the end of the text message, numbered
/// steps with their source lines under the pretty one.
struct PathFormatTests {
    static let file = "App/ProfileCardView.swift"
    static let sources: [Int: String] = [
        4: "    private(set) lazy var viewModel = ProfileCardViewModel()",
        10: "        $name.sink { view.nameLabel.text = $0 }.store(in: &bag)",
    ]

    static var finding: Finding {
        var finding = Finding(
            ruleID: "strong-self-capture", severity: .warning, file: file, location: .init(line: 10, column: 22),
            problem: "closure passed to 'sink' captures 'view' strongly", advice: "capture [weak view]")
        func step(
            _ kind: PathStep.Kind, _ label: String, _ link: PathStep.Link, _ message: String, _ line: Int,
            breaks: Bool = false
        ) -> PathStep {
            PathStep(
                kind: kind, label: label, link: link, message: message, file: file,
                location: .init(line: line, column: 9), breaks: breaks)
        }
        finding.path = LeakPath([
            step(.storage, "'ProfileCardView.viewModel'", .strong, "the view keeps its view model", 4),
            step(.storage, "'ProfileCardViewModel.bag'", .strong, "the bag keeps the subscription", 10),
            step(.closure, "closure", .capture, "the closure captures 'view' strongly", 10, breaks: true),
            step(.object, "'view'", .strong, "'view' keeps 'ProfileCardView.viewModel'", 10),
        ])
        return finding
    }

    static var report: Report {
        Report(
            findings: [finding], fileCount: 1, lineCount: 20, problemCount: 0,
            sourceLine: { file, line in file == Self.file ? sources[line] : nil })
    }

    @Test func textEndsTheLineWithThePath() {
        #expect(
            OutputFormat.text.render(Self.report)
                == "App/ProfileCardView.swift:10:22: warning: closure passed to 'sink' captures 'view' strongly; "
                + "capture [weak view] (path: 'ProfileCardView.viewModel' → 'ProfileCardViewModel.bag' → "
                + "closure (ProfileCardView.swift:10) → 'view') [strong-self-capture]\n")
    }

    @Test func prettyNumbersTheStepsWithEachSourceLineOnce() {
        let lines = OutputFormat.pretty.render(Self.report).split(separator: "\n").map(String.init)
        let steps = lines.filter { $0.hasPrefix("    ") && $0.dropFirst(4).first?.isNumber == true }
        #expect(
            steps == [
                "    1. 'ProfileCardView.viewModel' at 4:9: the view keeps its view model",
                "    2. 'ProfileCardViewModel.bag' at 10:9: the bag keeps the subscription",
                "    3. closure (ProfileCardView.swift:10) at 10:9: the closure captures 'view' strongly"
                    + "  ← the fix breaks this",
                "    4. 'view' at 10:9: 'view' keeps 'ProfileCardView.viewModel'",
            ])
        // Line 4 is quoted under its step; line 10, the finding's own, is shown once, above the steps.
        #expect(lines.filter { $0.contains("lazy var viewModel") }.count == 1)
        #expect(lines.filter { $0.contains("$name.sink") }.count == 2, "the finding's line, then under step 2")
    }

    @Test func findingsWithoutAPathPrintAsBefore() {
        var finding = Self.finding
        finding.path = LeakPath([])
        let report = Report(findings: [finding], fileCount: 1, lineCount: 20, problemCount: 0)
        #expect(!OutputFormat.text.render(report).contains("path:"))
        #expect(!OutputFormat.json.render(report).contains("\"path\""))
    }
}
