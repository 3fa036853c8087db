import Foundation
import PackagePlugin

/// Runs leakwatch on the Swift and Objective-C files of each target that lists this plugin, as part of the
/// build: findings are printed as `file:line:col: warning: …`, which `swift build` shows and Xcode puts in
/// its issue navigator.
///
/// The command declares the target's sources, the package's `.leakwatch.yml` and the leakwatch binary as its
/// inputs and no outputs, so the build system runs it again only when one of them changed; then the facts cache
/// in the plugin work directory spares parsing every file whose content did not change. A finding fails the build
/// only when the configuration's `fail_on` says so (`--default-fail-on never`).
@main
struct LeakwatchBuildToolPlugin: BuildToolPlugin {
    static let extensions: Set<String> = ["swift", "m", "mm", "h"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles.map(\.url).filter { Self.extensions.contains($0.pathExtension) }
        guard !files.isEmpty else { return [] }
        let config = context.package.directoryURL.appending(path: ".leakwatch.yml")
        var arguments = [
            "--format", "text", "--default-fail-on", "never",
            "--cache-dir", context.pluginWorkDirectoryURL.appending(path: "cache").path,
        ]
        // The binary is an input too: installing another leakwatch analyzes again.
        let tool = try LeakwatchBinary.find(in: context)
        var inputs = files + [tool]
        // A configuration created after the build was planned is found by leakwatch itself in the folder the
        // build runs in (the package's), the next time a source changes.
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputs.append(config)
        }
        return [
            .buildCommand(
                displayName: "leakwatch \(module.name)",
                executable: tool,
                arguments: arguments + files.map(\.path),
                inputFiles: inputs,
                outputFiles: [])
        ]
    }
}
