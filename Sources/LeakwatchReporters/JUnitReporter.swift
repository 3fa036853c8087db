import LeakwatchCore

/// JUnit XML, for CI systems that show test reports but no lint formats (GitLab's `artifacts:reports:junit`,
/// Jenkins): each finding is a failed test case, named so that it reads as a location.
struct JUnitReporter {
    func render(_ report: Report) -> String {
        let failures = report.findings.count
        let tests = max(failures, 1)
        var output = XML.declaration
        output += "<testsuites name=\"leakwatch\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        output +=
            "  <testsuite name=\"leakwatch\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        // A report with no test case reads as "no tests ran" in some viewers, so a clean run is one passing test.
        if report.findings.isEmpty {
            output += "    <testcase classname=\"leakwatch\" name=\"leakwatch\"/>\n"
        }
        for finding in report.findings {
            let place = "\(finding.file):\(finding.location.line):\(finding.location.column)"
            output += "    <testcase classname=\"\(XML.escaped(finding.file))\""
            output += " name=\"\(XML.escaped("\(finding.ruleID) at \(place)"))\">\n"
            output +=
                "      <failure type=\"\(XML.escaped(finding.ruleID))\" message=\"\(XML.escaped(finding.message))\">"
            output += XML.escaped(Self.body(finding, place: place)) + "</failure>\n"
            output += "    </testcase>\n"
        }
        return output + "  </testsuite>\n</testsuites>\n"
    }

    /// The body is what viewers show expanded: the compiler-style line, then its notes.
    private static func body(_ finding: Finding, place: String) -> String {
        var lines = ["\(place): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"]
        for note in finding.notes {
            lines.append("\(note.file):\(note.location.line):\(note.location.column): note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}
