import Foundation
import LeakwatchCore
import Testing

@testable import LeakwatchReporters

/// A finding's fix in the machine formats: JSON `fix` with its edits, SARIF `fixes` with replacements.
struct FixFormatTests {
    static let selfColumn = ReportFixture.byteColumn(of: "self", in: ReportFixture.feedSink)
    static let fix = Fix(
        description: "capture [weak self]",
        edits: [
            TextEdit(
                file: ReportFixture.feedFile, start: SourceLocation(line: 12, column: selfColumn),
                end: SourceLocation(line: 12, column: selfColumn), replacement: "[weak self] in "),
            TextEdit(
                file: ReportFixture.feedFile, start: SourceLocation(line: 12, column: selfColumn),
                end: SourceLocation(line: 12, column: selfColumn + 4), replacement: "self?"),
        ])

    var report: Report {
        var findings = ReportFixture.findings
        findings[0].fix = Self.fix
        return ReportFixture.report(findings: findings)
    }

    @Test func jsonCarriesTheFixAndItsEdits() throws {
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(OutputFormat.json.render(report).utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings[1]["fix"] == nil && findings[2]["fix"] == nil)
        let fix = try #require(findings[0]["fix"] as? [String: Any])
        #expect(fix["description"] as? String == "capture [weak self]")
        let edits = try #require(fix["edits"] as? [[String: Any]])
        #expect(edits.count == 2)
        #expect(edits[1]["file"] as? String == ReportFixture.feedFile)
        #expect(edits[1]["replacement"] as? String == "self?")
        #expect((edits[1]["start"] as? [String: Int]) == ["line": 12, "column": Self.selfColumn])
        #expect((edits[1]["end"] as? [String: Int]) == ["line": 12, "column": Self.selfColumn + 4])
    }

    @Test func sarifCarriesFixesWithReplacements() throws {
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(OutputFormat.sarif.render(report).utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results[1]["fixes"] == nil)
        let fixes = try #require(results[0]["fixes"] as? [[String: Any]])
        #expect(fixes.count == 1)
        #expect((fixes[0]["description"] as? [String: Any])?["text"] as? String == "capture [weak self]")
        let changes = try #require(fixes[0]["artifactChanges"] as? [[String: Any]])
        #expect(changes.count == 1)
        let uri = (changes[0]["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri?.removingPercentEncoding == ReportFixture.feedFile)
        let replacements = try #require(changes[0]["replacements"] as? [[String: Any]])
        #expect(replacements.count == 2)
        let region = try #require(replacements[1]["deletedRegion"] as? [String: Int])
        #expect(region["startLine"] == 12 && region["endLine"] == 12)
        #expect(region["endColumn"]! - region["startColumn"]! == 4, "'self' is four code points")
        #expect((replacements[1]["insertedContent"] as? [String: Any])?["text"] as? String == "self?")
        let insertion = try #require(replacements[0]["deletedRegion"] as? [String: Int])
        #expect(insertion["startColumn"] == insertion["endColumn"], "an insertion deletes nothing")
    }
}
