import Foundation
import LeakwatchCore
import LeakwatchObjC
import LeakwatchRules
import Testing

/// Measurements on a real code base, run by hand: `LEAKWATCH_OBJC_CORPUS=/path swift test -c release …`.
/// Prints throughput, peak memory, findings, and what libclang keeps under each stand-in for the SDK.
struct CorpusRun {
    static var corpus: String? { ProcessInfo.processInfo.environment["LEAKWATCH_OBJC_CORPUS"] }

    static func sources(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter {
            ["m", "mm", "h"].contains(($0 as NSString).pathExtension)
        }
        .map { root + "/" + $0 }.sorted()
    }

    static func peakMemoryKB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    @Test func analyzeCorpus() throws {
        guard let root = Self.corpus else { return }
        let jobs = Int(ProcessInfo.processInfo.environment["LEAKWATCH_OBJC_JOBS"] ?? "1") ?? 1
        let analyzer = Analyzer(frontEnds: [ObjCFrontEnd()], rules: AllRules.rules, jobs: jobs)
        let start = Date()
        let result = try analyzer.analyze(paths: [root])
        let seconds = Date().timeIntervalSince(start)
        print(
            "CORPUS \(root): \(result.fileCount) files, \(result.lineCount) lines, \(String(format: "%.2f", seconds)) s, jobs \(jobs)"
        )
        print(
            "THROUGHPUT \(Int(Double(result.fileCount) / seconds)) files/s, \(Int(Double(result.lineCount) / seconds)) lines/s, peak \(Self.peakMemoryKB() / 1024) MB"
        )
        for problem in result.problems { print("PROBLEM \(problem)") }
        for finding in result.findings {
            print("FINDING \(finding.file):\(finding.location): [\(finding.ruleID)] \(finding.message)")
        }
    }

    /// The front end alone, without the index and rules, file by file on one thread.
    @Test func frontEndOnly() throws {
        guard let root = Self.corpus, ProcessInfo.processInfo.environment["LEAKWATCH_OBJC_FRONT_END_ONLY"] != nil else {
            return
        }
        let frontEnd = ObjCFrontEnd()
        var files = 0
        var lines = 0
        var callbacks = 0
        let start = Date()
        for path in Self.sources(under: root) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                let facts = try? frontEnd.facts(for: SourceText(path: path, text: text))
            else { continue }
            files += 1
            lines += facts.lineCount
            callbacks += facts.callbacks.count
        }
        let seconds = Date().timeIntervalSince(start)
        print(
            "FRONT END \(files) files, \(lines) lines, \(callbacks) callbacks, \(String(format: "%.2f", seconds)) s: \(Int(Double(files) / seconds)) files/s, \(Int(Double(lines) / seconds)) lines/s, peak \(Self.peakMemoryKB() / 1024) MB"
        )
    }

    @Test func censusOfStandIns() throws {
        guard let root = Self.corpus, ProcessInfo.processInfo.environment["LEAKWATCH_OBJC_CENSUS"] != nil else {
            return
        }
        let frontEnd = ObjCFrontEnd()
        for standIn in [StandIn.none, .prelude, .preludeAndSynthesized] {
            var total = ParseCensus()
            var blockTokens = 0
            var filesWithErrors = 0
            var kinds: [String: Int] = [:]
            for path in Self.sources(under: root) where !path.hasSuffix(".h") {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                blockTokens += text.components(separatedBy: "^{").count + text.components(separatedBy: "^(").count - 2
                guard let census = try? frontEnd.census(for: SourceText(path: path, text: text), standIn: standIn)
                else { continue }
                total.namedSends += census.namedSends
                total.unnamedSends += census.unnamedSends
                total.blocks += census.blocks
                total.selfReferences += census.selfReferences
                total.ivarReferences += census.ivarReferences
                total.errors += census.errors
                if census.errors > 0 { filesWithErrors += 1 }
                for kind in census.errorKinds { kinds[kind, default: 0] += 1 }
            }
            print(
                "CENSUS \(standIn): sends \(total.namedSends) named + \(total.unnamedSends) unnamed, blocks \(total.blocks) of ~\(blockTokens) in the text, self \(total.selfReferences), ivars \(total.ivarReferences), errors \(total.errors) in \(filesWithErrors) files"
            )
            for (kind, count) in kinds.sorted(by: { $0.value > $1.value }).prefix(12) { print("  \(count) \(kind)") }
        }
    }
}
