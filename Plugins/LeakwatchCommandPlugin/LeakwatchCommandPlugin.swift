import Foundation
import PackagePlugin

/// `swift package leakwatch [--target NAME]… [LEAKWATCH ARGUMENTS…]`: analyzes the package's targets (or the
/// named ones) with the package's `.leakwatch.yml`, and ends with leakwatch's own exit status. The binary it runs is
/// found as `LeakwatchBinary` says: an installed one unless the package is adopted with `PluginToolFromSource`.
///
/// The plugin asks for no write permission, so that a plain analysis never prompts; `--write-baseline` and
/// `--fix` write into the package, which the macOS sandbox allows with `--allow-writing-to-directory .`.
@main
struct LeakwatchCommandPlugin: CommandPlugin {
    /// Subcommands that take no paths: their arguments are passed on unchanged.
    static let pathlessSubcommands: Set<String> = ["rules", "init", "lsp", "apis", "debug", "help"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try LeakwatchBinary.find(in: context)
        let package = context.package.directoryURL
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        var passed = extractor.remainingArguments
        if let first = passed.first, Self.pathlessSubcommands.contains(first) {
            exit(try run(tool, passed, in: package))
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map {
            Self.relative($0.directoryURL, to: package)
        }
        let config = package.appending(path: ".leakwatch.yml")
        if !passed.contains("--config"), FileManager.default.fileExists(atPath: config.path) {
            passed += ["--config", ".leakwatch.yml"]
        }
        // The plugin work directory is writable in the sandbox, and it keeps the facts between runs.
        if !passed.contains("--cache-dir"), !passed.contains("--no-cache") {
            passed += ["--cache-dir", context.pluginWorkDirectoryURL.appending(path: "cache").path]
        }
        exit(try run(tool, passed + folders, in: package))
    }

    /// Runs leakwatch in the package's folder, so reported paths are relative to it; returns its exit status.
    private func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 2
    }

    /// `Sources/App` for a target folder inside the package; the absolute path otherwise.
    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
