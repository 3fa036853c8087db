import Foundation
import Testing

/// The facts cache as users meet it: the same output cold and warm, corrupt entries ignored and rewritten,
/// two processes sharing one cache.
@Suite(.serialized) struct CacheTests {
    func freshCache() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("leakwatch-cache-\(UUID().uuidString)")
    }

    func entries(_ folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            !$0.hasDirectoryPath && !$0.lastPathComponent.hasPrefix(".")
        }
    }

    @Test func warmRunsGiveTheSameReportAndOneFileChangeKeepsCrossFileFactsRight() throws {
        let cache = freshCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let arguments = ["--format", "json", "--cache-dir", cache.path, "Fixtures"]
        let cold = try BinaryRunner.run(arguments)
        let uncached = try BinaryRunner.run(["--format", "json", "--no-cache", "Fixtures"])
        let warm = try BinaryRunner.run(arguments)
        #expect(cold.stdout == uncached.stdout)
        #expect(warm.stdout == cold.stdout)
        #expect(entries(cache).count >= 50)

        // A struct declared in one file, extended in another: changing the declaration to a class must turn the
        // extension's capture into a finding, although the extension's own file (and its cached facts) did not change.
        let tree = try TemporaryTree.make([
            "Model.swift": Data("struct Model { var c = Set<AnyCancellable>() }\n".utf8),
            "Model+Bind.swift": Data(
                "extension Model {\n    mutating func bind() {\n        p.sink { _ in self.f() }.store(in: &c)\n    }\n    func f() {}\n}\n"
                    .utf8),
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let before = try BinaryRunner.run(["--format", "text", "--cache-dir", cache.path, "."], in: tree)
        #expect(before.stdout.isEmpty)
        try "final class Model { var c = Set<AnyCancellable>() }\n".write(
            to: tree.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        let after = try BinaryRunner.run(["--format", "text", "--cache-dir", cache.path, "."], in: tree)
        #expect(after.stdout.contains("Model+Bind.swift:3:23: warning:"))
    }

    @Test func corruptAndTruncatedEntriesAreIgnoredAndRewritten() throws {
        let cache = freshCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let arguments = ["--format", "json", "--cache-dir", cache.path, "Fixtures/Demo"]
        let reference = try BinaryRunner.run(arguments)
        let files = entries(cache)
        #expect(!files.isEmpty)
        for (index, file) in files.enumerated() {
            let data = try Data(contentsOf: file)
            let damaged: Data
            switch index % 3 {
            case 0: damaged = data.prefix(data.count / 2)
            case 1: damaged = Data(repeating: 0xFF, count: 64)
            default: damaged = Data()
            }
            try damaged.write(to: file)
        }
        let afterDamage = try BinaryRunner.run(arguments)
        #expect(afterDamage.stdout == reference.stdout)
        #expect(afterDamage.status == reference.status)
        for file in entries(cache) {
            #expect(try Data(contentsOf: file).count > 64, "\(file.lastPathComponent) was not rewritten")
        }
    }

    /// SwiftPM links a plugin's tool again in every build: the same code at another path and date must read
    /// the facts cached by its earlier copy (nothing parsed again, so no new entry), with the same report.
    @Test func theSameCodeLinkedAgainKeepsItsCache() throws {
        let cache = freshCache()
        let copies = FileManager.default.temporaryDirectory.appendingPathComponent("leakwatch-relinked-\(UUID())")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: copies)
        }
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        let arguments = ["--format", "json", "--cache-dir", cache.path, "Fixtures/Demo"]
        var reports: [String] = []
        var counts: [Int] = []
        for (name, date) in [("first", Date(timeIntervalSince1970: 1_000_000_000)), ("second", Date())] {
            let copy = copies.appendingPathComponent(name)
            try FileManager.default.copyItem(at: BinaryRunner.binary, to: copy)
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: copy.path)
            reports.append(try BinaryRunner.run(arguments, launcher: [copy.path]).stdout)
            counts.append(entries(cache).count)
        }
        #expect(counts[0] > 0)
        #expect(counts[1] == counts[0], "the second copy parsed again instead of reading the cache")
        #expect(reports[0] == reports[1] && !reports[0].isEmpty)
    }

    @Test func twoProcessesShareOneCache() throws {
        let cache = freshCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let arguments = ["--format", "json", "--cache-dir", cache.path, "--jobs", "2", "Fixtures"]
        let outputs = ConcurrentOutputs()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            if let result = try? BinaryRunner.run(arguments) { outputs.append(result.stdout) }
        }
        let third = try BinaryRunner.run(arguments)
        let uncached = try BinaryRunner.run(["--format", "json", "--no-cache", "Fixtures"])
        #expect(outputs.values.count == 2)
        #expect(outputs.values.allSatisfy { $0 == uncached.stdout })
        #expect(third.stdout == uncached.stdout)
        let everything =
            FileManager.default.enumerator(at: cache, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        #expect(everything.allSatisfy { !$0.lastPathComponent.hasPrefix(".") }, "temporary files were left behind")
    }
}

private final class ConcurrentOutputs: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [String] = []

    func append(_ value: String) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}
