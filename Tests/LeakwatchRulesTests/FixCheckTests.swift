import Foundation
import LeakwatchCore
import LeakwatchRules
import LeakwatchSwift
import Testing

/// A report offers a fix only when the fixed file parses with no more errors than before: the check skips the
/// error count of a text the analysis found free of errors, and must still refuse an edit that breaks the file.
@Suite struct FixCheckTests {
    /// The Swift fixer, with text that does not parse appended to each edit it makes.
    struct BreakingFixer: Fixer {
        let inner = SwiftFixer(languageVersion: (6, 0))
        var language: Language { .swift }
        func fixes(for findings: [Finding], in source: SourceText) -> [FixAttempt] {
            inner.fixes(for: findings, in: source).map { attempt in
                guard var fix = attempt.fix, !fix.edits.isEmpty else { return attempt }
                fix.edits[0].replacement += " func ("
                return .fixed(fix)
            }
        }
        func syntaxErrorCount(in text: String, path: String) -> Int { inner.syntaxErrorCount(in: text, path: path) }
    }

    static let leak = """
        import Foundation
        final class Clock {
            var timer: Timer?
            func start() {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
            }
            func tick() {}
        }

        """

    func findings(_ text: String, fixer: any Fixer) throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leakwatch-fixcheck-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Clock.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        var analyzer = Analyzer(frontEnds: [SwiftFrontEnd()], rules: AllRules.rules, jobs: 2)
        analyzer.fixers = [fixer]
        return try analyzer.analyze(paths: [folder.path]).findings
    }

    @Test func aFixThatBreaksTheFileIsRefused() throws {
        let fixed = try findings(Self.leak, fixer: SwiftFixer(languageVersion: (6, 0)))
        #expect(fixed.count == 1 && fixed.allSatisfy { $0.fix != nil })
        let broken = try findings(Self.leak, fixer: BreakingFixer())
        #expect(broken.count == 1 && broken.allSatisfy { $0.fix == nil })
    }

    /// A file that already has a syntax error keeps its fix when the fix adds none, and loses it when it adds one.
    @Test func aFileWithErrorsIsComparedWithItsOwnCount() throws {
        let withError = Self.leak + "let = 1\n"
        #expect(SwiftFixer().syntaxErrorCount(in: withError, path: "Clock.swift") > 0)
        let fixed = try findings(withError, fixer: SwiftFixer(languageVersion: (6, 0)))
        #expect(fixed.count == 1 && fixed.allSatisfy { $0.fix != nil })
        let broken = try findings(withError, fixer: BreakingFixer())
        #expect(broken.count == 1 && broken.allSatisfy { $0.fix == nil })
    }

    @Test func theSwiftFrontEndTellsWhetherItsParseFoundErrors() throws {
        let clean = try SwiftFrontEnd().facts(for: SourceText(path: "A.swift", text: Self.leak))
        let broken = try SwiftFrontEnd().facts(for: SourceText(path: "A.swift", text: Self.leak + "let = 1\n"))
        #expect(clean.isFreeOfSyntaxErrors && !broken.isFreeOfSyntaxErrors)
    }
}
