import Foundation
import Testing

/// The plugins as the README's first way adopts them: `Fixtures/PluginPackage` depends on this checkout by path
/// without the PluginToolFromSource trait, so its build compiles nothing of leakwatch (no swift-syntax: this runs in
/// `make test`) and the plugins run the leakwatch they find on PATH, here the binary under test.
@Suite(.serialized) struct PluginInstalledTests {
    static let work = FileManager.default.temporaryDirectory.appendingPathComponent(
        "leakwatch-installed-\(UUID().uuidString)")

    /// The folders where the plugins look after PATH (Plugins/LeakwatchBuildToolPlugin/LeakwatchBinary.swift).
    static let installFolders = ["/usr/local/bin", "/opt/homebrew/bin"]

    static func hasLeakwatch(_ folder: String) -> Bool {
        FileManager.default.isExecutableFile(
            atPath: URL(fileURLWithPath: folder).appendingPathComponent("leakwatch").path)
    }

    /// This process's PATH without any folder that holds a leakwatch, with `first` in front.
    static func path(first: [String]) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (first + path.split(separator: ":").map(String.init).filter { !hasLeakwatch($0) }).joined(separator: ":")
    }

    @Test func buildToolAndCommandPluginsRunTheInstalledBinary() throws {
        defer { try? FileManager.default.removeItem(at: Self.work) }
        let package = try PluginPackage.copy("PluginPackage", to: Self.work.appendingPathComponent("PluginPackage"))
        try PluginPackage.adoptCheckout(in: package)

        // No leakwatch anywhere: the build stops at planning and says how to get one.
        if !Self.installFolders.contains(where: Self.hasLeakwatch) {
            let missing = try PluginPackage.swift(["build"], in: package, path: Self.path(first: []))
            #expect(missing.status != 0, "\(missing.output)")
            #expect(missing.output.contains("no leakwatch binary found"), "\(missing.output)")
            #expect(missing.output.contains("PluginToolFromSource"), "\(missing.output)")
        }

        let bin = Self.work.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("leakwatch"), withDestinationURL: BinaryRunner.binary)
        let path = Self.path(first: [bin.path])
        try PluginPackage.checkBuildToolPlugin(in: package, path: path)
        try PluginPackage.checkCommandPlugin(in: package, path: path)

        // Nothing of leakwatch was compiled for the plugins: no tool build folder, no swift-syntax.
        let built = try PluginPackage.run("find", [".build", "-name", "SwiftSyntax*.swiftmodule"], in: package)
        #expect(built.output.isEmpty, "\(built.output)")
    }
}
