import Foundation
import Testing

/// Trees that fight back, run through the binary (issue 14): every odd entry is named on standard error with a
/// one-line reason, the rest of the tree is analyzed, and one thread prints exactly what several print.
@Suite(.serialized) struct HostileTreeTests {
    /// A file with one known finding, so that "the rest of the tree is analyzed" is checked by its presence.
    static let leaky = Data(
        """
        import Combine
        final class Feed {
            var bag = Set<AnyCancellable>()
            func start(_ p: AnyPublisher<Int, Never>) {
                p.sink { _ in self.reload() }.store(in: &bag)
            }
            func reload() {}
        }

        """.utf8)
    static let leakyFinding = "Leaky.swift:5:23: warning:"

    /// Runs the binary at the default thread count and at `--jobs 1`; both must print the same.
    func runBoth(_ arguments: [String], in folder: URL, asUnprivileged: Bool = false) throws -> BinaryRunner.Output {
        let many = try Self.run(arguments + ["--quiet"], in: folder, asUnprivileged: asUnprivileged)
        let one = try Self.run(arguments + ["--quiet", "--jobs", "1"], in: folder, asUnprivileged: asUnprivileged)
        #expect(one.stdout == many.stdout)
        #expect(Self.ownLines(one.stderr) == Self.ownLines(many.stderr))
        #expect(one.status == many.status)
        for line in Self.ownLines(many.stderr) {
            #expect(line.hasPrefix("leakwatch: error: ") || line.hasPrefix("leakwatch: warning: "), "\(line)")
        }
        return many
    }

    /// Standard error without the report libclang prints itself when it crashes on a file: its
    /// "libclang: crash detected …: {" line, its "  'key' : value" lines and its closing brace, told by their shape
    /// since two files parsed at once may interleave their reports (they name a temporary folder, so they differ
    /// run by run).
    static func ownLines(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { line in
            !(line.hasPrefix("libclang: ") || line.hasPrefix("  '") || line == "}")
        }
    }

