import ArgumentParser
import Foundation
import LeakwatchConfig
import LeakwatchCore
import LeakwatchReporters
import LeakwatchRules

/// The configuration file and the flags, merged into what the analyzer and the exit status need.
struct Settings {
    var options: AnalysisOptions
    var filter: PathFilter
    var failOn: Configuration.FailOn?
    var swiftVersion: (major: Int, minor: Int)?
    /// Set when the configuration file could not be used: the run goes on with the defaults, then exits 2.
    var configurationFailed = false
    /// The configuration file's path and bytes as read (bytes nil: no such file), for the key of a whole run's
    /// cached result.
    var configurationFile: (path: String, bytes: Data?) = ("", nil)
    /// The configuration's `objc_macros`.
    var objcMacros: [ObjCMacro] = []
}

extension Analyze {
    /// Reads `--config` or the `.leakwatch.yml` of the analyzed folder. A configuration with a mistake stops the
    /// run with its place and status 2. A file that is no configuration at all (binary, oversized, nested beyond
    /// reason) is named with its reason and an analysis goes on with the default settings, then exits 2;
    /// `--fix` and `--write-baseline`, which write what the configuration shapes, stop at once.
    func loadConfiguration() throws -> Settings {
        let root = paths.count == 1 && isFolder(paths[0]) ? paths[0] : "."
        let candidate = config ?? (root as NSString).appendingPathComponent(Configuration.fileName)
        var options = AnalysisOptions()
        options.strict = strict
        var configuration = Configuration()
        var failed = false
        if config != nil || FileManager.default.fileExists(atPath: candidate) {
            let loader = ConfigurationLoader(knownRuleIDs: Set(AllRules.descriptions.map(\.id)))
            do {
                configuration = try loader.load(path: candidate)
            } catch {
                let goesOn = error.notAConfiguration && !fix && writeBaseline == nil
                printError("leakwatch: error: \(error)" + (goesOn ? " (analyzing with the default settings)" : ""))
                if !goesOn { throw ExitStatus.usageOrInput }
                failed = true
            }
        }
        configuration.apply(to: &options)
        let folder = config.map { ($0 as NSString).deletingLastPathComponent } ?? root
        let prefix = Analyzer.displayPath(folder.isEmpty ? "." : folder)
        let filter = PathFilter(
            included: configuration.included, excluded: configuration.excluded,
            root: prefix == "." ? "" : (prefix.hasSuffix("/") ? prefix : prefix + "/"))
        return Settings(
            options: options, filter: filter, failOn: configuration.failOn, swiftVersion: configuration.swiftVersion,
            configurationFailed: failed,
            configurationFile: (candidate, FileManager.default.contents(atPath: candidate)),
            objcMacros: configuration.objcMacros)
    }

    /// What the report says the run was asked to do: only what shapes the findings or the exit status, and
    /// nothing that changes from run to run (no time, no thread count), so that the report stays the same bytes.
    func reportSettings(_ settings: Settings) -> [ReportSetting] {
        var shown = [ReportSetting("paths", paths.isEmpty ? (stdinPath ?? ".") : paths.joined(separator: " "))]
        let configuration = settings.configurationFile
        shown.append(ReportSetting("configuration", configuration.bytes == nil ? "none" : configuration.path))
        let threshold = failOn ?? settings.failOn ?? defaultFailOn ?? .warning
        shown.append(ReportSetting("fail on", threshold.rawValue))
        if strict { shown.append(ReportSetting("strict", "on")) }
        if let baseline { shown.append(ReportSetting("baseline", baseline)) }
        if changed { shown.append(ReportSetting("changed", changedRef.map { "against \($0)" } ?? "staged")) }
        let version = fixLanguageVersion(settings)
        shown.append(ReportSetting("fixes for", "Swift \(version.major).\(version.minor)"))
        return shown
    }

    private func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
