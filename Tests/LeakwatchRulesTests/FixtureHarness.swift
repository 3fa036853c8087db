import Foundation
import LeakwatchCore
import LeakwatchRules
import LeakwatchSwift

// The Objective-C front end takes part once `LeakwatchObjC` is a dependency of this target (its libclang module
// `CClang` is then visible too); until then the Objective-C fixtures run in `LeakwatchObjCTests`.
#if canImport(CClang) && canImport(LeakwatchObjC)
    import LeakwatchObjC
#endif

/// Runs the analyzer in-process on fixture sources and compares the findings with their inline expectations.
enum FixtureHarness {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixturesRoot = repositoryRoot.appendingPathComponent("Fixtures")

    /// Fixture files under `Fixtures/<folder>`, relative to `Fixtures/`, sorted.
    static func files(under folder: String, extensions: Set<String> = sourceExtensions) -> [String] {
        let base = fixturesRoot.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        // A project's `Pods/` is read for its macros only, as the analysis skips it.
        return enumerator.compactMap { $0 as? String }
            .filter { extensions.contains(($0 as NSString).pathExtension) }
            .filter { !$0.hasPrefix("Pods/") && !$0.contains("/Pods/") }
            .map { folder + "/" + $0 }
            .sorted()
    }

    /// The findings of one fixture file (`Rules/…`, relative to `Fixtures/`) analyzed alone, after severities and
    /// merges, as a user sees them.
    static func analyzed(_ path: String, options: AnalysisOptions = AnalysisOptions()) throws -> [Finding] {
        let text = try String(contentsOf: fixturesRoot.appendingPathComponent(path), encoding: .utf8)
        let analyzer = Analyzer(frontEnds: frontEnds, rules: AllRules.rules, jobs: 1, options: options)
        return analyzer.analyze(facts: [try analyzer.facts(for: SourceText(path: path, text: text))]).findings
    }

    /// The languages whose front end this test target links: Objective-C fixtures run when `LeakwatchObjC` is a
    /// dependency of the target.
    static var frontEnds: [FrontEnd] { frontEnds(project: nil) }

    /// With a project (`Projects/<name>`), the Objective-C front end reads the macros of its headers and `Pods/`.
    static func frontEnds(project: String?) -> [FrontEnd] {
        #if canImport(CClang) && canImport(LeakwatchObjC)
            let macros = project.map {
                MacroTable(tree: TreeMacros.scan([fixturesRoot.appendingPathComponent($0).path]))
            }
            return [SwiftFrontEnd(), ObjCFrontEnd(macros: macros ?? .standard)]
        #else
            return [SwiftFrontEnd()]
        #endif
    }

    static var sourceExtensions: Set<String> {
        frontEnds.count > 1 ? ["swift", "m", "mm", "h"] : ["swift"]
    }

    /// Analyzes sources (path → text) as one project, with the options a `// fixture-options:` line sets
    /// (`// fixture-options: minimum-deployment-target iOS 8`).
    static func findings(for sources: [(path: String, text: String)], project: String? = nil) throws -> [Finding] {
        var options = AnalysisOptions()
        for source in sources {
            for line in source.text.split(whereSeparator: \.isNewline) where line.hasPrefix("// fixture-options: ") {
                let setting = line.dropFirst("// fixture-options: ".count)
                if setting.hasPrefix("minimum-deployment-target "),
                    let target = DeploymentTarget(String(setting.dropFirst("minimum-deployment-target ".count)))
                {
                    options.minimumDeploymentTarget = target
                    options.deploymentTargetIsConfigured = true
                }
            }
        }
        if let project {
            let folder = fixturesRoot.appendingPathComponent(project).path
            let interfaceFiles = (try? Discovery().scan([folder]).interfaceFiles) ?? []
            options.interfaceRoots = MainInterface.roots(ofFiles: interfaceFiles)
            // The projects by the paths the sources have here (`Projects/<name>/App.xcodeproj/project.pbxproj`).
            let root = fixturesRoot.path + "/"
            let projects = interfaceFiles.filter { $0.hasSuffix("/project.pbxproj") }.compactMap { path in
                (try? String(contentsOfFile: path, encoding: .utf8)).map {
                    (path: path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path, text: $0)
                }
            }
            options.unbuiltFiles = XcodeTargets.unbuilt(sources: sources.map(\.path), projectFiles: projects)
            if !options.deploymentTargetIsConfigured {
                options.projectDeploymentTargets = XcodeTargets.deploymentTargets(
                    sources: sources.map(\.path), projectFiles: projects)
            }
        }
        let analyzer = Analyzer(
            frontEnds: frontEnds(project: project), rules: AllRules.rules, jobs: 1, options: options)
        let facts = try sources.map { try analyzer.facts(for: SourceText(path: $0.path, text: $0.text)) }
        return analyzer.analyze(facts: facts).findings
    }

