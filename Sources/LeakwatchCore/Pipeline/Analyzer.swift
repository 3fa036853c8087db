import Foundation

/// The pipeline of ARCHITECTURE.md: discovery, front ends in parallel, project index, rules, suppressions, sorted
/// findings.
package struct Analyzer: Sendable {
    package var frontEnds: [FrontEnd]
    package var rules: [Rule]
    package var jobs: Int
    package var options: AnalysisOptions
    /// Which discovered files take part (the configuration's `included`/`excluded`).
    package var pathFilter: PathFilter
    /// Texts that replace a file's content on disk (`--stdin-path`).
    package var sourceOverrides: [String: String]
    /// Called after each file is read and parsed, with the count done and the total.
    package var progress: (@Sendable (Int, Int) -> Void)?
    /// Per-file facts of earlier runs; nil to parse everything.
    package var cache: FactsCache?
    /// Where the wall time goes, phase by phase (`--timings`); nil to measure nothing.
    package var timings: PhaseTimings?
    /// Fixers that fill in `Finding.fix` after the rules (empty: no fixes are computed).
    package var fixers: [any Fixer] = []
    /// What the result depends on besides the files' texts and leakwatch's version (arguments, configuration).
    /// With it and `cache`, a run whose files all have the keys of an earlier run under the same settings
    /// reports that run's result without building the index or running a rule; nil keeps no results.
    package var resultSettings: String?
    /// Whether the facts and the index of a run stay in memory until the process exits (the command line, which
    /// exits once it has reported): freeing them object by object took 45 ms of a 2.7 s run on the mirrors, which
    /// the exit does at once. A long-lived process (the language server, the tests) leaves it off.
    package var keepsFactsUntilExit = false

    package init(
        frontEnds: [FrontEnd], rules: [Rule], jobs: Int, options: AnalysisOptions = AnalysisOptions(),
        pathFilter: PathFilter = PathFilter(), sourceOverrides: [String: String] = [:],
        progress: (@Sendable (Int, Int) -> Void)? = nil, cache: FactsCache? = nil, timings: PhaseTimings? = nil
    ) {
        self.cache = cache
        self.timings = timings
        self.frontEnds = frontEnds
        self.rules = rules
        self.jobs = jobs
        self.options = options
        self.pathFilter = pathFilter
        self.sourceOverrides = sourceOverrides
        self.progress = progress
    }

    /// Analyzes every file under `paths`. Files that cannot be read or parsed become problems; the others
    /// are analyzed all the same.
    /// `extraFiles` are analyzed even when they do not exist on disk (a new file given on standard input).
    package func analyze(paths: [String], extraFiles: [String] = []) throws(DiscoveryError) -> AnalysisResult {
        let discovery = try measure(.discover) { () throws(DiscoveryError) -> Discovery.Outcome in
            paths.isEmpty ? Discovery.Outcome() : try Discovery().scan(paths)
        }
        // The main storyboard's controllers live as long as the app: read before the index, and part of what a
        // kept result depends on.
        var run = self
        run.options.interfaceRoots = measure(.discover) {
            MainInterface.roots(ofFiles: discovery.interfaceFiles.filter { pathFilter.includes(Self.displayPath($0)) })
        }
        if let settings = resultSettings, !run.options.interfaceRoots.isEmpty {
            run.resultSettings =
                settings + "\u{0}interface roots " + run.options.interfaceRoots.map(\.cacheKey).joined(separator: ",")
        }
        // Files no Xcode target builds: their findings are notes; the deployment target each file is built for. The
        // cached results depend on both.
        let projects = measure(.discover) {
            XcodeTargets.read(
                discovery.interfaceFiles.filter { ($0 as NSString).lastPathComponent == "project.pbxproj" })
        }
        run.options.unbuiltFiles = measure(.discover) {
            Self.byDisplayPath(XcodeTargets.unbuilt(sources: discovery.files, projectFiles: projects))
        }
        if let settings = run.resultSettings, !run.options.unbuiltFiles.isEmpty {
            run.resultSettings =
                settings + "\u{0}unbuilt " + run.options.unbuiltFiles.keys.sorted().joined(separator: ",")
        }
        if !run.options.deploymentTargetIsConfigured {
            run.options.projectDeploymentTargets = measure(.discover) {
                Self.byDisplayPath(XcodeTargets.deploymentTargets(sources: discovery.files, projectFiles: projects))
            }
            if let settings = run.resultSettings, !run.options.projectDeploymentTargets.isEmpty {
                run.resultSettings =
                    settings + "\u{0}deployment "
                    + run.options.projectDeploymentTargets.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                    .joined(separator: ",")
            }
        }
        return run.analyze(discovered: discovery, extraFiles: extraFiles)
    }

    private func analyze(discovered discovery: Discovery.Outcome, extraFiles: [String]) -> AnalysisResult {
        let files = measure(.discover) {
            selected(discovery.files, extraFiles: extraFiles)
        }
        let counter = ProgressCounter(total: files.count, report: progress)
        // Skipped entries of excluded folders are not the user's concern.
        let skipped = discovery.skipped.filter { pathFilter.includes(Self.displayPath($0.path)) }
        let outcomes: [Result<FileFacts, AnalysisProblem>]
        let readNotes = ReadNotes()
        var resultKey: String?
        if let cache, var resultSettings, skipped.allSatisfy(\.isLinkNotFollowed) {
            // Every file read and keyed first: when the whole tree is as an earlier run saw it, that run's result.
            // Links not followed are part of the tree's shape, and their warnings part of the result.
            if !skipped.isEmpty {
                resultSettings += "\u{0}skipped " + skipped.map(\.message).joined(separator: "\u{0}")
            }
            let texts = measure(.files) { parallelMap(files, jobs: jobs) { path in self.read(path, notes: readNotes) } }
            let keys = texts.compactMap { text -> (path: String, key: String)? in
                guard case .success(let file) = text, let key = file.key else { return nil }
                return (file.path, key)
            }
            if keys.count == files.count {
                let key = measure(.results) { cache.resultKey(settings: resultSettings, files: keys) }
                if var earlier = measure(.results, { cache.loadResult(key: key) }) {
                    progress?(files.count, files.count)
                    earlier.isFromResultsCache = true
                    return earlier
                }
                resultKey = key
            }
            outcomes = measure(.files) {
                parallelMap(texts, jobs: jobs) { text in
                    defer { counter.advance() }
                    return text.flatMap(self.extract)
                }
            }
        } else {
            outcomes = measure(.files) {
                parallelMap(files, jobs: jobs) { path in
                    defer { counter.advance() }
                    return self.read(path, notes: readNotes).flatMap(self.extract)
                }
            }
        }
        var facts: [FileFacts] = []
        var problems = skipped.filter(\.isError).map(\.message)
        var warnings = skipped.filter { !$0.isError }.map(\.message)
        var notes = readNotes.sorted
        for outcome in outcomes {
            switch outcome {
            case .success(let fileFacts): facts.append(fileFacts)
            case .failure(let problem) where problem.isNote: notes.append(problem.reason)
            case .failure(let problem) where problem.isWarning: warnings.append(problem.reason)
            case .failure(let problem): problems.append(problem.reason)
            }
        }
        let index = buildIndex(facts)
        var result = analyze(facts: facts, problems: problems, index: index)
        result.warnings = warnings + result.warnings
        result.notes = notes
        if !fixers.isEmpty {
            result.findings = measure(.fixes) { attachingFixes(result.findings, facts: facts, index: index) }
        }
        // Only a result that depends on nothing but the keyed texts and the settings is kept: no file vanished or
        // was unreadable (those stopped the keying), and the cache could be written all along.
        if let cache, let resultKey, cache.failure == nil {
            measure(.results) { cache.storeResult(result, key: resultKey) }
        }
        if let failure = cache?.failure { result.warnings.insert(failure, at: warnings.count) }
        if keepsFactsUntilExit { UntilExit.keep((facts, index)) }
        return result
    }

    /// The discovered files a front end reads and the configuration includes, and the extra files.
    private func selected(_ found: [String], extraFiles: [String]) -> [String] {
        let languages = Set(frontEnds.map(\.language))
        var discovered = found
        for extra in extraFiles where !discovered.contains(extra) { discovered.append(extra) }
        return discovered.filter { path in
            guard Language(path: path).map(languages.contains) ?? false else {
                return false
            }
            return pathFilter.includes(Self.displayPath(path))
        }
    }

    /// Runs the index, the rules that are on, the configured severities and the suppressions over facts.
    /// `checking`: the files whose findings are wanted (the language server's open documents); the index is
    /// always built over every file, so that cross-file facts stay right. Nil checks every file.
    /// `index`: one already built over these facts (or over facts it reads alike), nil to build it.
    package func analyze(
        facts: [FileFacts], problems: [String] = [], checking: Set<String>? = nil, index prebuilt: ProjectIndex? = nil
    ) -> AnalysisResult {
        let index = prebuilt ?? buildIndex(facts)
        let settings = options.ruleSettings
        let active = rules.filter { settings[$0.description.id] != .off }
        let checked = checking.map { wanted in facts.filter { wanted.contains($0.path) } } ?? facts
        var findings = measure(.rules) {
            let perFile = parallelMap(checked, jobs: jobs) { file in
                active.flatMap { $0.check(file, index: index) }
            }
            // Sorted before the merge: a Set's order changes from process to process, and which token findings a
            // capture finding absorbs first decides its words.
            let adjusted = Set(perFile.joined()).sorted().map { finding -> Finding in
                var adjusted = finding
                if case .severity(let severity)? = settings[finding.ruleID] { adjusted.severity = severity }
                if finding.livesForApp, options.appLifetimeFindingsAreNotes { adjusted.severity = .note }
                return adjusted
            }
            // Before suppressions: a comment that silences the one finding a user sees silences the leak.
            return Finding.mergedPerRegistration(adjusted)
        }
        let outcome = measure(.suppressions) {
            let filter = SuppressionFilter(
                knownRuleIDs: Set(rules.map(\.description.id) + [SuppressionFilter.unusedRuleID]))
            let suppressions = Dictionary(
                checked.map { ($0.path, $0.suppressions) }, uniquingKeysWith: { first, _ in first })
            return filter.apply(findings, suppressions: suppressions)
        }
        findings = outcome.findings
        if options.strict, settings[SuppressionFilter.unusedRuleID] != .off { findings += outcome.unused }
        let lines = facts.reduce(0) { $0 + $1.lineCount }
        return AnalysisResult(
            findings: measure(.rules) { Finding.distinct(findings.sorted()) }, problems: problems,
            warnings: outcome.warnings,
            fileCount: facts.count, lineCount: lines)
    }

    /// Runs `body`, adding its wall time to `phase` when timings are on.
    /// The project index, its time apart from the ownership model's, which the index adds to its own phase.
    private func buildIndex(_ facts: [FileFacts]) -> ProjectIndex {
        let started = PhaseTimings.now()
        let modelBefore = timings?[.model] ?? 0
        let index = ProjectIndex(files: facts, options: options, timings: timings, jobs: jobs)
        timings?.add(.index, PhaseTimings.now() - started - ((timings?[.model] ?? 0) - modelBefore))
        return index
    }

    private func measure<T, E: Error>(_ phase: PhaseTimings.Phase, _ body: () throws(E) -> T) throws(E) -> T {
        guard let timings else { return try body() }
        return try timings.measure(phase, body)
    }

    /// A file's text as the analysis reads it, with its cache key when its facts may be cached.
    private struct ReadFile: Sendable {
        var path: String
        var text: String
        var key: String?
    }

    private func read(_ path: String, notes: ReadNotes) -> Result<ReadFile, AnalysisProblem> {
        let display = Self.displayPath(path)
        let text: String
        if let override = sourceOverrides[display] ?? sourceOverrides[path] {
            text = override
        } else {
            do {
                let source = try measure(.read) { () throws(ReadError) -> SourceText in try SourceReader().read(path) }
                text = source.text
                if source.replacedBytes > 0 {
                    let bytes = source.replacedBytes == 1 ? "its 1 byte" : "its \(source.replacedBytes) bytes"
                    let were = source.replacedBytes == 1 ? "was" : "were"
                    notes.add(
                        "\(display): not valid UTF-8; \(bytes) of another encoding \(were) read as '?', and no fix rewrites it",
                        for: display)
                }
            } catch {
                if case .vanished = error { return .failure(AnalysisProblem(reason: error.reason, isWarning: true)) }
                return .failure(AnalysisProblem(reason: error.reason))
            }
        }
        guard let cache, factsDependOnlyOnText(of: display) else {
            return .success(ReadFile(path: display, text: text))
        }
        let key = measure(.cacheRead) { cache.key(path: display, text: text, catalog: options.catalog.digest) }
        return .success(ReadFile(path: display, text: text, key: key))
    }

    private func extract(_ file: ReadFile) -> Result<FileFacts, AnalysisProblem> {
        if let cache, let key = file.key {
            if let cached = measure(.cacheRead, { cache.load(key: key) }) { return .success(cached) }
            return extractFresh(display: file.path, text: file.text) { fresh in
                measure(.cacheWrite) { cache.store(fresh, key: key) }
            }
        }
        return extractFresh(display: file.path, text: file.text) { _ in }
    }

    private func extractFresh(
        display: String, text: String, store: (FileFacts) -> Void
    ) -> Result<FileFacts, AnalysisProblem> {
        do {
            let fresh = try facts(for: SourceText(path: display, text: text))
            store(fresh)
            return .success(fresh)
        } catch {
            let isNote = if case .understoodNothing = error { true } else { false }
            return .failure(AnalysisProblem(reason: "\(display): \(error.reason)", isNote: isNote))
        }
    }

    /// Whether a cache may keep the facts of the file at `path` under its text's key (see `FrontEnd`).
    package func factsDependOnlyOnText(of path: String) -> Bool {
        frontEnd(for: path)?.factsDependOnlyOnText(of: path) ?? true
    }

    private func frontEnd(for path: String) -> FrontEnd? {
        let language = Language(path: path)
        return frontEnds.first(where: { $0.language == language })
    }

    /// The facts of a text no file holds (a fix's edited file), through the facts cache when the run has one: the
    /// same fix of the same file gives the same text from run to run, so a warm run checks its fixes without
    /// parsing them again.
    func cachedFacts(for source: SourceText) throws(FrontEndError) -> FileFacts {
        guard let cache, factsDependOnlyOnText(of: source.path) else { return try facts(for: source) }
        let key = cache.key(path: source.path, text: source.text, catalog: options.catalog.digest)
        if let cached = cache.load(key: key) { return cached }
        let fresh = try facts(for: source)
        cache.store(fresh, key: key)
        return fresh
    }

    /// The facts of one source text, by the front end of its language, with its suppression comments.
    package func facts(for source: SourceText) throws(FrontEndError) -> FileFacts {
        guard let frontEnd = frontEnd(for: source.path) else {
            throw .unparsable("no front end reads this kind of file")
        }
        var facts = try frontEnd.facts(for: source, timings: timings)
        facts.suppressions = measure(.suppressionScan) { Suppression.scan(source.text) }
        return facts
    }

    /// Paths inside the current folder are shown relative to it, as the README promises.
    /// A map of discovered paths keyed as the facts name their files (relative to the working folder when under it).
    static func byDisplayPath<Value>(_ map: [String: Value]) -> [String: Value] {
        Dictionary(map.map { (displayPath($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    package static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        if path.hasPrefix("/") {
            let prefix = current.hasSuffix("/") ? current : current + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        return path
    }
}

/// The notes of the files read in one run, whichever thread read them, in the order of their paths.
final class ReadNotes: @unchecked Sendable {
    private let lock = NSLock()
    private var notes: [(path: String, note: String)] = []

    func add(_ note: String, for path: String) {
        lock.lock()
        notes.append((path, note))
        lock.unlock()
    }

    var sorted: [String] {
        lock.lock()
        defer { lock.unlock() }
        return notes.sorted { $0.path < $1.path }.map(\.note)
    }
}

/// One file that could not be analyzed, with a one-line reason.
package struct AnalysisProblem: Error, Sendable {
    package var reason: String
    /// A file that vanished is a warning: the tree as it now stands was analyzed whole.
    package var isWarning = false
    /// A file of which the front end understood nothing is a note: valid code is never an input error.
    package var isNote = false
}

/// The outcome of a run, before reporting.
package struct AnalysisResult: Sendable {
    package var findings: [Finding]
    /// One-line reasons for files that could not be analyzed.
    package var problems: [String]
    /// One-line warnings that do not fail the run (unknown rule ids in suppressions).
    package var warnings: [String]
    /// One-line notes: files the front ends understood nothing of.
    package var notes: [String] = []
    package var fileCount: Int
    package var lineCount: Int
    /// The result of an earlier run over the same texts and settings, read from the results cache.
    package var isFromResultsCache = false

    package init(findings: [Finding], problems: [String], warnings: [String], fileCount: Int, lineCount: Int) {
        self.findings = findings
        self.problems = problems
        self.warnings = warnings
        self.fileCount = fileCount
        self.lineCount = lineCount
    }
}

/// Counts finished files for a progress display, from any thread.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func advance() {
        guard let report else { return }
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        report(current, total)
    }
}

/// What the command line keeps until the process exits, never freed (see `Analyzer.keepsFactsUntilExit`).
package enum UntilExit {
    nonisolated(unsafe) private static var kept: [Any] = []
    private static let lock = NSLock()

    package static func keep(_ value: Any) {
        lock.lock()
        kept.append(value)
        lock.unlock()
    }
}
