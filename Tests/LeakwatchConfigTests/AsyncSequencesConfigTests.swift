import LeakwatchConfig
import LeakwatchCore
import Testing

/// `async_sequences` in `.leakwatch.yml`: rows of the sequence catalogue, each mistake at its place.
struct AsyncSequencesConfigTests {
    let loader = ConfigurationLoader(knownRuleIDs: ["task-loop-capture"])

    @Test func readsRowsAndAppliesThem() throws {
        let configuration = try loader.parse(
            """
            async_sequences:
              - name: updates
                role: endless
              - name: events
                label: for
                role: publisher
            """, path: "cfg.yml")
        #expect(
            configuration.asyncSequences == [
                AsyncSequenceEntry(name: "updates", role: .endlessSource, display: "updates"),
                AsyncSequenceEntry(name: "events", label: "for", role: .endlessPublisher, display: "events(for:)"),
            ])
        var options = AnalysisOptions()
        configuration.apply(to: &options)
        #expect(options.asyncSequences.count == AsyncSequences.known.count + 2)
    }

    @Test(
        arguments: [
            ("async_sequences:\n  - role: endless\n", 2, 5, "an async sequence needs a 'name'"),
            ("async_sequences:\n  - name: x\n", 2, 5, "an async sequence needs a 'role'"),
            ("async_sequences:\n  - name: x\n    role: forever\n", 3, 11, "'role' must be one of endless, publisher"),
            ("async_sequences:\n  - name: x\n    rol: endless\n", 3, 5, "did you mean 'role'?"),
            ("async_sequences: updates\n", 1, 18, "'async_sequences'"),
        ] as [(String, Int, Int, String)])
    func mistakesNameThePlace(_ text: String, _ line: Int, _ column: Int, _ fragment: String) {
        do {
            _ = try loader.parse(text, path: "cfg.yml")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(fragment), "\(error)")
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
        }
    }
}
