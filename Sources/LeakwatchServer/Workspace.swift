import Foundation
import LeakwatchConfig
import LeakwatchCore
import LeakwatchObjC
import LeakwatchRules
import LeakwatchSwift

/// The analyzed tree as the server holds it: the configuration, the facts of every file (open documents from
/// their buffers, the rest from disk through the facts cache) and the findings of the last analysis. Used only on
/// the server's queue.
final class Workspace: @unchecked Sendable {
    let root: String
    private let cache: FactsCache?
    private(set) var analyzer: Analyzer
    /// A configuration that could not be read: its path, line and reason.
    private(set) var configurationError: ConfigurationError?
    private(set) var facts: [String: FileFacts] = [:]
    private(set) var problems: [String: String] = [:]
    var documents: [String: String] = [:]
    private(set) var findings: [String: [Finding]] = [:]
    /// What the facts of a file depend on besides its text: the catalogue and the Objective-C macros.
    private var factsSettings = ""
    /// The index of the last analysis and the facts it was built over (in path order), kept across edits: an
    /// edit that leaves a file's declarations as they were swaps that file's facts into the index in place
    /// (`ProjectIndex.replacing`) instead of building the index of the whole tree again.
    private var indexed: IndexedFiles?
    /// The files read again since the index was built.
    private var changedSinceIndex: Set<String> = []

    private struct IndexedFiles {
        var paths: [String]
        var places: [String: Int]
        var files: [FileFacts]
        var index: ProjectIndex
    }

    init(root: String, cache: FactsCache?) {
        self.root = root
        self.cache = cache
        analyzer = Analyzer(frontEnds: [SwiftFrontEnd(), ObjCFrontEnd()], rules: AllRules.rules, jobs: 2)
        analyzer.fixers = [SwiftFixer(), ObjCFixer()]
    }

    var configurationPath: String { (root as NSString).appendingPathComponent(Configuration.fileName) }

    /// Reads `.leakwatch.yml`, then the facts of every file of the tree.
    func index() {
        var options = AnalysisOptions()
        var configuration = Configuration()
        configurationError = nil
        if FileManager.default.fileExists(atPath: configurationPath) {
            do {
                configuration = try ConfigurationLoader(knownRuleIDs: Set(AllRules.descriptions.map(\.id)))
                    .load(path: configurationPath)
            } catch {
                configurationError = error
            }
        }
        configuration.apply(to: &options)
        analyzer.options = options
        // The editor reads Objective-C as the command line does: with the macros of the tree's headers and the
        // configuration's, and the run's catalogue.
        let objc = ObjCFrontEnd(
            macros: MacroTable(tree: TreeMacros.scan([root]), configured: configuration.objcMacros),
            catalog: options.catalog)
        factsSettings = options.catalog.digest + "\u{0}" + objc.macros.digest
        analyzer.frontEnds = [SwiftFrontEnd(catalog: options.catalog), objc]
        analyzer.fixers = [
            SwiftFixer(languageVersion: configuration.swiftVersion ?? (6, 0)), ObjCFixer(frontEnd: objc),
        ]
        analyzer.pathFilter = PathFilter(
            included: configuration.included, excluded: configuration.excluded, root: root + "/")
        let discovered = (try? Discovery().scan([root])) ?? Discovery.Outcome()
        let files = discovered.files.filter(isAnalyzed)
        analyzer.options.interfaceRoots = MainInterface.roots(ofFiles: discovered.interfaceFiles.filter(isIncluded))
        // Files no Xcode target builds, and the deployment target each file is built for, as the command line reads
        // them.
        let projects = XcodeTargets.read(
            discovered.interfaceFiles.filter { ($0 as NSString).lastPathComponent == "project.pbxproj" })
        analyzer.options.unbuiltFiles = XcodeTargets.unbuilt(sources: discovered.files, projectFiles: projects)
        if !analyzer.options.deploymentTargetIsConfigured {
            analyzer.options.projectDeploymentTargets = XcodeTargets.deploymentTargets(
                sources: discovered.files, projectFiles: projects)
        }
        facts = [:]
        problems = [:]
        indexed = nil
        let results = parallelMap(files, jobs: analyzer.jobs) { path in (path, self.extract(path)) }
        for (path, result) in results { store(result, for: path) }
        for path in documents.keys { refresh(path) }
    }

