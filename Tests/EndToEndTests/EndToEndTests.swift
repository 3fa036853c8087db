import Foundation
import Testing

/// The built binary on fixture trees: output, format, exit status, errors, as users and CI see them.
@Suite(.serialized) struct EndToEndTests {
    func expectGolden(_ output: String, _ name: String) throws {
        if BinaryRunner.isRecording {
            try BinaryRunner.record(output, as: name)
            return
        }
        #expect(output == (try BinaryRunner.golden(name)), "re-record with LEAKWATCH_RECORD=1 and review the diff")
    }

    @Test func demoTextReport() throws {
        let result = try BinaryRunner.run(["Fixtures/Demo"])
        #expect(result.status == 1)
        try expectGolden(result.stdout, "demo.txt")
        #expect(result.stderr.hasPrefix("leakwatch: "))
        #expect(result.stderr.contains("findings in"))
    }

    @Test func demoJSONReport() throws {
        let result = try BinaryRunner.run(["--format", "json", "Fixtures/Demo"])
        #expect(result.status == 1)
        try expectGolden(result.stdout, "demo.json")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(
                Set(finding.keys).subtracting(["fix"])
                    == ["rule", "severity", "file", "line", "column", "message", "path"])
            // Every finding of the demo says what keeps it, step by step, each step at a place in the demo.
            let path = try #require(finding["path"] as? [[String: Any]])
            #expect(path.count >= 2)
            for step in path {
                #expect(Set(step.keys) == ["kind", "label", "link", "message", "file", "line", "column", "breaks"])
                #expect((step["file"] as? String)?.hasPrefix("Fixtures/Demo/") == true)
            }
            #expect(path.last?["link"] as? String == "end" || path.last?["kind"] as? String == "object")
            if let fix = finding["fix"] as? [String: Any] {
                #expect(fix["description"] is String && !((fix["edits"] as? [[String: Any]]) ?? []).isEmpty)
            }
            #expect((finding["file"] as? String)?.hasPrefix("Fixtures/Demo/") == true)
        }
        let keys = findings.map { ($0["file"] as? String ?? "", $0["line"] as? Int ?? 0, $0["column"] as? Int ?? 0) }
        #expect(keys.map { "\($0.0)|\(String(format: "%06d", $0.1))|\(String(format: "%06d", $0.2))" }.isSorted)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == findings.count)
    }

    /// `--timings` prints every phase on standard error, the fixes of a JSON report among them, and leaves the
    /// report as it is.
    @Test func timingsListEveryPhaseBesideAnUnchangedReport() throws {
        let plain = try BinaryRunner.run(["--format", "json", "--no-cache", "Fixtures/Demo"])
        let timed = try BinaryRunner.run(["--format", "json", "--no-cache", "--timings", "Fixtures/Demo"])
        #expect(timed.status == 1)
        #expect(timed.stdout == plain.stdout)
        let lines = timed.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let header = try #require(lines.firstIndex(of: "leakwatch: timings in seconds of wall time"))
        let rows = lines[(header + 1)...]
        let phases = [
            "start", "discover", "files", "read", "cache read", "parse", "walk", "suppression scan", "cache write",
            "index", "model", "rules", "suppressions", "fixes", "baseline", "report", "other", "total",
        ]
        for phase in phases {
            let row = rows.first { $0.hasPrefix(phase + " ") }
            let seconds = row.flatMap { Double($0.dropFirst(phase.count).split(separator: " ").first ?? "") }
            #expect(seconds.map { $0 >= 0 } == true, "no figure for \(phase)")
        }
        #expect(rows.last?.contains("files/s") == true)
    }

    @Test func demoSARIFReport() throws {
        let result = try BinaryRunner.run(["--format", "sarif", "Fixtures/Demo"])
        #expect(result.status == 1)
        try expectGolden(result.stdout, "demo.sarif")
    }

    @Test func outputIsTheSameOnOneThreadAndOnMany() throws {
        let one = try BinaryRunner.run(["--jobs", "1", "--format", "json", "Fixtures"])
        let many = try BinaryRunner.run(["--jobs", "8", "--format", "json", "Fixtures"])
        #expect(one.status == many.status)
        #expect(one.stdout == many.stdout)
    }

    @Test func badInputIsReportedAndTheRestIsAnalyzed() throws {
        let folder = try TemporaryTree.make([
            "Good.swift": Data(Self.leakingSource.utf8),
            "Latin1.swift": Data([0x2F, 0x2F, 0x20, 0xE9, 0xE8, 0x0A]),
            "Binary.swift": Data([0x00, 0x01, 0x02, 0xFF, 0x00]),
            "Empty.swift": Data(),
            "Broken.swift": Data("class Broken { func f( { let = }\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["."], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.contains("Good.swift:5:13: warning:"))
        let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 2)
        #expect(errors.contains { $0.contains("Latin1.swift") && $0.contains("UTF-8") })
        #expect(errors.contains { $0.contains("Binary.swift") && $0.contains("binary") })
        #expect(result.stderr.contains("in 3 files"))
        #expect(result.stderr.contains("2 could not be analyzed"))
    }

    /// Older Objective-C projects keep Latin-1 or MacRoman bytes in comments and strings: the file is analyzed with
    /// each such byte read as `?` (lines and columns where they are), named in a note, and never rewritten by a fix.
    @Test func objectiveCInAnotherEncodingIsAnalyzedAndNeverRewritten() throws {
        let source = """
            #import <Foundation/Foundation.h>
            // Written by Ren\u{E9}
            @interface Poller : NSObject
            @property (nonatomic, strong) NSTimer *timer;
            @end
            @implementation Poller
            - (void)start {
                self.timer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *timer) {
                    /* \u{E9}t\u{E9} */ [self poll];
                }];
            }
            - (void)poll {}
            @end

            """
        let latin1 = try #require(source.data(using: .isoLatin1))
        let folder = try TemporaryTree.make(["Poller.m": latin1])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["."], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Poller.m:9:20: warning:"))
        #expect(
            result.stderr.contains("note: Poller.m: not valid UTF-8; its 3 bytes of another encoding were read as '?'"))
        let fixed = try BinaryRunner.run(["--fix", "."], in: folder)
        #expect(fixed.stderr.contains("fixed 0 of 1"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("Poller.m")) == latin1)
    }

    @Test func missingPathIsAUsageError() throws {
        let result = try BinaryRunner.run(["No/Such/Folder"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "leakwatch: error: no such file or folder: No/Such/Folder\n")
    }

    @Test func badFlagIsAUsageError() throws {
        let result = try BinaryRunner.run(["--format", "xml", "Fixtures/Demo"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("xml"))
    }

    @Test func cleanCodeExitsZeroWithNoOutput() throws {
        let folder = try TemporaryTree.make(["Clean.swift": Data(Self.cleanSource.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run([folder.path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("0 findings in 1 file"))
    }

    @Test func failOnNeverKeepsStatusZero() throws {
        let result = try BinaryRunner.run(["--fail-on", "never", "--quiet", "Fixtures/Demo"])
        #expect(result.status == 0)
        #expect(!result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test func rulesAreListedAndExplained() throws {
        let list = try BinaryRunner.run(["rules"])
        #expect(list.status == 0)
        for id in ["assign-on-self", "method-reference-capture", "self-referencing-callback", "strong-self-capture"] {
            #expect(list.stdout.contains(id))
        }
        let explanation = try BinaryRunner.run(["rules", "strong-self-capture"])
        #expect(explanation.stdout.contains("[weak self]"))
        let unknown = try BinaryRunner.run(["rules", "no-such-rule"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no rule 'no-such-rule'"))
    }

    static let leakingSource = """
        final class FeedViewController {
            var token: Any?
            func viewDidLoad() {
                token = NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in
                    self.reload()
                }
            }
            func reload() {}
        }
        """

    static let cleanSource = """
        final class FeedViewController {
            var token: Any?
            func viewDidLoad() {
                token = NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { [weak self] _ in
                    self?.reload()
                }
            }
            deinit { token.map(NotificationCenter.default.removeObserver) }
            func reload() {}
        }
        """
}

extension Array where Element: Comparable {
    var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}

/// A temporary folder of files, for trees that cannot live in the repository (invalid UTF-8, binary).
enum TemporaryTree {
    static func make(_ files: [String: Data]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leakwatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, data) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return folder
    }
}
