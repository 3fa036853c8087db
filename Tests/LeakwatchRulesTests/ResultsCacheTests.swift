import Foundation
import LeakwatchCore
import LeakwatchObjC
import LeakwatchRules
import LeakwatchSwift
import Testing

/// The results cache keeps a whole run's result: what it gives back must be that result, field by field, for
/// every kind of finding the rules make (fixes, notes, merged findings, remedies of both languages).
@Suite struct ResultsCacheTests {
    @Test func aStoredResultComesBackWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leakwatch-results-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var analyzer = Analyzer(frontEnds: [SwiftFrontEnd(), ObjCFrontEnd()], rules: AllRules.rules, jobs: 2)
        analyzer.fixers = [SwiftFixer(languageVersion: (6, 0)), ObjCFixer()]
        let result = try analyzer.analyze(paths: [FixtureHarness.fixturesRoot.appendingPathComponent("Rules").path])
        #expect(result.findings.count > 300)
        #expect(result.findings.contains { $0.fix != nil && $0.file.hasSuffix(".m") })
        #expect(result.findings.contains { $0.fix != nil && $0.file.hasSuffix(".swift") })
        #expect(result.findings.contains { !$0.absorbed.isEmpty })
        #expect(result.findings.contains { !$0.notes.isEmpty })
        #expect(result.findings.contains { $0.registration != nil })

        let cache = FactsCache(folder: folder.path, version: "test")
        let key = cache.resultKey(settings: "settings", files: [(path: "A.swift", key: "a")])
        cache.storeResult(result, key: key)
        let loaded = try #require(cache.loadResult(key: key))
        #expect(loaded.findings == result.findings)
        #expect(loaded.problems == result.problems && loaded.warnings == result.warnings)
        #expect(loaded.fileCount == result.fileCount && loaded.lineCount == result.lineCount)
        #expect(loaded.isFromResultsCache == false)
    }

    /// Keys differ with the settings, with any file's key and with the files' order and paths; an entry is read
    /// only under its own key.
    @Test func aResultIsReadOnlyUnderItsOwnKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leakwatch-results-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = FactsCache(folder: folder.path, version: "test")
        let files = [(path: "A.swift", key: "a"), (path: "B.swift", key: "b")]
        let key = cache.resultKey(settings: "s", files: files)
        let others = [
            cache.resultKey(settings: "t", files: files),
            cache.resultKey(settings: "s", files: [files[0], (path: "B.swift", key: "c")]),
            cache.resultKey(settings: "s", files: [files[1], files[0]]),
            cache.resultKey(settings: "s", files: [files[0]]),
            cache.resultKey(settings: "s", files: [(path: "A.swift", key: "a"), (path: "C.swift", key: "b")]),
            FactsCache(folder: folder.path, version: "other").resultKey(settings: "s", files: files),
        ]
        #expect(Set(others + [key]).count == others.count + 1)
        cache.storeResult(
            AnalysisResult(findings: [], problems: ["x"], warnings: [], fileCount: 2, lineCount: 9), key: key)
        #expect(cache.loadResult(key: key)?.problems == ["x"])
        for other in others { #expect(cache.loadResult(key: other) == nil) }
        // A facts entry is no result, whatever its key.
        #expect(cache.load(key: key) == nil)
    }
}