    func isIncluded(_ path: String) -> Bool { analyzer.pathFilter.includes(path) }

    func isAnalyzed(_ path: String) -> Bool {
        guard let language = Language(pathExtension: (path as NSString).pathExtension),
            analyzer.frontEnds.contains(where: { $0.language == language })
        else { return false }
        return analyzer.pathFilter.includes(path)
    }

    /// Reads one file again: from its open buffer, else from disk; gone when it no longer exists.
    func refresh(_ path: String) {
        guard isAnalyzed(path) else { return }
        if documents[path] == nil, !FileManager.default.fileExists(atPath: path) {
            facts[path] = nil
            problems[path] = nil
            return
        }
        store(extract(path), for: path)
    }

    /// Builds the index over all facts and runs the rules on the open documents (only their diagnostics are
    /// shown); returns the files whose findings changed.
    func analyze() -> Set<String> {
        let current = currentIndex()
        let result = analyzer.analyze(facts: current.files, checking: Set(documents.keys), index: current.index)
        let grouped = Dictionary(grouping: result.findings, by: \.file)
        var changed: Set<String> = []
        for path in Set(grouped.keys).union(findings.keys) where grouped[path] != findings[path] {
            changed.insert(path)
        }
        findings = grouped
        return changed
    }

    /// The index over the facts as they stand: the last one with the files read since swapped in, or a new one
    /// when a file came or went or could no longer be analyzed.
    private func currentIndex() -> IndexedFiles {
        defer { changedSinceIndex = [] }
        if var current = indexed, Set(current.paths) == Set(facts.keys) {
            for path in changedSinceIndex.sorted() {
                guard let place = current.places[path], let fresh = facts[path] else { continue }
                current.index = current.index.replacing(file: place, of: current.files, with: fresh)
                current.files[place] = fresh
            }
            indexed = current
            return current
        }
        let paths = facts.keys.sorted()
        let files = paths.compactMap { facts[$0] }
        let built = IndexedFiles(
            paths: paths, places: Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) }),
            files: files, index: ProjectIndex(files: files, options: analyzer.options, jobs: analyzer.jobs))
        indexed = built
        return built
    }

    /// The findings of one file with their fix attempts, computed and checked against the open buffers.
    func attempts(for path: String) -> [(Finding, FixAttempt?)] {
        var fixing = analyzer
        fixing.sourceOverrides = documents
        let current = currentIndex()
        return fixing.verifiedAttempts(for: findings[path] ?? [], facts: current.files, index: current.index)
    }

    func text(of path: String) -> String? {
        documents[path] ?? (try? SourceReader().read(path).text)
    }

    private func extract(_ path: String) -> Result<FileFacts, ServerProblem> {
        guard let text = text(of: path) else { return .failure(ServerProblem(reason: "cannot read \(path)")) }
        let cacheable = documents[path] == nil && analyzer.factsDependOnlyOnText(of: path)
        let key = cacheable ? cache?.key(path: path, text: text, catalog: factsSettings) : nil
        if let key, let cached = cache?.load(key: key) { return .success(cached) }
        do {
            let fresh = try analyzer.facts(for: SourceText(path: path, text: text))
            if let key { cache?.store(fresh, key: key) }
            return .success(fresh)
        } catch {
            return .failure(ServerProblem(reason: error.reason))
        }
    }

    private func store(_ result: Result<FileFacts, ServerProblem>, for path: String) {
        changedSinceIndex.insert(path)
        switch result {
        case .success(let fileFacts):
            facts[path] = fileFacts
            problems[path] = nil
        case .failure(let problem):
            facts[path] = nil
            problems[path] = problem.reason
        }
    }
}

/// A file the server could not analyze, with a one-line reason shown as a diagnostic on it.
struct ServerProblem: Error {
    var reason: String
}
