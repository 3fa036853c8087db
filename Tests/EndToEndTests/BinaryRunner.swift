import Foundation

/// Runs the built `leakwatch` binary as a user would and captures what it prints.
enum BinaryRunner {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary next to the test bundle, or the one named by `LEAKWATCH_BINARY`.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["LEAKWATCH_BINARY"] { return URL(fileURLWithPath: path) }
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("leakwatch"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("leakwatch"),
            repositoryRoot.appendingPathComponent(".build/debug/leakwatch"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
    }

    /// One cache for the whole test run, away from the user's.
    static let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "leakwatch-test-cache-\(UUID().uuidString)")

    /// `launcher` runs the binary through another program (its path and arguments come first).
    static func run(
        _ arguments: [String], in folder: URL = repositoryRoot, stdin: String? = nil, launcher: [String] = []
    ) throws -> Output {
        let process = Process()
        process.executableURL = launcher.first.map(URL.init(fileURLWithPath:)) ?? binary
        process.arguments = Array(launcher.dropFirst()) + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["XDG_CACHE_HOME"] = cacheFolder.path
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data((stdin ?? "").utf8))
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// Compares with a golden file under `Fixtures/Expected/`; `LEAKWATCH_RECORD=1` rewrites it instead.
    static func golden(_ name: String) throws -> String {
        try String(
            contentsOf: repositoryRoot.appendingPathComponent("Fixtures/Expected/\(name)"), encoding: .utf8)
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["LEAKWATCH_RECORD"] == "1" }

    static func record(_ text: String, as name: String) throws {
        let url = repositoryRoot.appendingPathComponent("Fixtures/Expected/\(name)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
