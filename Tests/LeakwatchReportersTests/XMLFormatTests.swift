import Foundation
import LeakwatchCore
import Testing

@testable import LeakwatchReporters

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checkstyle and JUnit read back with Foundation's XMLParser: well-formed, and every attribute unescapes to the
/// original text.
struct XMLFormatTests {
    @Test func checkstyleHasOneFileElementPerFileAndOneErrorPerFinding() throws {
        let document = try ParsedXML(OutputFormat.checkstyle.render(ReportFixture.report()))
        #expect(document.elements.first?.name == "checkstyle")
        #expect(document.elements.first?.attributes["version"] == "4.3")
        #expect(
            document.named("file").map { $0.attributes["name"] } == [
                ReportFixture.feedFile, ReportFixture.settingsFile,
            ])
        let errors = document.named("error")
        #expect(errors.count == 3)
        let severities = ["note": "info", "warning": "warning", "error": "error"]
        for (error, finding) in zip(errors, ReportFixture.findings) {
            #expect(error.attributes["line"] == String(finding.location.line))
            #expect(error.attributes["column"] == String(finding.location.column))
            #expect(error.attributes["severity"] == severities[finding.severity.rawValue])
            #expect(error.attributes["message"] == finding.message)
            #expect(error.attributes["source"] == "leakwatch." + finding.ruleID)
        }
    }

    @Test func junitHasOneFailedTestCasePerFinding() throws {
        let document = try ParsedXML(OutputFormat.junit.render(ReportFixture.report()))
        #expect(document.elements.first?.name == "testsuites")
        let suites = document.named("testsuite")
        #expect(suites.count == 1)
        #expect(suites.first?.attributes["name"] == "leakwatch")
        #expect(suites.first?.attributes["tests"] == "3" && suites.first?.attributes["failures"] == "3")
        let cases = document.named("testcase")
        let failures = document.named("failure")
        #expect(cases.count == 3 && failures.count == 3)
        for ((testCase, failure), finding) in zip(zip(cases, failures), ReportFixture.findings) {
            let place = "\(finding.file):\(finding.location.line):\(finding.location.column)"
            #expect(testCase.attributes["classname"] == finding.file)
            #expect(testCase.attributes["name"] == "\(finding.ruleID) at \(place)")
            #expect(failure.attributes["type"] == finding.ruleID)
            #expect(failure.attributes["message"] == finding.message)
            #expect(failure.text.hasPrefix("\(place): \(finding.severity.rawValue): \(finding.message)"))
        }
        #expect(failures[1].text.contains("\n\(ReportFixture.feedFile):3:5: note: 'Feed' never removes it"))
    }

    @Test func emptyReportsAreValidAndJUnitHasOnePassingCase() throws {
        let checkstyle = try ParsedXML(OutputFormat.checkstyle.render(ReportFixture.empty))
        #expect(checkstyle.elements.map(\.name) == ["checkstyle"])
        let junit = try ParsedXML(OutputFormat.junit.render(ReportFixture.empty))
        #expect(junit.named("testcase").map { $0.attributes["name"] } == ["leakwatch"])
        #expect(junit.named("failure").isEmpty)
        #expect(junit.named("testsuite").first?.attributes["tests"] == "1")
        #expect(junit.named("testsuite").first?.attributes["failures"] == "0")
    }

    /// Line breaks survive attribute normalization, and characters XML cannot carry do not break the document.
    @Test func escapingSurvivesLineBreaksAndControlCharacters() throws {
        var finding = ReportFixture.findings[0]
        finding.problem = "two\nlines\tand a bell \u{07} <&>\"'"
        finding.advice = nil
        let document = try ParsedXML(OutputFormat.checkstyle.render(ReportFixture.report(findings: [finding])))
        #expect(document.named("error").first?.attributes["message"] == "two\nlines\tand a bell \u{FFFD} <&>\"'")
    }
}

/// The elements of a document in order, with attributes and text, as a parser delivers them.
final class ParsedXML: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    struct Malformed: Error {
        var description: String
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw Malformed(description: parser.parserError.map { "\($0)" } ?? "parse failed")
        }
        guard open.isEmpty, !elements.isEmpty else { throw Malformed(description: "unbalanced or empty") }
    }

    func named(_ name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}
