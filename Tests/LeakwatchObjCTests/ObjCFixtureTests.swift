import Foundation
import LeakwatchCore
import LeakwatchObjC
import LeakwatchRules
import Testing

/// Every Objective-C fixture (`Fixtures/Rules/*/*.m|mm|h`, `Fixtures/Projects/objc-*/`) reports exactly what its
/// inline expectations say, unchanged and under the same mutations as the Swift fixtures. The directives are read
/// by the rules tests' own `Expectations.swift` (linked here), so both languages obey one format.
struct ObjCFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let extensions: Set<String> = ["m", "mm", "h"]

    static func files(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        // A project's `Pods/` is read for its macros only, as the analysis skips it.
        return enumerator.compactMap { $0 as? String }.filter { extensions.contains(($0 as NSString).pathExtension) }
            .filter { !$0.hasPrefix("Pods/") && !$0.contains("/Pods/") }
            .map { folder + "/" + $0 }.sorted()
    }

    static let ruleFixtures = files(under: "Rules")
    static let projects: [String] = {
        let entries =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Projects").path)) ?? []
        return entries.filter { $0.hasPrefix("objc-") }.sorted()
    }()

    enum Mutation: String, CaseIterable, CustomStringConvertible {
        case none, multiByteLinePrepended, crlf, commentedOut, suppressed
        var description: String { rawValue }

        func apply(_ source: String) -> String {
            switch self {
            case .none: source
            case .multiByteLinePrepended: "// ünïcødé — 漢字 🚀\n" + source
            case .crlf: source.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
            case .commentedOut: "/*\n" + source + "\n*/\n"
            case .suppressed:
                "// leakwatch:disable "
                    + Set(FixtureExpectations(source: source).expectations.map(\.ruleID)).sorted().joined(
                        separator: ", ")
                    + " — mutation\n" + source
            }
        }

        /// The expected (line, column, rule, fragment) of the mutated file.
        func expected(_ original: String) -> [Expectation] {
            let expectations = FixtureExpectations(source: original).expectations
            switch self {
            case .none, .crlf: return expectations
            case .multiByteLinePrepended:
                return expectations.map {
                    var moved = $0
                    moved.line += 1
                    return moved
                }
            case .commentedOut, .suppressed: return []
            }
        }
    }

    static func findings(_ sources: [(path: String, text: String)], macros: MacroTable = .standard) throws -> [Finding]
    {
        var options = AnalysisOptions()
        let prefix = "// fixture-options: minimum-deployment-target "
        for source in sources {
            for line in source.text.split(whereSeparator: \.isNewline) where line.hasPrefix(prefix) {
                if let target = DeploymentTarget(String(line.dropFirst(prefix.count))) {
                    options.minimumDeploymentTarget = target
                }
            }
        }
        let analyzer = Analyzer(
            frontEnds: [ObjCFrontEnd(macros: macros)], rules: AllRules.rules, jobs: 1, options: options)
        let facts = try sources.map { try analyzer.facts(for: SourceText(path: $0.path, text: $0.text)) }
        return analyzer.analyze(facts: facts).findings
    }

    /// Unmet expectations and unexpected findings, with a ready-to-paste directive for the latter.
    static func mismatches(_ path: String, _ expected: [Expectation], _ findings: [Finding]) -> [String] {
        var unmatched = findings.filter { $0.file == path }
        var problems: [String] = []
        for expectation in expected {
            if let index = unmatched.firstIndex(where: {
                $0.ruleID == expectation.ruleID && $0.location.line == expectation.line
                    && (expectation.column ?? $0.location.column) == $0.location.column
                    && (expectation.fragment.map($0.message.contains) ?? true)
            }) {
                unmatched.remove(at: index)
            } else {
                problems.append("\(path):\(expectation.line): expected \(expectation) was not reported")
            }
        }
        for finding in unmatched {
            problems.append(
                "\(path):\(finding.location): unexpected \(finding.ruleID): \(finding.message)\n    paste: // expect-warning:\(finding.location.column) \(finding.ruleID)"
            )
        }
        return problems
    }

    @Test(arguments: ruleFixtures, Mutation.allCases)
    func ruleFixture(_ path: String, _ mutation: Mutation) throws {
        let original = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let parsed = FixtureExpectations(source: original)
        #expect(parsed.malformed.isEmpty, "\(parsed.malformed)")
        #expect(!parsed.isEmpty, "\(path): no expect- directive and no expect-none")
        let findings = try Self.findings([(path, mutation.apply(original))])
        let problems = Self.mismatches(path, mutation.expected(original), findings)
        #expect(problems.isEmpty, "\(mutation):\n\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: projects, [Mutation.none, .multiByteLinePrepended, .crlf])
    func project(_ name: String, _ mutation: Mutation) throws {
        let paths = Self.files(under: "Projects/\(name)")
        let sources = try paths.map {
            ($0, try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8))
        }
        // The project's own headers and its `Pods/` define macros for every file, as in a run on the folder.
        let macros = MacroTable(tree: TreeMacros.scan([Self.root.appendingPathComponent("Projects/\(name)").path]))
        let findings = try Self.findings(sources.map { ($0.0, mutation.apply($0.1)) }, macros: macros)
        let problems = sources.flatMap { Self.mismatches($0.0, mutation.expected($0.1), findings) }
        #expect(
            sources.contains { !FixtureExpectations(source: $0.1).isEmpty }, "project \(name) states no expectation")
        #expect(problems.isEmpty, "\(mutation):\n\(problems.joined(separator: "\n"))")
    }

    @Test func thereAreEnoughSilentCases() throws {
        var firing = 0
        var silent = 0
        for path in Self.ruleFixtures {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            firing += FixtureExpectations(source: text).expectations.count
            silent += text.components(separatedBy: "// silent:").count - 1
        }
        #expect(firing >= 20, "only \(firing) firing Objective-C cases")
        #expect(silent >= firing, "\(silent) silent cases for \(firing) firing ones")
    }
}
