import Foundation
import Testing

/// Every file under `Fixtures/Rules/` and every folder under `Fixtures/Projects/` reports exactly what its
/// inline expectations say, unchanged and under every mutation.
struct RuleFixtureTests {
    static let ruleFixtures = FixtureHarness.files(under: "Rules")
    static let projects: [String] = {
        let base = FixtureHarness.fixturesRoot.appendingPathComponent("Projects")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        // A project only of a language whose front end this target does not link has nothing to run here.
        return entries.filter { !$0.hasPrefix(".") && !FixtureHarness.files(under: "Projects/\($0)").isEmpty }.sorted()
    }()

    @Test(arguments: ruleFixtures, Mutation.allCases)
    func ruleFixture(_ path: String, _ mutation: Mutation) throws {
        let original = try String(contentsOf: FixtureHarness.fixturesRoot.appendingPathComponent(path), encoding: .utf8)
        let source = mutation.apply(original)
        let expected = mutation.adjust(FixtureExpectations(source: original))
        let findings = try FixtureHarness.findings(for: [(path, source)])
        let problems = FixtureHarness.mismatches(path: path, source: source, findings: findings, expected: expected)
        #expect(problems.isEmpty, "\(mutation):\n\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: projects, [Mutation.none, .multiByteLinePrepended, .crlf])
    func project(_ name: String, _ mutation: Mutation) throws {
        let paths = FixtureHarness.files(under: "Projects/\(name)")
        #expect(!paths.isEmpty, "project \(name) has no source files")
        var sources: [(path: String, text: String)] = []
        for path in paths {
            let text = try String(contentsOf: FixtureHarness.fixturesRoot.appendingPathComponent(path), encoding: .utf8)
            sources.append((path, text))
        }
        let findings = try FixtureHarness.findings(
            for: sources.map { ($0.path, mutation.apply($0.text)) }, project: "Projects/\(name)")
        var problems: [String] = []
        var anyExpectation = false
        for (path, text) in sources {
            let expected = FixtureExpectations(source: text)
            anyExpectation = anyExpectation || !expected.isEmpty
            var relaxed = mutation.adjust(expected)
            if expected.isEmpty { relaxed.expectsNone = true }
            problems += FixtureHarness.mismatches(
                path: path, source: mutation.apply(text), findings: findings, expected: relaxed)
        }
        #expect(anyExpectation, "project \(name) states no expectation in any file")
        #expect(problems.isEmpty, "\(mutation):\n\(problems.joined(separator: "\n"))")
    }

    @Test func thereAreEnoughFixtureCases() throws {
        var firing = 0
        var silent = 0
        for path in Self.ruleFixtures {
            let text = try String(contentsOf: FixtureHarness.fixturesRoot.appendingPathComponent(path), encoding: .utf8)
            let expected = FixtureExpectations(source: text)
            firing += expected.expectations.count
            silent += text.components(separatedBy: "// silent:").count - 1
        }
        #expect(firing >= 30, "only \(firing) firing fixture cases")
        #expect(silent >= firing, "\(silent) silent cases for \(firing) firing ones")
    }
}
