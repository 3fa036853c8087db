import Foundation

/// The pipeline of DESIGN.md: discovery, front ends in parallel, project index, rules, sorted findings.
package struct Analyzer: Sendable {
    package var frontEnds: [FrontEnd]
    package var rules: [Rule]
    package var jobs: Int
    package var options: AnalysisOptions

    package init(frontEnds: [FrontEnd], rules: [Rule], jobs: Int, options: AnalysisOptions = AnalysisOptions()) {
        self.frontEnds = frontEnds
        self.rules = rules
        self.jobs = jobs
        self.options = options
    }

    /// Analyzes every file under `paths`. Files that cannot be read or parsed become problems; the others
    /// are analyzed all the same.
    package func analyze(paths: [String]) throws(DiscoveryError) -> AnalysisResult {
        let languages = Set(frontEnds.map(\.language))
        let files = try Discovery().files(under: paths).filter { path in
            Language(pathExtension: (path as NSString).pathExtension).map(languages.contains) ?? false
        }
        let outcomes = parallelMap(files, jobs: jobs) { path in self.extract(path) }
        var facts: [FileFacts] = []
        var problems: [String] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let fileFacts): facts.append(fileFacts)
            case .failure(let problem): problems.append(problem.reason)
            }
        }
        return analyze(facts: facts, problems: problems)
    }

    /// Runs the index and rules over facts already extracted.
    package func analyze(facts: [FileFacts], problems: [String] = []) -> AnalysisResult {
        let index = ProjectIndex(files: facts, options: options)
        let rules = self.rules
        let perFile = parallelMap(facts, jobs: jobs) { file in
            rules.flatMap { $0.check(file, index: index) }
        }
        let findings = Array(Set(perFile.joined())).sorted()
        let lines = facts.reduce(0) { $0 + $1.lineCount }
        return AnalysisResult(findings: findings, problems: problems, fileCount: facts.count, lineCount: lines)
    }

    private func extract(_ path: String) -> Result<FileFacts, AnalysisProblem> {
        let display = Self.displayPath(path)
        let source: SourceText
        do {
            source = try SourceReader().read(path)
        } catch {
            return .failure(AnalysisProblem(reason: error.reason))
        }
        let language = Language(pathExtension: (path as NSString).pathExtension)
        guard let frontEnd = frontEnds.first(where: { $0.language == language }) else {
            return .failure(AnalysisProblem(reason: "\(display): no front end reads this kind of file"))
        }
        do {
            return .success(try frontEnd.facts(for: SourceText(path: display, text: source.text)))
        } catch {
            return .failure(AnalysisProblem(reason: "\(display): \(error.reason)"))
        }
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
}

/// The outcome of a run, before reporting.
package struct AnalysisResult: Sendable {
    package var findings: [Finding]
    /// One-line reasons for files that could not be analyzed.
    package var problems: [String]
    package var fileCount: Int
    package var lineCount: Int
}
