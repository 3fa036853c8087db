import Foundation
import LeakwatchCore
import Testing

@testable import LeakwatchReporters

/// The line formats: GitHub workflow commands decoded back, and the terminal format with and without colors.
struct TextFormatTests {
    @Test func githubCommandsDecodeBackToTheFindings() throws {
        let lines = OutputFormat.github.render(ReportFixture.report()).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines.last == "", "one command a line, ending with a newline")
        let pattern = try Regex(
            #"^::(error|warning|notice) file=([^,:]*),line=(\d+),col=(\d+),title=([^,:]*)::([^\r\n]*)$"#)
        let commands = ["note": "notice", "warning": "warning", "error": "error"]
        for (line, finding) in zip(lines, ReportFixture.findings) {
            let match = try #require(try pattern.wholeMatch(in: String(line)))
            #expect(match.output[1].substring.map(String.init) == commands[finding.severity.rawValue])
            #expect(match.output[2].substring.map { decoded(String($0)) } == finding.file)
            #expect(match.output[3].substring.map(String.init) == String(finding.location.line))
            #expect(match.output[4].substring.map(String.init) == String(finding.location.column))
            #expect(match.output[5].substring.map(String.init) == finding.ruleID)
            let notes = finding.notes.map {
                "\n\($0.file):\($0.location.line):\($0.location.column): note: \($0.message)"
            }
            #expect(match.output[6].substring.map { decoded(String($0)) } == finding.message + notes.joined())
        }
        #expect(lines[0].contains("100%25") && lines[0].contains(", a < b"), "only % and line breaks escape in data")
    }

    @Test func githubEscapesPropertiesAndData() {
        #expect(GitHubActionsReporter.property("a:b,c%d\r\ne") == "a%3Ab%2Cc%25d%0D%0Ae")
        #expect(GitHubActionsReporter.data("a:b,c%d\r\ne") == "a:b,c%25d%0D%0Ae")
        #expect(OutputFormat.github.render(ReportFixture.empty).isEmpty)
    }

    @Test func prettyGroupsByFileWithSourceCaretAndFix() throws {
        let output = OutputFormat.pretty.render(ReportFixture.report())
        #expect(!output.contains("\u{1B}"))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.filter { $0 == ReportFixture.feedFile || $0 == ReportFixture.settingsFile }.count == 2)
        #expect(lines.suffix(2) == ["3 findings in 2 files", ""])
        for finding in ReportFixture.findings {
            let head =
                "  \(finding.location.line):\(finding.location.column)  \(finding.severity.rawValue)  "
                + "\(finding.message)  [\(finding.ruleID)]"
            let position = try #require(lines.firstIndex(of: head), "missing \(head)")
            let source = try #require(ReportFixture.sources[finding.file]?[finding.location.line])
            #expect(lines[position + 1] == "    " + source)
            #expect(lines[position + 2].hasSuffix("^"))
            #expect(lines[position + 3] == "    fix: " + (finding.advice ?? "none"))
        }
    }

    /// The caret counts characters, not bytes: `é` is two bytes but one character before the column.
    @Test func prettyCaretSitsUnderTheColumnCharacter() throws {
        let lines = OutputFormat.pretty.render(ReportFixture.report()).split(separator: "\n").map(String.init)
        let sink = ReportFixture.feedSink
        let sourceRow = try #require(lines.firstIndex(of: "    " + sink))
        let caret = lines[sourceRow + 1]
        let caretOffset = caret.count - 1
        #expect(caret.dropLast().allSatisfy { $0 == " " })
        #expect(Array("    " + sink)[caretOffset...].starts(with: "self"))
        // A tab stays a tab and the emoji takes two cells: "\t" + "/* " + 2 + " */ [".
        let block = try #require(lines.firstIndex(of: "    " + ReportFixture.settingsBlock))
        #expect(lines[block + 1] == "    \t" + String(repeating: " ", count: 10) + "^")
    }

    /// Source code can hold raw control characters (an escape sequence pasted into a closure, a carriage return):
    /// quoted in the terminal format they are shown as pictures, so they cannot recolor or rewrite the terminal,
    /// and the caret still sits under the column.
    @Test func prettyShowsControlCharactersOfTheSourceAsPictures() throws {
        let line = "    timer = Timer(timeInterval: 1, repeats: true) {\u{1B}[31m _ in self.tick() }\r"
        let finding = Finding(
            ruleID: "strong-self-capture", severity: .warning, file: "Sources/Ticker\u{1B}[0m.swift",
            location: SourceLocation(line: 4, column: ReportFixture.byteColumn(of: "self", in: line)),
            problem: "closure passed to 'Timer' captures 'self' strongly", advice: "capture [weak self]")
        let report = Report(
            findings: [finding], fileCount: 1, lineCount: 4, problemCount: 0, rules: ReportFixture.rules,
            sourceLine: { _, number in number == 4 ? line : nil }, useColor: false, version: "1.2.3")
        let output = OutputFormat.pretty.render(report)
        #expect(!output.contains("\u{1B}") && !output.contains("\r"))
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sources/Ticker\u{241B}[0m.swift")
        let shown = "    timer = Timer(timeInterval: 1, repeats: true) {\u{241B}[31m _ in self.tick() }\u{240D}"
        let row = try #require(lines.firstIndex(of: "    " + shown))
        #expect(Array("    " + shown)[(lines[row + 1].count - 1)...].starts(with: "self"))
    }

    @Test func prettyColorsOnlyWhenAsked() throws {
        let colored = OutputFormat.pretty.render(ReportFixture.report(useColor: true))
        #expect(colored.contains("\u{1B}[1;31merror\u{1B}[0m") && colored.contains("\u{1B}[2m[strong-self-capture]"))
        let stripped = colored.replacing(try Regex(#"\x1B\[[0-9;]*m"#), with: "")
        #expect(stripped == OutputFormat.pretty.render(ReportFixture.report()))
        #expect(OutputFormat.pretty.render(ReportFixture.empty) == "0 findings in 0 files\n")
    }

    private func decoded(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
