import Foundation
import LeakwatchCore

@testable import LeakwatchReporters

/// Three findings in two files with everything a format must escape or convert: markup and JSON specials, a
/// percent sign, a comma, multi-byte and wide characters before the column, a tab, a note, every severity.
enum ReportFixture {
    static let feedFile = "Sources/App/FeedViewController.swift"
    static let settingsFile = "Sources/Legacy/Settings View.m"
    static let feedSink = "    let café = publisher.sink { self.reload() }"
    static let feedObserver = "        center.addObserver(forName: .didChange, object: nil, queue: nil) { _ in }"
    static let settingsBlock = "\t/* 🙂 */ [self reload];"
    static let trickyMessage =
        "closure passed to 'sink' captures \"self\" strongly, a < b && c > d, 100% — café ☕"

    static let rules = [
        RuleDescription(
            id: "discarded-observer-token", summary: "the token of a block observer is thrown away",
            rationale: "Without its token the observer can never be removed.", defaultSeverity: .error,
            languages: [.swift], firingExample: "center.addObserver(forName: .x, object: nil, queue: nil) { _ in }",
            silentExample: "token = center.addObserver(forName: .x, object: nil, queue: nil) { _ in }"),
        RuleDescription(
            id: "strong-self-capture", summary: "a retained callback captures 'self' strongly",
            rationale: "The API keeps the closure, the closure keeps 'self': neither is ever released.",
            defaultSeverity: .warning, languages: [.swift, .objectiveC],
            firingExample: "cancellable = publisher.sink { self.reload() }",
            silentExample: "cancellable = publisher.sink { [weak self] in self?.reload() }"),
    ]

    static var findings: [Finding] {
        [
            Finding(
                ruleID: "strong-self-capture", severity: .warning, file: feedFile,
                location: SourceLocation(line: 12, column: byteColumn(of: "self", in: feedSink)),
                problem: trickyMessage, context: "FeedViewController.viewDidLoad", advice: "capture [weak self]"),
            Finding(
                ruleID: "discarded-observer-token", severity: .error, file: feedFile,
                location: SourceLocation(line: 20, column: byteColumn(of: "center", in: feedObserver)),
                problem: "result of 'addObserver' is discarded",
                notes: [.init(file: feedFile, location: .init(line: 3, column: 5), message: "'Feed' never removes it")],
                context: "FeedViewController.subscribe", advice: "keep the token"),
            Finding(
                ruleID: "strong-self-capture", severity: .note, file: settingsFile,
                location: SourceLocation(line: 7, column: byteColumn(of: "self", in: settingsBlock)),
                problem: "block captures 'self' strongly but is removed in 'viewWillDisappear'",
                context: "SettingsView.init", advice: "use a __weak copy"),
        ]
    }

    static let sources: [String: [Int: String]] = [
        feedFile: [12: feedSink, 20: feedObserver],
        settingsFile: [7: settingsBlock],
    ]

    static func report(findings: [Finding] = findings, useColor: Bool = false) -> Report {
        Report(
            findings: findings, fileCount: 5, lineCount: 120, problemCount: 0, rules: rules,
            sourceLine: { file, line in sources[file]?[line] }, useColor: useColor, version: "1.2.3")
    }

    static var empty: Report { report(findings: []) }

    /// The 1-based UTF-8 column of the first occurrence, as the front ends report it; 0 if absent so a test fails.
    static func byteColumn(of needle: String, in line: String) -> Int {
        guard let range = line.range(of: needle) else { return 0 }
        return line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1
    }
}