    @Test func danglingLinksAreNamedAndTheRestIsAnalyzed() throws {
        let tree = try TemporaryTree.make(["Leaky.swift": Self.leaky, "Sub/Other.swift": Data("let x = 1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: tree) }
        try FileManager.default.createSymbolicLink(
            atPath: tree.appendingPathComponent("Dangling.swift").path, withDestinationPath: "does-not-exist.swift")
        try FileManager.default.createSymbolicLink(
            atPath: tree.appendingPathComponent("Sub/Gone.m").path, withDestinationPath: "../nowhere/Gone.m")
        let output = try runBoth(["--format", "text", "."], in: tree)
        #expect(output.status == 2)
        #expect(output.stdout.contains(Self.leakyFinding))
        #expect(
            output.stderr.contains(
                "leakwatch: error: Dangling.swift: symbolic link to 'does-not-exist.swift', which does not exist; skipped"
            ))
        #expect(output.stderr.contains("leakwatch: error: Sub/Gone.m: symbolic link to '../nowhere/Gone.m'"))
    }

    @Test func symbolicLinkLoopsEnd() throws {
        let tree = try TemporaryTree.make(["Leaky.swift": Self.leaky, "Sub/Inner.swift": Data("let y = 2\n".utf8)])
        defer { try? FileManager.default.removeItem(at: tree) }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: tree.appendingPathComponent("Sub/Up").path, withDestinationPath: "..")
        try manager.createSymbolicLink(
            atPath: tree.appendingPathComponent("Self.swift").path, withDestinationPath: "Self.swift")
        try manager.createSymbolicLink(
            atPath: tree.appendingPathComponent("A.swift").path, withDestinationPath: "B.swift")
        try manager.createSymbolicLink(
            atPath: tree.appendingPathComponent("B.swift").path, withDestinationPath: "A.swift")
        let output = try runBoth(["--format", "json", "."], in: tree)
        #expect(output.status == 1)
        #expect(output.stderr.contains("leakwatch: warning: Self.swift: symbolic link loop; not followed"))
        #expect(output.stderr.contains("leakwatch: warning: A.swift: symbolic link loop; not followed"))
        #expect(output.stderr.contains("leakwatch: warning: Sub/Up: symbolic link to a folder already analyzed"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 2)
    }

    @Test(.enabled(if: HostileTreeTests.canDropPrivileges)) func unreadableFilesAndFoldersAreNamed() throws {
        let tree = try TemporaryTree.make([
            "Leaky.swift": Self.leaky, "Secret.swift": Data("let s = 1\n".utf8),
            "Locked/Inside.swift": Data("let i = 1\n".utf8),
        ])
        defer {
            chmod(tree.appendingPathComponent("Locked").path, 0o755)
            try? FileManager.default.removeItem(at: tree)
        }
        chmod(tree.appendingPathComponent("Secret.swift").path, 0)
        chmod(tree.appendingPathComponent("Locked").path, 0)
        let output = try runBoth(["--format", "text", "--no-cache", "."], in: tree, asUnprivileged: true)
        #expect(output.status == 2)
        #expect(output.stdout.contains(Self.leakyFinding))
        #expect(output.stderr.contains("leakwatch: error: Secret.swift: cannot read the file (permission denied)"))
        #expect(output.stderr.contains("leakwatch: error: Locked: cannot list the folder (permission denied); skipped"))
    }

    @Test func pipesAndHugeFilesAreRefusedWithAReason() throws {
        let tree = try TemporaryTree.make(["Leaky.swift": Self.leaky])
        defer { try? FileManager.default.removeItem(at: tree) }
        #expect(mkfifo(tree.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        // 100 MB of source text, made sparse-free but cheap: one line repeated.
        let huge = tree.appendingPathComponent("Huge.swift")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        let block = Data(
            String(repeating: "let value = 1 // padding padding padding padding padding\n", count: 18_000).utf8)
        for _ in 0..<100 { handle.write(block) }
        try handle.close()
        let output = try runBoth(["--format", "text", "."], in: tree)
        #expect(output.status == 2)
        #expect(output.stdout.contains(Self.leakyFinding))
        #expect(output.stderr.contains("leakwatch: error: Pipe.swift: a named pipe, not a regular file; skipped"))
        #expect(output.stderr.contains("leakwatch: error: Huge.swift: 97 MB, larger than the 16 MB limit"))
    }

    /// Files on which libclang itself crashes (`#pragma clang __debug crash` is libclang's own way to crash
    /// on purpose; the objc fuzz target's corpus keeps an input found by fuzzing that crashes it by reading past a
    /// buffer, but not on every run): libclang's crash recovery turns each fault into an error for that file
    /// alone, and every other file, Swift and Objective-C, is analyzed. libclang prints its own report of each
    /// crash before leakwatch's line.
    @Test func filesThatCrashLibclangAreNamedAndTheRestIsAnalyzed() throws {
        let crashing = Data(
            "#import <Foundation/Foundation.h>\n#pragma clang __debug crash\n@implementation Broken\n@end\n".utf8)
        let observer = Data(
            """
            #import <Foundation/Foundation.h>
            @implementation Inbox
            - (void)start {
                [[NSNotificationCenter defaultCenter] addObserverForName:@"x" object:nil queue:nil
                                                              usingBlock:^(NSNotification *note) { [self reload]; }];
            }
            - (void)reload {}
            @end

            """.utf8)
        let tree = try TemporaryTree.make([
            "Leaky.swift": Self.leaky, "Crash.m": crashing, "Inbox.m": observer, "Sub/AlsoCrash.mm": crashing,
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let output = try runBoth(["--format", "text", "--no-cache", "."], in: tree)
        #expect(output.status == 2)
        #expect(output.stdout.contains(Self.leakyFinding))
        #expect(output.stdout.contains("Inbox.m:5:"), "\(output.stdout)")
        #expect(
            Self.ownLines(output.stderr) == [
                "leakwatch: error: Crash.m: libclang crashed on this file; skipped",
                "leakwatch: error: Sub/AlsoCrash.mm: libclang crashed on this file; skipped",
            ])
    }

    @Test func anUnwritableCacheIsAWarningAndTheRunGoesOn() throws {
        let tree = try TemporaryTree.make(["Leaky.swift": Self.leaky, "Other.swift": Data("let o = 1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: tree) }
        // A cache folder that is a file: no entry can ever be written under it.
        let blocked = tree.appendingPathComponent("not-a-folder")
        FileManager.default.createFile(atPath: blocked.path, contents: Data("x".utf8))
        let output = try runBoth(["--format", "text", "--cache-dir", blocked.path, "."], in: tree)
        #expect(output.status == 1)
        #expect(output.stdout.contains(Self.leakyFinding))
        let warnings = output.stderr.split(separator: "\n").filter { $0.contains("cannot write the facts cache") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasSuffix("this run goes on without it") == true)
        let uncached = try Self.run(["--format", "text", "--no-cache", "--quiet", "."], in: tree)
        #expect(uncached.stdout == output.stdout)
    }

    @Test(.enabled(if: HostileTreeTests.canDropPrivileges)) func aReadOnlyCacheIsAWarningAndTheRunGoesOn() throws {
        let tree = try TemporaryTree.make(["Leaky.swift": Self.leaky, "cache/keep": Data()])
        defer { try? FileManager.default.removeItem(at: tree) }
        let cache = tree.appendingPathComponent("cache")
        chmod(cache.path, 0o555)
        let output = try runBoth(
            ["--format", "text", "--cache-dir", cache.path, "Leaky.swift"], in: tree, asUnprivileged: true)
        #expect(output.status == 1)
        #expect(output.stdout.contains(Self.leakyFinding))
        #expect(output.stderr.contains("cannot write the facts cache in '\(cache.path)' (permission denied)"))
    }

    /// A cache folder on a full file system: a small private tmpfs mounted over it in a mount namespace of the
    /// run alone. Skipped (with a note) where the machine allows no such namespace.
    @Test func aFullCacheIsAWarningAndTheRunGoesOn() throws {
        var files = ["Leaky.swift": Self.leaky]
        for number in 0..<40 {
            files["Model\(number).swift"] = Data("final class Model\(number) { var value = \(number) }\n".utf8)
        }
        let tree = try TemporaryTree.make(files.merging(["cache/keep": Data()]) { $1 })
        defer { try? FileManager.default.removeItem(at: tree) }
        let cache = tree.appendingPathComponent("cache")
        let namespace = getuid() == 0 ? ["--mount"] : ["--mount", "--map-root-user"]
        let launcher =
            ["/usr/bin/unshare"] + namespace + [
                "/bin/sh", "-c", "mount -t tmpfs -o size=4k tmpfs \"$0\" 2>/dev/null || exit 97; exec \"$@\"",
                cache.path, BinaryRunner.binary.path,
            ]
        let arguments = ["--format", "text", "--quiet", "--cache-dir", cache.path, "."]
        let many = try BinaryRunner.run(arguments, in: tree, launcher: launcher)
        guard many.status != 97 else {
            print("aFullCacheIsAWarningAndTheRunGoesOn: skipped, no mount namespace here")
            return
        }
        let one = try BinaryRunner.run(arguments + ["--jobs", "1"], in: tree, launcher: launcher)
        #expect(many.status == 1, "\(many.stderr)")
        #expect(one.stdout == many.stdout && one.stderr == many.stderr)
        let warnings = many.stderr.split(separator: "\n")
        #expect(warnings.count == 1, "\(many.stderr)")
        #expect(warnings.first?.contains("cannot write the facts cache") == true, "\(many.stderr)")
        #expect(warnings.first?.hasSuffix("this run goes on without it") == true, "\(many.stderr)")
        let uncached = try Self.run(["--format", "text", "--no-cache", "--quiet", "."], in: tree)
        #expect(uncached.stdout == many.stdout)
    }

    /// Editors and build steps write while leakwatch reads: files that grow and vanish mid-run cost at most a
    /// one-line message each, and the stable files are reported as always.
    @Test func filesThatGrowOrVanishDuringTheRun() throws {
        var files = ["Leaky.swift": Self.leaky]
        for number in 0..<150 { files["Churn/File\(number).swift"] = Data("let v\(number) = \(number)\n".utf8) }
        let tree = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: tree) }
        let stop = Flag()
        let writer = Thread {
            var round = 0
            while !stop.isSet {
                // Each file vanishes, comes back and grows, line by line, to at most 40 lines.
                let path = tree.appendingPathComponent("Churn/File\(round % 150).swift").path
                if round % 41 == 0 {
                    unlink(path)
                } else if let handle = FileHandle(forWritingAtPath: path) ?? Self.create(path) {
                    handle.seekToEndOfFile()
                    handle.write(Data("let grown\(round) = \(round)\n".utf8))
                    try? handle.close()
                }
                round += 1
                if round % 150 == 0 { usleep(2_000) }
            }
        }
        writer.start()
        defer { stop.set() }
        for _ in 0..<3 {
            let output = try Self.run(["--format", "text", "--no-cache", "."], in: tree)
            #expect(output.status == 1 || output.status == 2, "\(output.stderr)")
            #expect(output.stdout.contains(Self.leakyFinding))
            for line in output.stderr.split(separator: "\n") where !line.hasPrefix("leakwatch: ") {
                Issue.record("unexpected standard error line: \(line)")
            }
        }
    }

    /// A file that is no configuration at all is named in one line and the tree is still analyzed with the
    /// default settings; the exit status says the input was bad.
    @Test func binaryHugeAndDeeplyNestedConfigurationsAreNamedAndTheTreeIsStillAnalyzed() throws {
        let tree = try TemporaryTree.make(["Leaky.swift": Self.leaky])
        defer { try? FileManager.default.removeItem(at: tree) }
        let cases: [(String, Data, String)] = [
            ("binary.yml", Data([0xFF, 0xFE, 0x00, 0x01, 0x80, 0x81]), "not UTF-8 text"),
            ("huge.yml", Data(String(repeating: "# a comment line\n", count: 200_000).utf8), "larger than"),
            (
                "flow.yml", Data((String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)).utf8),
                "nest"
            ),
            ("block.yml", Data((0..<300).map { String(repeating: " ", count: $0) + "k:\n" }.joined().utf8), "nest"),
        ]
        for (name, contents, reason) in cases {
            FileManager.default.createFile(atPath: tree.appendingPathComponent(name).path, contents: contents)
            let output = try runBoth(["--config", name, "--format", "text", "."], in: tree)
            #expect(output.status == 2, "\(name)")
            #expect(output.stdout.contains(Self.leakyFinding), "\(name): \(output.stdout)")
            #expect(output.stderr.contains("(analyzing with the default settings)"), "\(name)")
            let lines = output.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(name): \(output.stderr.prefix(500))")
            #expect(
                lines.first?.hasPrefix("leakwatch: error: \(name)") == true, "\(name): \(output.stderr.prefix(500))")
            #expect(output.stderr.contains(reason), "\(name): \(output.stderr.prefix(500))")
        }
        // `--fix` writes what the configuration shapes: it stops instead, and the source stays as it was.
        let fixing = try Self.run(["--config", "binary.yml", "--fix", "."], in: tree)
        #expect(fixing.status == 2)
        #expect(!fixing.stderr.contains("analyzing with the default settings"))
        #expect(try Data(contentsOf: tree.appendingPathComponent("Leaky.swift")) == Self.leaky)
    }

    // MARK: - Running as another user

    /// Permission bits mean nothing to root: as root the binary is run as `nobody` through `setpriv`.
    static var canDropPrivileges: Bool {
        getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    }

    static func run(_ arguments: [String], in folder: URL, asUnprivileged: Bool = false) throws -> BinaryRunner.Output {
        guard asUnprivileged, getuid() == 0 else { return try BinaryRunner.run(arguments, in: folder) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let prefix = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", BinaryRunner.binary.path]
        return try BinaryRunner.run(arguments, in: folder, launcher: prefix)
    }

    static func create(_ path: String) -> FileHandle? {
        FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
    }
}

/// A stop signal shared with a writer thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
