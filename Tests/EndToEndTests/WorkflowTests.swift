import Foundation
import Testing

/// The binary in the workflows of issue 3: configuration, suppressions, baselines, editors, hooks.
@Suite(.serialized) struct WorkflowTests {
    static let leak = EndToEndTests.leakingSource

    func tree(_ files: [String: String]) throws -> URL {
        try TemporaryTree.make(files.mapValues { Data($0.utf8) })
    }

    @Test func configurationSetsSeveritiesAndExcludesFiles() throws {
        let folder = try tree([
            ".leakwatch.yml":
                "excluded: [\"Generated/**\"]\nrules:\n  strong-self-capture:\n    severity: error\nfail_on: error\n",
            "App/Feed.swift": Self.leak,
            "Generated/Feed.swift": Self.leak,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["--format", "text", "."], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("App/Feed.swift:5:13: error:"))
        #expect(!result.stdout.contains("Generated/"))
    }

    @Test func ruleTurnedOffDoesNotRun() throws {
        let folder = try tree([
            ".leakwatch.yml": "rules:\n  strong-self-capture:\n    severity: off\n", "Feed.swift": Self.leak,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["--format", "text"], in: folder)
        #expect(!result.stdout.contains("strong-self-capture"))
    }

    @Test func badConfigurationStopsWithItsPlace() throws {
        let folder = try tree([
            ".leakwatch.yml": "rules:\n  strong-self-capture:\n    severty: error\n", "Feed.swift": Self.leak,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["--format", "text"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("leakwatch: error: ./.leakwatch.yml:3:5: unknown key 'severty' for rule"))
        let missing = try BinaryRunner.run(["--config", "nope.yml"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.yml: cannot read the configuration file"))
    }

    @Test func suppressionsSilenceAndStrictReportsUnusedOnes() throws {
        let suppressed =
            Self.leak.replacingOccurrences(
                of: "            self.reload()",
                with: "            self.reload() // leakwatch:disable-line strong-self-capture — test double")
            + "\n// leakwatch:disable-next-line unbalanced-observer, no-such-rule\nlet x = 1\n"
        let folder = try tree(["Feed.swift": suppressed])
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try BinaryRunner.run(["--format", "text", "."], in: folder)
        #expect(!plain.stdout.contains("strong-self-capture"))
        #expect(plain.stderr.contains("leakwatch: warning: Feed.swift:10: unknown rule 'no-such-rule' in suppression"))
        let strict = try BinaryRunner.run(["--format", "text", "--strict", "."], in: folder)
        #expect(
            strict.stdout.contains(
                "Feed.swift:10:1: warning: 'leakwatch:disable-next-line' suppresses nothing here; remove it [unused-suppression]"
            ))
    }

    @Test func baselineHidesKnownFindingsAcrossEditsAndShowsNewOnes() throws {
        let folder = try tree(["Feed.swift": Self.leak])
        defer { try? FileManager.default.removeItem(at: folder) }
        let write = try BinaryRunner.run(["--write-baseline", "baseline.json", "."], in: folder)
        #expect(write.status == 0)
        #expect(write.stderr.contains("wrote 1 baseline entry to baseline.json"))
        let shifted = "// a comment\n\nimport Foundation\n" + Self.leak
        try shifted.write(to: folder.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        let known = try BinaryRunner.run(["--baseline", "baseline.json", "--format", "text", "."], in: folder)
        #expect(known.status == 0)
        #expect(known.stdout.isEmpty)
        try (shifted + Self.leak.replacingOccurrences(of: "FeedViewController", with: "OtherViewController"))
            .write(to: folder.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        let fresh = try BinaryRunner.run(["--baseline", "baseline.json", "--format", "text", "."], in: folder)
        #expect(fresh.status == 1)
        #expect(fresh.stdout.split(separator: "\n").count == 2)
        let unreadable = try BinaryRunner.run(["--baseline", "missing.json", "."], in: folder)
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("cannot read the baseline 'missing.json'"))
    }

    @Test func standardInputIsReportedUnderItsPath() throws {
        let folder = try tree(["Other.swift": Self.leak])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(
            ["--stdin-path", "Unsaved.swift", "--format", "text"], in: folder, stdin: Self.leak)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Unsaved.swift:5:13: warning:"))
        #expect(!result.stdout.contains("Other.swift"))
    }

    @Test func changedReportsOnlyStagedFilesButReadsTheWholeTree() throws {
        let folder = try tree(["Old.swift": Self.leak])
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [
            ["init", "-q"], ["add", "."], ["-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "old"],
        ] {
            _ = try GitRunner.run(command, in: folder)
        }
        try Self.leak.write(to: folder.appendingPathComponent("New.swift"), atomically: true, encoding: .utf8)
        _ = try GitRunner.run(["add", "New.swift"], in: folder)
        let staged = try BinaryRunner.run(["--changed", "--format", "text"], in: folder)
        #expect(staged.stdout.contains("New.swift:5:13"))
        #expect(!staged.stdout.contains("Old.swift"))
        let againstHead = try BinaryRunner.run(["--changed", "HEAD", "--format", "text"], in: folder)
        #expect(againstHead.stdout.contains("New.swift:5:13"))
        let outside = try BinaryRunner.run(
            ["--changed", "--format", "text"], in: FileManager.default.temporaryDirectory)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("--changed: the current folder is not inside a git work tree"))
    }

    @Test func outputFileGetsTheReportAndStderrTheSummary() throws {
        let folder = try tree(["Feed.swift": Self.leak])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["--format", "json", "--output", "report.json", "."], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("1 finding in 1 file"))
        let written = try String(contentsOf: folder.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(written.hasPrefix("{\"version\":1"))
        // One leak, one finding: the strong capture speaks for the observer that is never removed.
        #expect(written.components(separatedBy: "\"rule\":\"strong-self-capture\"").count == 2)
        #expect(written.contains(",\"also\":[{\"rule\":\"unbalanced-observer\",\"line\":4,"))
    }

    @Test func initWritesAStarterThatLoadsAndRefusesToOverwrite() throws {
        let folder = try tree(["Feed.swift": Self.leak])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try BinaryRunner.run(["init"], in: folder).status == 0)
        let analysis = try BinaryRunner.run(["--format", "text", "."], in: folder)
        #expect(analysis.status == 1)
        #expect(analysis.stdout.contains("strong-self-capture"))
        let again = try BinaryRunner.run(["init"], in: folder)
        #expect(again.status == 2)
        #expect(again.stderr.contains("already exists"))
    }

    @Test func noProgressOrColorWhenNotATerminal() throws {
        let result = try BinaryRunner.run(["Fixtures"])
        #expect(!result.stderr.contains("\r"))
        #expect(!result.stdout.contains("\u{1B}"))
    }
}

/// Runs git for the `--changed` tests.
enum GitRunner {
    static func run(_ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Every report format through the binary, and the color switch of the pretty one.
@Suite(.serialized) struct FormatFlagTests {
    @Test(arguments: ["text", "pretty", "json", "sarif", "github", "checkstyle", "junit", "codeclimate", "html"])
    func everyFormatRunsOnTheDemo(_ format: String) throws {
        let result = try BinaryRunner.run(["--format", format, "Fixtures/Demo"])
        #expect(result.status == 1)
        #expect(!result.stdout.isEmpty)
        #expect(!result.stdout.contains("\u{1B}"))
    }

    /// A report that cannot be written is one line on standard error and exit status 2, in every format.
    @Test(arguments: ["text", "html"])
    func anUnwritableReportIsOneErrorLine(_ format: String) throws {
        for output in ["/nonexistent-leakwatch-folder/report.\(format)", "Fixtures"] {
            let result = try BinaryRunner.run(["--format", format, "--output", output, "--quiet", "Fixtures/Demo"])
            #expect(result.status == 2)
            #expect(result.stderr == "leakwatch: error: cannot write the report to \(output)\n")
        }
    }

    @Test func colorsOnlyWhenAskedOrOnATerminal() throws {
        let always = try BinaryRunner.run(["--format", "pretty", "--color", "always", "Fixtures/Demo"])
        #expect(always.stdout.contains("\u{1B}["))
        let never = try BinaryRunner.run(["--format", "pretty", "--color", "never", "Fixtures/Demo"])
        #expect(!never.stdout.contains("\u{1B}"))
        let piped = try BinaryRunner.run(["--format", "pretty", "Fixtures/Demo"])
        #expect(!piped.stdout.contains("\u{1B}"))
        #expect(piped.stdout.contains("^"))
    }
}
