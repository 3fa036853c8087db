import Foundation
import LeakwatchCore
import LeakwatchRules
import Testing

/// Checking a fix swaps the edited file's facts into the project index instead of indexing the project again:
/// the swapped index must answer as one built from the edited project, and the analysis on it must find the same.
struct IndexReplacementTests {
    let analyzer = Analyzer(frontEnds: FixtureHarness.frontEnds, rules: AllRules.rules, jobs: 1)

    /// The facts of every rule fixture, one project.
    func projectFacts(movedDownBy blankLines: Int = 0) throws -> [FileFacts] {
        try FixtureHarness.files(under: "Rules").map { path in
            let text = try String(contentsOf: FixtureHarness.fixturesRoot.appendingPathComponent(path), encoding: .utf8)
            let moved = String(repeating: "\n", count: blankLines) + text
            return try analyzer.facts(for: SourceText(path: path, text: moved))
        }
    }

    /// What an index answers about observer calls and methods, for every type the facts name.
    func answers(_ index: ProjectIndex, types: Set<String>, callNames: Set<String>) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for type in types {
            result["calls " + type] = index.observerCalls(in: type).map { "\($0)" }
            result["methods " + type] = index.methods(of: type).map { "\($0)" }
            for name in callNames {
                let named = index.observerCalls(in: type, named: name)
                if !named.isEmpty { result["calls " + type + " " + name] = named.map { "\($0)" } }
            }
        }
        return result
    }

    @Test func aSwappedFileAnswersAsTheRebuiltIndex() throws {
        let facts = try projectFacts()
        // Each file as a fix that adds a line above everything leaves it: every place in it moved.
        let moved = try projectFacts(movedDownBy: 1)
        try #require(facts.count > 50)
        let index = ProjectIndex(files: facts)
        let types = Set(
            facts.flatMap { file in
                file.types.map(\.name) + file.observerCalls.compactMap(\.context.typeName)
                    + file.methods.map(\.typeName)
            })
        let callNames = Set(facts.flatMap { $0.observerCalls.map(\.call.name) })
        var swappedByPlace = 0
        var findingsSeen = 0
        for (round, place) in stride(from: 0, to: facts.count, by: facts.count / 20).enumerated() {
            let other = facts[(place + 7) % facts.count]
            var fresh = facts[place]
            switch round % 3 {
            case 0:
                // What a fix does: the file's calls and methods change (some dropped, moved, added), its
                // declarations stay.
                fresh.observerCalls = Array(fresh.observerCalls.reversed().dropFirst()) + other.observerCalls
                fresh.methods = fresh.methods.reversed() + other.methods.prefix(2)
                swappedByPlace += 1
            case 1:
                // The same declarations one line further down.
                fresh = moved[place]
                swappedByPlace += 1
            default:
                // An edit that changes declarations too: the index is built again.
                fresh = other
                fresh.path = facts[place].path
            }
            var edited = facts
            edited[place] = fresh
            let rebuilt = ProjectIndex(files: edited)
            let swapped = index.replacing(file: place, of: facts, with: fresh)
            #expect(
                answers(swapped, types: types, callNames: callNames)
                    == answers(rebuilt, types: types, callNames: callNames), "file \(fresh.path)")
            let findings = analyzer.analyze(facts: edited, checking: [fresh.path], index: swapped).findings
            #expect(findings == analyzer.analyze(facts: edited, checking: [fresh.path]).findings, "file \(fresh.path)")
            findingsSeen += findings.count
        }
        #expect(swappedByPlace >= 12)
        #expect(findingsSeen >= 20)
    }
}
