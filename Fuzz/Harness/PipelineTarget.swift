import Foundation
import LeakwatchCore
import LeakwatchObjC
import LeakwatchReporters
import LeakwatchRules
import LeakwatchSwift

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Two files, from memory, through the whole analysis: index, every rule, suppressions, and every reporter.
/// Every report must parse as its format, and one thread and two must agree.
enum PipelineTarget {
    /// Separates the two files of one input.
    static let separator = Array("\n//----\n".utf8)

    /// One input of two files; the first byte says whether the second is Objective-C.
    static func join(_ first: [UInt8], _ second: [UInt8], secondIsObjC: Bool) -> [UInt8] {
        [secondIsObjC ? 1 : 0] + first + separator + second
    }

    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard let flags = bytes.first else { return }
        let body = Array(bytes.dropFirst())
        let cut = firstIndex(of: separator, in: body)
        let first = String(decoding: body[..<(cut ?? body.count)], as: UTF8.self)
        let second = cut.map { String(decoding: body[($0 + separator.count)...], as: UTF8.self) } ?? ""
        let paths = ["Fuzz/First.swift", flags & 1 == 1 ? "Fuzz/Second.m" : "Fuzz/Second.swift"]
        let texts = Dictionary(uniqueKeysWithValues: zip(paths, [first, second]))
        guard let one = analyze(texts, paths: paths, jobs: 1), let two = analyze(texts, paths: paths, jobs: 2) else {
            throw FuzzFailure("analysis without paths on disk failed")
        }
        try expect(
            one.findings == two.findings && one.problems == two.problems,
            "one thread and two disagree: \(Self.difference(one, two))")
        try ReportChecks.check(one, texts: texts)
    }

    private static func analyze(_ texts: [String: String], paths: [String], jobs: Int) -> AnalysisResult? {
        let analyzer = Analyzer(
            frontEnds: [SwiftFrontEnd(), ObjCFrontEnd()], rules: AllRules.rules, jobs: jobs, sourceOverrides: texts)
        // No path on disk: both files come from memory, as with `--stdin-path`.
        return try? analyzer.analyze(paths: [], extraFiles: paths)
    }

    /// The first finding or problem that one run has and the other lacks, for the failure message.
    private static func difference(_ one: AnalysisResult, _ two: AnalysisResult) -> String {
        let onlyOne = one.findings.filter { !two.findings.contains($0) }.map { "\($0.location) \($0.message)" }
        let onlyTwo = two.findings.filter { !one.findings.contains($0) }.map { "\($0.location) \($0.message)" }
        if onlyOne.isEmpty && onlyTwo.isEmpty && one.findings.count == two.findings.count {
            return one.findings == two.findings ? "problems \(one.problems) / \(two.problems)" : "same findings in another order"
        }
        return "one thread only: \(onlyOne.prefix(2)); two threads only: \(onlyTwo.prefix(2))"
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return start }
        }
        return nil
    }
}