    /// Differences between findings and expectations, as readable lines with the fixture source and carets;
    /// empty when they agree exactly.
    static func mismatches(path: String, source: String, findings: [Finding], expected: FixtureExpectations) -> [String]
    {
        var problems = expected.malformed.map { "\(path): malformed directive: \($0)" }
        if expected.isEmpty {
            problems.append("\(path): no expect- directive and no expect-none: say what this fixture checks")
        }
        var unmatched = findings.filter { $0.file == path }
        for expectation in expected.expectations {
            if let index = unmatched.firstIndex(where: { matches($0, expectation) }) {
                unmatched.remove(at: index)
            } else {
                problems.append(
                    "\(path):\(expectation.line): expected \(expectation) was not reported\n"
                        + excerpt(source, line: expectation.line, column: expectation.column))
            }
        }
        for finding in unmatched {
            problems.append(
                "\(path):\(finding.location): unexpected \(finding.ruleID): \(finding.message)\n"
                    + excerpt(source, line: finding.location.line, column: finding.location.column)
                    + "\n    paste: // expect-warning:\(finding.location.column) \(finding.ruleID)")
        }
        return problems
    }

    private static func matches(_ finding: Finding, _ expectation: Expectation) -> Bool {
        finding.ruleID == expectation.ruleID && finding.location.line == expectation.line
            && (expectation.column == nil || expectation.column == finding.location.column)
            && (expectation.fragment.map { finding.message.contains($0) } ?? true)
    }

    /// The source line with a caret under the column.
    private static func excerpt(_ source: String, line: Int, column: Int?) -> String {
        let lines = source.components(separatedBy: "\n")
        guard line >= 1, line <= lines.count else { return "    (no such line)" }
        let text = String(lines[line - 1]).replacingOccurrences(of: "\r", with: "")
        var caret = ""
        if let column {
            let prefix = String(decoding: Array(text.utf8.prefix(max(0, column - 1))), as: UTF8.self)
            caret = "\n    " + String(repeating: " ", count: prefix.count) + "^"
        }
        return "    " + text + caret
    }
}

/// The same fixture, changed in ways that must not change what is reported.
enum Mutation: String, CaseIterable, CustomStringConvertible {
    case none
    /// A line of multi-byte text first: lines shift by one, columns hold.
    case multiByteLinePrepended
    /// Windows line endings: the same findings.
    case crlf
    /// The whole file in a block comment: nothing is reported.
    case commentedOut
    /// The rules' suppression comment first: nothing of those rules is reported.
    case suppressed

    var description: String { rawValue }

    func apply(_ source: String) -> String {
        switch self {
        case .suppressed: Self.suppressingExpectedRules(source)
        case .none: source
        case .multiByteLinePrepended: "// ünïcødé — 漢字 🚀\n" + source
        case .crlf: source.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
        // A block comment hides Objective-C as it hides Swift; nested `/* */` in a fixture would end it early, so
        // fixtures use `//` comments only.
        case .commentedOut: "/*\n" + source + "\n*/\n"
        }
    }

    private static func suppressingExpectedRules(_ source: String) -> String {
        let ids = Set(FixtureExpectations(source: source).expectations.map(\.ruleID)).sorted()
        return ids.isEmpty ? source : "// leakwatch:disable \(ids.joined(separator: ", ")) — mutation\n" + source
    }

    /// The expectations of the mutated file.
    func adjust(_ expected: FixtureExpectations) -> FixtureExpectations {
        var adjusted = expected
        switch self {
        case .none, .crlf: break
        case .multiByteLinePrepended:
            adjusted.expectations = expected.expectations.map { expectation in
                var moved = expectation
                moved.line += 1
                return moved
            }
        case .commentedOut, .suppressed:
            adjusted.expectations = []
            adjusted.expectsNone = true
        }
        return adjusted
    }
}
