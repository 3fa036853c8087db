import ArgumentParser
import Foundation
import LeakwatchCore
import LeakwatchReporters
import LeakwatchRules
import LeakwatchSwift

struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Analyze Swift files and folders (the default command).")

    @Argument(help: "Files and folders to analyze (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Option(help: "Threads to analyze with (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Lowest severity that makes the exit status 1: note, warning, error, or never.")
    var failOn: FailureThreshold = .warning

    @Flag(help: "Do not print the summary line on standard error.")
    var quiet = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let started = Date()
        let analyzer = Analyzer(frontEnds: [SwiftFrontEnd()], rules: AllRules.rules, jobs: jobs)
        let result: AnalysisResult
        do {
            result = try analyzer.analyze(paths: paths.isEmpty ? ["."] : paths)
        } catch {
            printError("leakwatch: error: \(error.reason)")
            throw ExitStatus.usageOrInput
        }
        for problem in result.problems { printError("leakwatch: error: \(problem)") }
        let report = Report(
            findings: result.findings, fileCount: result.fileCount, lineCount: result.lineCount,
            problemCount: result.problems.count)
        FileHandle.standardOutput.write(Data(format.render(report).utf8))
        if !quiet { printError(summary(result, seconds: Date().timeIntervalSince(started))) }
        if !result.problems.isEmpty { throw ExitStatus.usageOrInput }
        if result.findings.contains(where: failOn.isReached) { throw ExitStatus.findings }
    }

    private func summary(_ result: AnalysisResult, seconds: Double) -> String {
        let findings = result.findings.count == 1 ? "1 finding" : "\(result.findings.count) findings"
        let files = result.fileCount == 1 ? "1 file" : "\(result.fileCount) files"
        var line = "leakwatch: \(findings) in \(files) (\(result.lineCount) lines) in \(String(format: "%.2f", seconds)) s"
        if !result.problems.isEmpty { line += "; \(result.problems.count) could not be analyzed" }
        return line
    }
}

enum FailureThreshold: String, ExpressibleByArgument, CaseIterable {
    case note, warning, error, never

    func isReached(_ finding: Finding) -> Bool {
        switch self {
        case .never: false
        case .note: finding.severity >= .note
        case .warning: finding.severity >= .warning
        case .error: finding.severity >= .error
        }
    }
}

extension OutputFormat: ExpressibleByArgument {}
