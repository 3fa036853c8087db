import LeakwatchCore
import LeakwatchRules
import Testing

/// Rows of the sequence catalogue added by the configuration (`async_sequences`) count like built-in ones.
struct AsyncSequenceOptionsTests {
    static let source = """
        final class Settings {
            var task: Task<Void, Never>?
            var accent = 0
            func start() {
                task = Task {
                    for await value in Defaults.updates(.accent) { accent = value }
                }
            }
        }
        """

    func findings(_ extra: [AsyncSequenceEntry]) throws -> [Finding] {
        var options = AnalysisOptions()
        options.extraAsyncSequences = extra
        let analyzer = Analyzer(frontEnds: FixtureHarness.frontEnds, rules: AllRules.rules, jobs: 1, options: options)
        let facts = try analyzer.facts(for: SourceText(path: "Settings.swift", text: Self.source))
        return analyzer.analyze(facts: [facts]).findings
    }

    @Test func anUnknownLibrarySequenceIsNotReported() throws {
        #expect(try findings([]).isEmpty)
    }

    @Test func aConfiguredEndlessSourceIsReported() throws {
        let entry = AsyncSequenceEntry(name: "updates", role: .endlessSource, display: "Defaults.updates")
        let found = try findings([entry])
        #expect(found.map(\.ruleID) == ["task-loop-capture"])
        #expect(found.first?.location == SourceLocation(line: 6, column: 60))
        #expect(found.first?.message.contains("waits on 'Defaults.updates', which never ends") == true)
    }

    @Test func aConfiguredFiniteOperatorEndsTheSequence() throws {
        let source = AsyncSequenceEntry(name: "updates", role: .endlessSource, display: "Defaults.updates")
        let operatorEntry = AsyncSequenceEntry(name: "updates", label: "never", role: .finiteOperator, display: "x")
        #expect(try findings([source, operatorEntry]).count == 1)
    }
}
