import Foundation
import LeakwatchCore
import Testing

@testable import LeakwatchReporters

/// What holds for every format: listed under its `--format` name, deterministic, and defined for no findings.
struct OutputFormatTests {
    @Test func everyFormatIsListedUnderItsName() {
        let names = ["text", "json", "pretty", "sarif", "github", "checkstyle", "junit", "codeclimate", "html"]
        #expect(OutputFormat.allCases.map(\.rawValue) == names)
    }

    @Test(arguments: OutputFormat.allCases)
    func renderingIsDeterministic(format: OutputFormat) {
        let first = format.render(ReportFixture.report())
        let second = format.render(ReportFixture.report())
        #expect(Array(first.utf8) == Array(second.utf8))
        #expect(!first.isEmpty)
    }

    /// Render-twice cannot see an order that depends on the process's hash seed; fixed key orders can.
    @Test func jsonKeysComeInTheSpecifiedOrder() throws {
        let sarif = keys(in: OutputFormat.sarif.render(ReportFixture.report()))
        #expect(sarif.prefix(3) == ["$schema", "version", "runs"])
        let result = ["ruleId", "ruleIndex", "level", "message", "text", "locations", "physicalLocation"]
        let start = try #require(sarif.firstIndex(of: "ruleId"))
        #expect(Array(sarif[start...].prefix(result.count)) == result)
        let issue = ["type", "check_name", "description", "categories", "fingerprint", "severity", "location", "path"]
        #expect(Array(keys(in: OutputFormat.codeclimate.render(ReportFixture.report())).prefix(8)) == issue)
    }

    @Test(arguments: OutputFormat.allCases)
    func emptyReportIsAValidDocument(format: OutputFormat) throws {
        let output = format.render(ReportFixture.empty)
        switch format {
        case .text, .github:
            #expect(output.isEmpty)
        case .json, .sarif:
            #expect(try JSONSerialization.jsonObject(with: Data(output.utf8)) is [String: Any])
        case .codeclimate:
            #expect((try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [Any])?.isEmpty == true)
        case .checkstyle, .junit:
            #expect(!(try ParsedXML(output).elements.isEmpty))
        case .pretty:
            #expect(output.hasSuffix("0 findings in 0 files\n"))
        case .html:
            #expect(output.contains("<p class=\"none\">No findings.</p>") && output.hasSuffix("</html>\n"))
        }
    }

    private func keys(in json: String) -> [String] {
        json.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\""),
                trimmed[end...].hasPrefix("\": ")
            else { return nil }
            return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
        }
    }
}
