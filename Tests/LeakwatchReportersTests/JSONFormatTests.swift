import Foundation
import LeakwatchCore
import Testing

@testable import LeakwatchReporters

/// SARIF and Code Climate read back with a real JSON parser, checked against what the services require.
struct JSONFormatTests {
    let report = ReportFixture.report()

    @Test func sarifHasTheDocumentAndDriverGitHubRequires() throws {
        let root = try object(OutputFormat.sarif.render(report))
        #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(root["version"] as? String == "2.1.0")
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "leakwatch")
        #expect(driver["version"] as? String == "1.2.3")
        #expect(driver["informationUri"] as? String == "https://github.com/leakwatch/leakwatch")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ReportFixture.rules.map(\.id))
        #expect(rules.map { $0["name"] as? String } == ["DiscardedObserverToken", "StrongSelfCapture"])
        for (rule, description) in zip(rules, ReportFixture.rules) {
            #expect(text(rule["shortDescription"]) == description.summary)
            #expect(text(rule["fullDescription"]) == description.rationale)
            let help = try #require(rule["help"] as? [String: Any])
            for field in ["text", "markdown"] {
                let value = try #require(help[field] as? String)
                #expect(value.contains(description.rationale) && value.contains(description.firingExample))
                #expect(value.contains(description.silentExample))
            }
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == description.defaultSeverity.rawValue)
        }
    }

    @Test func sarifResultsPointAtTheirRulesAndFiles() throws {
        let run = try #require((try object(OutputFormat.sarif.render(report))["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            (run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for (result, finding) in zip(results, ReportFixture.findings) {
            #expect(result["ruleId"] as? String == finding.ruleID)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules.indices.contains(index) && rules[index]["id"] as? String == finding.ruleID)
            #expect(result["level"] as? String == finding.severity.rawValue, "SARIF levels share the names")
            #expect(text(result["message"]) == finding.message)
            #expect(result["fixes"] == nil, "a finding without edits has its advice in the message only")
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.contains("\\") && !uri.contains(" "))
            #expect(uri.removingPercentEncoding == finding.file)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == finding.location.line)
            let column = try #require(region["startColumn"] as? Int)
            #expect(column >= 1 && column <= finding.location.column)
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(fingerprints.count == 1 && fingerprints.values.allSatisfy { !$0.isEmpty })
        }
        #expect(Set(results.compactMap { $0["partialFingerprints"] as? [String: String] }).count == 3)
        #expect(results[1]["relatedLocations"] as? [[String: Any]] != nil)
    }

    /// SARIF counts columns in code points: `café ` before the column is one code point shorter than in bytes.
    @Test func sarifColumnsAreCodePoints() throws {
        let run = try #require((try object(OutputFormat.sarif.render(report))["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let columns = results.compactMap { result -> Int? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["region"] as? [String: Any])?["startColumn"] as? Int
        }
        let sink = ReportFixture.feedSink
        let selfIndex = try #require(sink.range(of: "self")).lowerBound
        #expect(columns.first == sink.unicodeScalars.distance(from: sink.startIndex, to: selfIndex) + 1)
        #expect(columns.last == 11, "tab, '/* ', one emoji, ' */ [' is 10 code points but 13 bytes")
    }

    @Test func fingerprintsIgnoreLinesButNotMessages() {
        var moved = ReportFixture.findings
        moved[0].location.line += 40
        var reworded = ReportFixture.findings
        reworded[0].problem += " now"
        let original = Fingerprint.all(ReportFixture.findings)
        #expect(Fingerprint.all(moved) == original)
        #expect(Fingerprint.all(reworded)[0] != original[0])
        #expect(Fingerprint.all([moved[0], moved[0]]).count == 2)
        #expect(Set(Fingerprint.all([moved[0], moved[0]])).count == 2, "identical findings stay separate alerts")
        #expect(Fingerprint.fnv1a("") == "cbf29ce484222325" && Fingerprint.fnv1a("a") == "af63dc4c8601ec8c")
    }

    @Test func codeClimateIssuesHaveWhatGitLabRequires() throws {
        let data = Data(OutputFormat.codeclimate.render(report).utf8)
        let issues = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(issues.count == 3)
        let severities = ["note": "info", "warning": "major", "error": "critical"]
        for (issue, finding) in zip(issues, ReportFixture.findings) {
            #expect(issue["description"] as? String == finding.message)
            #expect(issue["check_name"] as? String == finding.ruleID)
            #expect(issue["severity"] as? String == severities[finding.severity.rawValue])
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == finding.file)
            #expect((location["lines"] as? [String: Any])?["begin"] as? Int == finding.location.line)
        }
        #expect(issues.compactMap { $0["fingerprint"] as? String } == Fingerprint.all(ReportFixture.findings))
    }

    @Test func emptyReportsAreValidDocuments() throws {
        let run = try #require(
            (try object(OutputFormat.sarif.render(ReportFixture.empty))["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let data = Data(OutputFormat.codeclimate.render(ReportFixture.empty).utf8)
        #expect((try JSONSerialization.jsonObject(with: data) as? [Any])?.isEmpty == true)
        #expect(try object(OutputFormat.json.render(ReportFixture.empty))["findings"] as? [Any] != nil)
    }

    @Test func slashesAreNotEscaped() {
        #expect(!OutputFormat.sarif.render(report).contains("\\/"))
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func text(_ value: Any?) -> String? {
        (value as? [String: Any])?["text"] as? String
    }
}
