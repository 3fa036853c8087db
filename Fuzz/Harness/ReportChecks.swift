import Foundation
import LeakwatchCore
import LeakwatchReporters
import LeakwatchRules

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every format rendered from one result, each read back by a parser of its own kind.
enum ReportChecks {
    static func check(_ result: AnalysisResult, texts: [String: String]) throws(FuzzFailure) {
        let lines = texts.mapValues { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let report = Report(
            findings: result.findings, fileCount: result.fileCount, lineCount: result.lineCount,
            problemCount: result.problems.count, rules: AllRules.descriptions,
            sourceLine: { file, line in
                guard let text = lines[file], line >= 1, line <= text.count else { return nil }
                return text[line - 1]
            })
        let noteCount = result.findings.reduce(0) { $0 + $1.notes.count }
        for format in OutputFormat.allCases {
            let output = format.render(report)
            switch format {
            case .json, .sarif, .codeclimate:
                try expect(
                    (try? JSONSerialization.jsonObject(with: Data(output.utf8))) != nil,
                    "\(format) output is not JSON:\n\(output)")
            case .checkstyle, .junit:
                try expect(XMLParser(data: Data(output.utf8)).parse(), "\(format) output is not XML:\n\(output)")
            case .text:
                let printed = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                try expect(
                    printed.count == result.findings.count + noteCount,
                    "text output has \(printed.count) lines for \(result.findings.count) findings and \(noteCount) notes"
                )
                try expect(
                    printed.allSatisfy { $0.contains(": ") }, "a text line without 'path:line:column: '")
            case .github:
                let printed = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                try expect(
                    printed.count == result.findings.count && printed.allSatisfy { $0.hasPrefix("::") },
                    "github output is not one workflow command per finding:\n\(output)")
            case .pretty:
                try expect(!output.contains("\u{1B}["), "colors in pretty output with colors off")
            case .html:
                // Code quoted in the page that escaped its escaping would open or close an element of its own.
                let count = { (needle: String) in output.components(separatedBy: needle).count - 1 }
                try expect(
                    count("<script") == 1 && count("</script") == 1 && count("<!--") == 0
                        && count("<article ") == result.findings.count,
                    "html output has markup that the findings' text made:\n\(output)")
            }
        }
    }
}
