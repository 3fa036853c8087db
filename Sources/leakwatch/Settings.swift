import ArgumentParser
import Foundation
import LeakwatchConfig
import LeakwatchCore
import LeakwatchRules

/// The configuration file and the flags, merged into what the analyzer and the exit status need.
struct Settings {
    var options: AnalysisOptions
    var filter: PathFilter
    var failOn: Configuration.FailOn?
}

extension Analyze {
    /// Reads `--config` or the `.leakwatch.yml` of the analyzed folder; a bad file stops the run with status 2.
    func loadConfiguration() throws -> Settings {
        let root = paths.count == 1 && isFolder(paths[0]) ? paths[0] : "."
        let candidate = config ?? (root as NSString).appendingPathComponent(Configuration.fileName)
        var options = AnalysisOptions()
        options.strict = strict
        var configuration = Configuration()
        if config != nil || FileManager.default.fileExists(atPath: candidate) {
            let loader = ConfigurationLoader(knownRuleIDs: Set(AllRules.descriptions.map(\.id)))
            do {
                configuration = try loader.load(path: candidate)
            } catch {
                printError("leakwatch: error: \(error)")
                throw ExitStatus.usageOrInput
            }
        }
        configuration.apply(to: &options)
        let folder = config.map { ($0 as NSString).deletingLastPathComponent } ?? root
        let prefix = Analyzer.displayPath(folder.isEmpty ? "." : folder)
        let filter = PathFilter(
            included: configuration.included, excluded: configuration.excluded,
            root: prefix == "." ? "" : (prefix.hasSuffix("/") ? prefix : prefix + "/"))
        return Settings(options: options, filter: filter, failOn: configuration.failOn)
    }

    private func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
