import Foundation
import PackagePlugin

/// Runs leakwatch on the Swift and Objective-C files of each target that lists this plugin, as part of the
/// build: findings are printed as `file:line:col: warning: …`, which `swift build` shows and Xcode puts in
/// its issue navigator.
///
/// The command declares the target's sources and the package's `.leakwatch.yml` as its inputs and no
/// outputs, so the build system runs it again only when one of them changed; then the facts cache in the
/// plugin work directory spares parsing every file whose content did not change. A finding fails the build
/// only when the configuration's `fail_on` says so.
@main
struct LeakwatchBuildToolPlugin: BuildToolPlugin {
    static let extensions: Set<String> = ["swift", "m", "mm", "h"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles.map(\.url).filter { Self.extensions.contains($0.pathExtension) }
        guard !files.isEmpty else { return [] }
        let config = context.package.directoryURL.appending(path: ".leakwatch.yml")
        var arguments = ["--format", "text", "--cache-dir", context.pluginWorkDirectoryURL.appending(path: "cache").path]
        var inputs = files
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputs.append(config)
        }
        if !Self.setsFailOn(config) { arguments += ["--fail-on", "never"] }
        return [
            .buildCommand(
                displayName: "leakwatch \(module.name)",
                executable: try context.tool(named: "leakwatch").url,
                arguments: arguments + files.map(\.path),
                inputFiles: inputs,
                outputFiles: [])
        ]
    }

    /// Whether the configuration has a top-level `fail_on:` key; without one, findings never fail the build.
    static func setsFailOn(_ config: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: config.path) else { return false }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix("fail_on:") }
    }
}
