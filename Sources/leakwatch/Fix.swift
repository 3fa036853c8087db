import ArgumentParser
import Foundation
import LeakwatchCore
import LeakwatchObjC
import LeakwatchSwift

/// A Swift language version as `--swift-version 5.6` gives it.
struct SwiftVersion: ExpressibleByArgument {
    var major: Int
    var minor: Int

    init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    init?(argument: String) {
        let parts = argument.split(separator: ".").map { Int($0) }
        guard let first = parts.first, let major = first, parts.count <= 3, !parts.contains(nil) else { return nil }
        self.init(major: major, minor: parts.count > 1 ? (parts[1] ?? 0) : 0)
    }
}

extension Analyze {
    /// The fixers of both languages, with the project's Swift version: `--swift-version`, else the
    /// configuration's `swift_version`, else 6.0.
    func fixers(_ settings: Settings, objc: ObjCFrontEnd) -> [any Fixer] {
        [SwiftFixer(languageVersion: fixLanguageVersion(settings)), ObjCFixer(frontEnd: objc)]
    }

    /// The Swift the fixes are written in: `--swift-version`, else the configuration's, else 6.0.
    func fixLanguageVersion(_ settings: Settings) -> (major: Int, minor: Int) {
        swiftVersion.map { ($0.major, $0.minor) } ?? settings.swiftVersion ?? (6, 0)
    }

    /// `--fix` and `--fix --dry-run`: fix, verify, then write (or print the diff) and list what is left.
    func runFix(
        _ analyzer: Analyzer, roots: [String], settings: Settings, objc: ObjCFrontEnd, progress: ProgressDisplay?
    ) throws {
        var fixing = analyzer
        fixing.fixers = fixers(settings, objc: objc)
        fixing.progress = nil
        let outcome: FixSession.Outcome
        do {
            outcome = try FixSession(analyzer: fixing, roots: roots).run()
        } catch {
            progress?.finish()
            printError("leakwatch: error: \(error.reason)")
            throw ExitStatus.usageOrInput
        }
        progress?.finish()
        for problem in outcome.remaining?.problems ?? [] { printError("leakwatch: error: \(problem)") }
        for note in outcome.remaining?.notes ?? [] { printError("leakwatch: note: \(note)") }
        for change in outcome.changes {
            if dryRun {
                FileHandle.standardOutput.write(
                    Data(UnifiedDiff.render(path: change.path, original: change.original, fixed: change.fixed).utf8))
            } else {
                do {
                    try AtomicFile.replace(change.path, with: change.fixed)
                } catch {
                    printError("leakwatch: error: cannot write \(change.path): \(error.localizedDescription)")
                    throw ExitStatus.usageOrInput
                }
            }
        }
        for (finding, reason) in outcome.advice where !quiet {
            printError(
                "\(finding.file):\(finding.location.line):\(finding.location.column): not fixed: \(reason) [\(finding.ruleID)]"
            )
        }
        if !quiet {
            let verb = dryRun ? "would fix" : "fixed"
            printError(
                "leakwatch: \(verb) \(outcome.fixed.count) of \(outcome.fixed.count + outcome.advice.count) findings in \(outcome.changes.count) files; \(outcome.advice.count) left as advice"
            )
        }
        if !(outcome.remaining?.problems.isEmpty ?? true) { throw ExitStatus.usageOrInput }
        let threshold = failOn ?? settings.failOn ?? .warning
        let left = dryRun ? outcome.advice.map(\.0) : (outcome.remaining?.findings ?? [])
        if left.contains(where: { Self.reaches($0.severity, threshold) }) { throw ExitStatus.findings }
    }
}

/// Writes a file through a temporary file in its folder and a rename, keeping its permissions, so that a
/// reader never sees half a file.
enum AtomicFile {
    /// A symbolic link stays a link: its target is the file written, with the target's permissions.
    static func replace(_ link: String, with text: String) throws {
        let url = URL(fileURLWithPath: link).resolvingSymlinksInPath()
        let path = url.path
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).leakwatch-\(getpid())")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        try Data(text.utf8).write(to: temporary)
        if let permissions = attributes[.posixPermissions] {
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
        }
        guard rename(temporary.path, path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
