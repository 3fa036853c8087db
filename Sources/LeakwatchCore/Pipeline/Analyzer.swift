import Foundation

/// The pipeline of DESIGN.md: discovery, front ends in parallel, project index, rules, suppressions, sorted
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
        let files = measure(.discover) {
            selected(discovery.files, extraFiles: extraFiles)
        }
        let counter = ProgressCounter(total: files.count, report: progress)
        let outcomes = measure(.files) {
            parallelMap(files, jobs: jobs) { path in
                defer { counter.advance() }
                return self.extract(path)
            }
        }
        var facts: [FileFacts] = []
        // Skipped entries of excluded folders are not the user's concern.
        let skipped = discovery.skipped.filter { pathFilter.includes(Self.displayPath($0.path)) }
        var problems = skipped.filter(\.isError).map(\.message)
        var warnings = skipped.filter { !$0.isError }.map(\.message)
        for outcome in outcomes {
            switch outcome {
            case .success(let fileFacts): facts.append(fileFacts)
            case .failure(let problem) where problem.isWarning: warnings.append(problem.reason)
            case .failure(let problem): problems.append(problem.reason)
            }
        }
        let index = measure(.index) { ProjectIndex(files: facts, options: options) }
        var result = analyze(facts: facts, problems: problems, index: index)
        result.warnings = warnings + (cache?.failure.map { [$0] } ?? []) + result.warnings
        if !fixers.isEmpty {
            result.findings = measure(.fixes) { attachingFixes(result.findings, facts: facts, index: index) }
        }
        return result
    }

    /// The discovered files a front end reads and the configuration includes, and the extra files.
    private func selected(_ found: [String], extraFiles: [String]) -> [String] {
        let languages = Set(frontEnds.map(\.language))
        var discovered = found
        for extra in extraFiles where !discovered.contains(extra) { discovered.append(extra) }
        return discovered.filter { path in
            guard Language(pathExtension: (path as NSString).pathExtension).map(languages.contains) ?? false else {
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
        let index = prebuilt ?? measure(.index) { ProjectIndex(files: facts, options: options) }
        let settings = options.ruleSettings
        let active = rules.filter { settings[$0.description.id] != .off }
        let checked = checking.map { wanted in facts.filter { wanted.contains($0.path) } } ?? facts
        var findings = measure(.rules) {
            let perFile = parallelMap(checked, jobs: jobs) { file in
                active.flatMap { $0.check(file, index: index) }
            }
            let adjusted = Array(Set(perFile.joined())).map { finding -> Finding in
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
    private func measure<T, E: Error>(_ phase: PhaseTimings.Phase, _ body: () throws(E) -> T) throws(E) -> T {
        guard let timings else { return try body() }
        return try timings.measure(phase, body)
    }

    private func extract(_ path: String) -> Result<FileFacts, AnalysisProblem> {
        let display = Self.displayPath(path)
        let text: String
        if let override = sourceOverrides[display] ?? sourceOverrides[path] {
            text = override
        } else {
            do {
                text = try measure(.read) { () throws(ReadError) -> String in try SourceReader().read(path).text }
            } catch {
                if case .vanished = error { return .failure(AnalysisProblem(reason: error.reason, isWarning: true)) }
                return .failure(AnalysisProblem(reason: error.reason))
            }
        }
        if let cache {
            let key = measure(.cacheRead) { cache.key(path: display, text: text) }
            if let cached = measure(.cacheRead, { cache.load(key: key) }) { return .success(cached) }
            return extractFresh(display: display, text: text) { fresh in
                measure(.cacheWrite) { cache.store(fresh, key: key) }
            }
        }
        return extractFresh(display: display, text: text) { _ in }
    }

    private func extractFresh(
        display: String, text: String, store: (FileFacts) -> Void
    ) -> Result<FileFacts, AnalysisProblem> {
        do {
            let fresh = try facts(for: SourceText(path: display, text: text))
            store(fresh)
            return .success(fresh)
        } catch {
            return .failure(AnalysisProblem(reason: "\(display): \(error.reason)"))
        }
    }

    /// The facts of one source text, by the front end of its language, with its suppression comments.
    package func facts(for source: SourceText) throws(FrontEndError) -> FileFacts {
        let language = Language(pathExtension: (source.path as NSString).pathExtension)
        guard let frontEnd = frontEnds.first(where: { $0.language == language }) else {
            throw .unparsable("no front end reads this kind of file")
        }
        var facts = try frontEnd.facts(for: source, timings: timings)
        facts.suppressions = measure(.suppressionScan) { Suppression.scan(source.text) }
        return facts
    }

    /// Paths inside the current folder are shown relative to it, as DESIGN.md promises.
    package static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        if path.hasPrefix("/") {
            let prefix = current.hasSuffix("/") ? current : current + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        return path
    }
}

/// One file that could not be analyzed, with a one-line reason.
package struct AnalysisProblem: Error, Sendable {
    package var reason: String
    /// A file that vanished is a warning: the tree as it now stands was analyzed whole.
    package var isWarning = false
}

/// The outcome of a run, before reporting.
package struct AnalysisResult: Sendable {
    package var findings: [Finding]
    /// One-line reasons for files that could not be analyzed.
    package var problems: [String]
    /// One-line warnings that do not fail the run (unknown rule ids in suppressions).
    package var warnings: [String]
    package var fileCount: Int
    package var lineCount: Int
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
