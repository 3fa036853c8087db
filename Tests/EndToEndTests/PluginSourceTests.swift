import Foundation
import Testing

/// The plugins adopted from source: `Fixtures/PluginPackage` depends on this checkout by path with the
/// PluginToolFromSource trait, so the plugins build leakwatch and its first build compiles swift-syntax (minutes).
/// Runs with `make plugin-test` (LEAKWATCH_PLUGIN_SOURCE_TESTS=1), a step of its own in `.ci/run`; the same checks
/// run in `make test` with an installed binary and through the artifact bundle.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["LEAKWATCH_PLUGIN_SOURCE_TESTS"] == "1"))
struct PluginSourceTests {
    /// A fixed place under the checkout (hidden, so leakwatch and git skip it): a second run builds incrementally.
    static let package = BinaryRunner.repositoryRoot.appendingPathComponent(".build-plugin-test/PluginPackage")

    /// A copy of the fixture whose dependency points at this checkout, with the trait; its `.build` survives
    /// between runs.
    static func prepare() throws -> URL {
        let build = package.appendingPathComponent(".build")
        let kept = package.deletingLastPathComponent().appendingPathComponent("kept-build")
        try? FileManager.default.removeItem(at: kept)
        if FileManager.default.fileExists(atPath: build.path) { try FileManager.default.moveItem(at: build, to: kept) }
        _ = try PluginPackage.copy("PluginPackage", to: package)
        if FileManager.default.fileExists(atPath: kept.path) { try FileManager.default.moveItem(at: kept, to: build) }
        try PluginPackage.adoptCheckout(in: package, traits: ["PluginToolFromSource"])
        // Only the checkout's own facts may be cached: start from an empty plugin cache.
        try? FileManager.default.removeItem(at: build.appendingPathComponent("plugins/outputs"))
        return package
    }

    @Test func buildToolAndCommandPluginsFromSource() throws {
        let package = try Self.prepare()
        let started = Date()
        try PluginPackage.checkBuildToolPlugin(in: package, toolRelinked: true)
        try PluginPackage.checkCommandPlugin(in: package)
        print("plugin-test: from-source checks took \(Int(Date().timeIntervalSince(started))) s")
    }
}
