import ArgumentParser
import Foundation
import LeakwatchConfig
import LeakwatchCore
import LeakwatchObjC
import LeakwatchReporters
import LeakwatchRules
import LeakwatchSwift

struct Analyze: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Analyze Swift and Objective-C files and folders (the default command).")

    @Argument(help: "Files and folders to analyze: .swift, .m, .mm and .h files (default: the current folder).")
    var paths: [String] = []

    @Option(
        help:
            "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: pretty on a terminal, text otherwise; html is one self-contained page, for --output report.html)."
    )
    var format: OutputFormat?

    @Option(help: "Write the report to this file; the summary stays on standard error.")
    var output: String?

    @Option(help: "Colors in the pretty format: auto (only on a terminal, never with NO_COLOR), always, never.")
    var color: ColorChoice = .auto

    @Option(help: "The configuration file (default: .leakwatch.yml in the analyzed folder).")
    var config: String?

    @Option(help: "Threads to analyze with (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(
        help:
            "Lowest severity that makes the exit status 1: note, warning, error, or never (default: the configuration's fail_on, else warning)."
    )
    var failOn: Configuration.FailOn?

    /// The threshold when neither --fail-on nor the configuration sets one: the build-tool plugin passes `never`,
    /// so findings fail a build only when `fail_on` says so (read when leakwatch runs, not when the build is planned).
    @Option(help: .hidden)
    var defaultFailOn: Configuration.FailOn?

    @Flag(help: "Also report suppressions that suppress nothing (unused-suppression).")
    var strict = false

    @Option(help: "Report only findings that are not in this baseline file.")
    var baseline: String?

    @Option(help: "Record today's findings in this baseline file and exit 0.")
    var writeBaseline: String?

    @Option(help: "Read one file's source from standard input and report it under this path (for editors).")
    var stdinPath: String?

    @Flag(
        help:
            "Report only files changed in git: staged changes, or changes against REF (--changed REF). The whole tree is still read for cross-file facts."
    )
    var changed = false

    @Option(help: .hidden)
    var changedRef: String?

    @Option(
        help:
            "Folder of the cache of per-file facts and whole-run results (default: $XDG_CACHE_HOME/leakwatch or ~/.cache/leakwatch)."
    )
    var cacheDir: String?

    @Flag(help: "Parse every file again; neither read nor write the cache.")
    var noCache = false

    @Option(
        name: .customLong("objc-arg"),
        help: "An argument for clang when reading Objective-C (repeat it; with a real SDK: -isysroot …).")
    var objcArguments: [String] = []

    @Option(help: "A compile_commands.json whose entries give the clang arguments of each Objective-C file.")
    var compileCommands: String?

    @Flag(help: "Do not print the summary line on standard error.")
    var quiet = false

    @Flag(help: "Print the wall time of each phase, and files and lines per second, on standard error.")
    var timings = false

    @Flag(help: "Rewrite the files to fix what can be fixed mechanically; the rest is listed as advice.")
    var fix = false

    @Flag(help: "With --fix: print the fixes as a unified diff and write nothing.")
    var dryRun = false

    @Option(
        help:
            "The project's Swift language version, for the form of the fixes (default: the configuration's swift_version, else 6.0; below 5.7: 'guard let self = self')."
    )
    var swiftVersion: SwiftVersion?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if changedRef != nil, !changed { throw ValidationError("--changed-ref goes with --changed") }
        if dryRun, !fix { throw ValidationError("--dry-run goes with --fix") }
        if fix, stdinPath != nil || writeBaseline != nil {
            throw ValidationError("--fix cannot be combined with --stdin-path or --write-baseline")
        }
    }

    func run() async throws {
        let started = Date()
        let clock = timings ? PhaseTimings() : nil
        let settings = try loadConfiguration()
        var overrides: [String: String] = [:]
        var reported: Set<String>?
        if let stdinPath {
            let display = Analyzer.displayPath(stdinPath)
            overrides[display] = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            reported = [display]
        }
        if changed {
            do {
                let files = try await ChangedFiles.list(against: changedRef)
                reported = (reported ?? files).intersection(files)
            } catch {
                printError("leakwatch: error: \(error.reason)")
                throw ExitStatus.usageOrInput
            }
        }
        let progress = ProgressDisplay.make(quiet: quiet)
        var roots = paths.isEmpty ? (stdinPath.map { [$0] } ?? ["."]) : paths
        let objc = objcFrontEnd(settings, roots: roots, timings: clock)
        // The facts and results of a run depend on the macros of the tree's headers, skipped folders included.
        let version = LeakwatchVersion.build + " objc-macros " + objc.macros.digest
        let analyzer = Analyzer(
            frontEnds: [SwiftFrontEnd(catalog: settings.options.catalog), objc],
            rules: AllRules.rules, jobs: jobs, options: settings.options,
            pathFilter: settings.filter, sourceOverrides: overrides, progress: progress?.update,
            cache: noCache ? nil : FactsCache(folder: cacheDir ?? FactsCache.defaultFolder, version: version),
            timings: clock)
        if let stdinPath, !FileManager.default.fileExists(atPath: stdinPath) {
            roots = roots.filter { $0 != stdinPath }
        }
        if fix { return try runFix(analyzer, roots: roots, settings: settings, objc: objc, progress: progress) }
        var fixing = analyzer
        fixing.keepsFactsUntilExit = true
        if format == .json || format == .sarif || format == .html { fixing.fixers = fixers(settings, objc: objc) }
        // An editor's buffer (--stdin-path) differs at every keystroke: its runs would only fill the cache.
        if !settings.configurationFailed, stdinPath == nil {
            fixing.resultSettings = resultSettings(settings, fixing: !fixing.fixers.isEmpty)
        }
        let result: AnalysisResult
        do {
            result = try fixing.analyze(paths: roots, extraFiles: Array(overrides.keys))
        } catch {
            progress?.finish()
            printError("leakwatch: error: \(error.reason)")
            throw ExitStatus.usageOrInput
        }
        progress?.finish()
        defer { clock.map { TimingsReport(timings: $0, result: result, started: started).print() } }
        try finish(
            result, settings: settings, lines: SourceLines(overrides: overrides), reported: reported, started: started,
            timings: clock)
    }

    /// Everything besides the files' paths and texts that the analysis result depends on: the folder it runs in
    /// (paths are shown relative to it), the configuration file's path and bytes, `--strict`, whether and in which
    /// Swift the report's fixes are made, and what the Objective-C front end is given. Flags that only shape the
    /// report or the exit status (format otherwise, output, color, baseline, fail-on, changed, jobs, quiet) are
    /// not in it: two runs that differ only there share a result.
    private func resultSettings(_ settings: Settings, fixing: Bool) -> String {
        var parts = [
            FileManager.default.currentDirectoryPath, settings.configurationFile.path,
            settings.configurationFile.bytes.map { String(decoding: $0, as: UTF8.self) } ?? "no configuration file",
            "strict \(strict)",
        ]
        if fixing {
            let version = fixLanguageVersion(settings)
            parts.append("fixes for Swift \(version.major).\(version.minor)")
        }
        parts.append("objc arguments " + objcArguments.joined(separator: "\u{1}"))
        if let compileCommands {
            let bytes = FileManager.default.contents(atPath: compileCommands)
            parts += [compileCommands, bytes.map { String(decoding: $0, as: UTF8.self) } ?? "unreadable"]
        }
        return parts.joined(separator: "\u{0}")
    }

    /// Baseline, report, summary and exit status, once the analysis is done.
    private func finish(
        _ result: AnalysisResult, settings: Settings, lines: SourceLines, reported: Set<String>?, started: Date,
        timings: PhaseTimings?
    ) throws {
        for problem in result.problems { printError("leakwatch: error: \(problem)") }
        for warning in result.warnings { printError("leakwatch: warning: \(warning)") }
        for note in result.notes { printError("leakwatch: note: \(note)") }
        var findings = result.findings
        if let reported { findings = findings.filter { reported.contains($0.file) } }
        let baselineStart = PhaseTimings.now()
        if let writeBaseline {
            do {
                try Baseline(findings: findings, lines: lines.line).write(to: writeBaseline)
            } catch {
                printError("leakwatch: error: \(error.reason)")
                throw ExitStatus.usageOrInput
            }
            timings?.add(.baseline, PhaseTimings.now() - baselineStart)
            if !quiet {
                printError(
                    "leakwatch: wrote \(findings.count) baseline \(findings.count == 1 ? "entry" : "entries") to \(writeBaseline)"
                )
            }
            return
        }
        if let baseline {
            do {
                findings = try Baseline.read(from: baseline).newFindings(findings, lines: lines.line)
            } catch {
                printError("leakwatch: error: \(error.reason)")
                throw ExitStatus.usageOrInput
            }
        }
        timings?.add(.baseline, PhaseTimings.now() - baselineStart)
        let reportStart = PhaseTimings.now()
        try write(findings, result: result, lines: lines, settings: settings)
        timings?.add(.report, PhaseTimings.now() - reportStart)
        if !quiet { printError(Self.summary(findings.count, result, seconds: Date().timeIntervalSince(started))) }
        if !result.problems.isEmpty || settings.configurationFailed { throw ExitStatus.usageOrInput }
        let threshold = failOn ?? settings.failOn ?? defaultFailOn ?? .warning
        if findings.contains(where: { Self.reaches($0.severity, threshold) }) { throw ExitStatus.findings }
    }

    private func write(_ findings: [Finding], result: AnalysisResult, lines: SourceLines, settings: Settings) throws {
        let toTerminal = output == nil && isatty(STDOUT_FILENO) == 1
        let chosen = format ?? (toTerminal ? OutputFormat(rawValue: "pretty") ?? .text : .text)
        let report = Report(
            findings: findings, fileCount: result.fileCount, lineCount: result.lineCount,
            problemCount: result.problems.count, rules: AllRules.descriptions, sourceLine: lines.line,
            useColor: color.enabled(toTerminal: toTerminal), version: LeakwatchVersion.current,
            settings: chosen == .html ? reportSettings(settings) : [])
        let text = chosen.render(report)
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        guard FileManager.default.createFile(atPath: output, contents: Data(text.utf8)) else {
            printError("leakwatch: error: cannot write the report to \(output)")
            throw ExitStatus.usageOrInput
        }
    }

    static func reaches(_ severity: Severity, _ threshold: Configuration.FailOn) -> Bool {
        switch threshold {
        case .never: false
        case .note: severity >= .note
        case .warning: severity >= .warning
        case .error: severity >= .error
        }
    }

    static func summary(_ count: Int, _ result: AnalysisResult, seconds: Double) -> String {
        let findings = count == 1 ? "1 finding" : "\(count) findings"
        let files = result.fileCount == 1 ? "1 file" : "\(result.fileCount) files"
        // A reused result says so inside the parentheses: scripts read the line's end as the time.
        let reused = result.isFromResultsCache ? "; no file changed since an earlier run, whose result was reused" : ""
        var line =
            "leakwatch: \(findings) in \(files) (\(result.lineCount) lines\(reused)) in \(String(format: "%.2f", seconds)) s"
        if !result.problems.isEmpty { line += "; \(result.problems.count) could not be analyzed" }
        return line
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension Configuration.FailOn: ExpressibleByArgument {}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    func enabled(toTerminal: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: toTerminal && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) != false
        }
    }
}
