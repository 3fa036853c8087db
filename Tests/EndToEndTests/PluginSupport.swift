import Foundation
import Testing

/// Runs `swift build` and `swift package …` in a fixture package and checks what the plugins print, as a user
/// adopting them would see it. Shared by the installed-binary and artifact-bundle tests (in `make test`) and the
/// from-source tests (`make plugin-test`).
enum PluginPackage {
    /// The line the plugins must print for the leak in `Fixtures/PluginPackage/Sources/Feed/FeedModel.swift`.
    static let finding =
        "Sources/Feed/FeedModel.swift:12:13: warning: closure passed to 'addObserver' captures 'self' strongly"

    /// Runs a command with its output (both streams, interleaved in one pipe) and exit status; `path` replaces
    /// `PATH` for the command and what it starts.
    static func run(_ executable: String, _ arguments: [String], in folder: URL, path: String? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = folder
        if let path {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = path
            process.environment = environment
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func swift(_ arguments: [String], in folder: URL, path: String? = nil) throws -> (
        status: Int32, output: String
    ) {
        try run("swift", arguments, in: folder, path: path)
    }

    /// A fresh copy of a fixture package, symbolic links followed (the binary fixture links the plugins' sources).
    static func copy(_ fixture: String, to destination: URL) throws -> URL {
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let source = BinaryRunner.repositoryRoot.appendingPathComponent("Fixtures/\(fixture)").path
        let copied = try run("cp", ["-RL", source, destination.path], in: BinaryRunner.repositoryRoot)
        #expect(copied.status == 0, "\(copied.output)")
        return destination
    }

    /// Points a copy of `Fixtures/PluginPackage` at this checkout (its manifest names it by the relative path
    /// `../..`), adopted with the given traits of the leakwatch package.
    static func adoptCheckout(in package: URL, traits: [String] = []) throws {
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let traitList = traits.isEmpty ? "" : ", traits: [" + traits.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let adopted = text.replacingOccurrences(
            of: "path: \"../..\"", with: "path: \"\(BinaryRunner.repositoryRoot.path)\"\(traitList)")
        #expect(adopted != text, "the fixture's manifest names the checkout as ../..")
        try adopted.write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// Facts cache entries that the build-tool plugin wrote into its work directory.
    static func cacheEntries(in package: URL) -> Int {
        let outputs = package.appendingPathComponent(".build/plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            $0.path.contains("/cache/facts-") && !$0.hasDirectoryPath && !$0.lastPathComponent.hasPrefix(".")
        }.count
    }

    /// leakwatch's summary line ("leakwatch: 1 finding in 1 file (21 lines) in 0.01 s"): the plugin ran.
    static func summaryLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains("leakwatch: ") && $0.contains(" in ") && $0.hasSuffix(" s") }
    }

    /// The build-tool plugin's promises: findings as warnings in a passing build; no new analysis when nothing
    /// changed; cached facts when only a file's date changed; a failing build when `fail_on` asks for it.
    /// `toolRelinked`: SwiftPM 6.3 links a from-source plugin tool again in every build of the package that uses
    /// it, so the command runs again; the facts cache is keyed to the binary's build ID, which the same code keeps,
    /// so that run parses nothing (no new cache entry).
    static func checkBuildToolPlugin(in package: URL, toolRelinked: Bool = false, path: String? = nil) throws {
        let first = try swift(["build"], in: package, path: path)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains(finding), "\(first.output)")
        #expect(!first.output.contains("SettingsModel.swift:"), "\(first.output)")
        #expect(summaryLines(first.output).count == 1, "\(first.output)")
        let entries = cacheEntries(in: package)
        #expect(entries == 1, "one file analyzed, one cache entry")

        // Nothing changed: the build system does not run the plugin's command at all.
        let second = try swift(["build"], in: package, path: path)
        #expect(second.status == 0, "\(second.output)")
        if toolRelinked {
            #expect(second.output.contains(finding), "\(second.output)")
            #expect(cacheEntries(in: package) == entries, "the relinked tool reads the cached facts")
        } else {
            #expect(summaryLines(second.output).isEmpty, "\(second.output)")
        }

        // The file's date changed, its content did not: leakwatch runs, reads the cached facts, parses nothing.
        let source = package.appendingPathComponent("Sources/Feed/FeedModel.swift")
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: source.path)
        let touched = try swift(["build"], in: package, path: path)
        #expect(touched.output.contains(finding), "\(touched.output)")
        #expect(summaryLines(touched.output).count == 1, "\(touched.output)")
        #expect(cacheEntries(in: package) == entries, "no new cache entry: nothing was parsed again")

        // A configuration that fails on warnings fails the build, with the finding as its reason (a new
        // configuration is read by leakwatch when it next runs: here, after a source changed).
        try "fail_on: warning\n".write(
            to: package.appendingPathComponent(".leakwatch.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: source.path)
        let failing = try swift(["build"], in: package, path: path)
        #expect(failing.status != 0, "\(failing.output)")
        #expect(failing.output.contains(finding), "\(failing.output)")
        try FileManager.default.removeItem(at: package.appendingPathComponent(".leakwatch.yml"))
    }

    /// `swift package leakwatch`: the finding and exit status 1; a clean target alone gives 0.
    static func checkCommandPlugin(in package: URL, path: String? = nil) throws {
        let all = try swift(["package", "leakwatch", "--format", "text"], in: package, path: path)
        #expect(all.status == 1, "\(all.output)")
        #expect(all.output.contains(finding), "\(all.output)")
        let clean = try swift(
            ["package", "leakwatch", "--target", "Settings", "--format", "text"], in: package, path: path)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(!clean.output.contains("warning:"), "\(clean.output)")
    }
}
