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

    /// A file in the folder of an Xcode project that no target builds is reported as a note that says so; once the
    /// project lists it, a warm run reports it as a warning, although no source file changed.
    @Test func filesNoXcodeTargetBuildsAreNotesUntilTheProjectListsThem() throws {
        let cache = freshCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let source =
            "final class Screen {\n    var onClose: (() -> Void)?\n    func load() {\n        onClose = { self.load() }\n    }\n}\n"
        let project = { (listed: [String]) in
            "// !$*UTF8*$!\n{\n\tobjects = {\n"
                + listed.enumerated().map {
                    "\t\tA\($0.offset) /* \($0.element) in Sources */ = {isa = PBXBuildFile; };\n"
                }
                .joined() + "\t};\n}\n"
        }
        let tree = try TemporaryTree.make([
            "App/Screen.swift": Data(source.utf8),
            "App/OldScreen.swift": Data(source.replacingOccurrences(of: "Screen", with: "OldScreen").utf8),
            "App.xcodeproj/project.pbxproj": Data(project(["Screen.swift"]).utf8),
            // A development pod: the Pods project builds it, which the analysis does not read.
            "LocalPods/Feature/Feature.podspec": Data("Pod::Spec.new { |s| s.name = 'Feature' }\n".utf8),
            "LocalPods/Feature/Classes/FeatureScreen.swift": Data(
                source.replacingOccurrences(of: "Screen", with: "FeatureScreen").utf8),
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let arguments = ["--format", "text", "--cache-dir", cache.path, "."]
        let before = try BinaryRunner.run(arguments, in: tree)
        #expect(before.stdout.contains("App/Screen.swift:4:21: warning:"), "\(before.stdout)")
        #expect(
            before.stdout.contains("LocalPods/Feature/Classes/FeatureScreen.swift:4:21: warning:"), "\(before.stdout)")
        #expect(
            before.stdout.contains(
                "App/OldScreen.swift:4:21: note: closure stored in 'self.onClose' captures 'self' strongly: 'self' keeps the closure and the closure keeps 'self'; the file is in no target of 'App.xcodeproj': no app builds it"
            ), "\(before.stdout)")
        try project(["Screen.swift", "OldScreen.swift"]).write(
            to: tree.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let after = try BinaryRunner.run(arguments, in: tree)
        #expect(after.stdout.contains("App/OldScreen.swift:4:21: warning:"), "\(after.stdout)")
    }

    /// The deployment target comes from the build settings of the project that builds the file: a selector observer
    /// never removed is a warning for iOS 8, nothing for iOS 13; a warm run sees the project change, and a configured
    /// target holds for every file.
    @Test func theDeploymentTargetIsTheOneOfTheProjectThatBuildsTheFile() throws {
        let cache = freshCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let source = """
            import UIKit
            final class Inbox: UIViewController {
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .init("x"), object: nil)
                }
                @objc func reload() {}
            }

            """
        // A project whose app target compiles Inbox.swift; the project's settings name the SDK, the target's its
        // deployment target.
        let project = { (target: String) in
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA0 /* Inbox.swift in Sources */ = {isa = PBXBuildFile; fileRef = A1 /* Inbox.swift */; };
            \t\tA1 /* Inbox.swift */ = {isa = PBXFileReference; path = Inbox.swift; sourceTree = "<group>"; };
            \t\tA2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (A0 /* Inbox.swift in Sources */,); };
            \t\tA3 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = A5; buildPhases = (A2,); name = App; };
            \t\tA4 /* Project object */ = {isa = PBXProject; buildConfigurationList = A6; targets = (A3,); };
            \t\tA5 = {isa = XCConfigurationList; buildConfigurations = (A7,); };
            \t\tA6 = {isa = XCConfigurationList; buildConfigurations = (A8,); };
            \t\tA7 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = \(target);}; name = Release; };
            \t\tA8 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release; };
            \t};
            \trootObject = A4 /* Project object */;
            }

            """
        }
        let tree = try TemporaryTree.make([
            "App/Inbox.swift": Data(source.utf8),
            "App.xcodeproj/project.pbxproj": Data(project("8.0").utf8),
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let arguments = ["--format", "text", "--cache-dir", cache.path, "."]
        let old = try BinaryRunner.run(arguments, in: tree)
        #expect(old.stdout.contains("App/Inbox.swift:4:36: warning:"), "\(old.stdout)")
        #expect(old.stdout.contains("before iOS 9 the center keeps a dangling observer"), "\(old.stdout)")
        // The same with the tree named by its absolute path, as Xcode's build phase names `$SRCROOT`.
        let absolute = try BinaryRunner.run(["--format", "text", "--no-cache", tree.path], in: tree)
        #expect(absolute.stdout.contains("Inbox.swift:4:36: warning:"), "\(absolute.stdout)")
        try project("13.0").write(
            to: tree.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let modern = try BinaryRunner.run(arguments, in: tree)
        #expect(!modern.stdout.contains("Inbox.swift"), "\(modern.stdout)")
        try project("8.0").write(
            to: tree.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try "minimum_deployment_target: iOS 12\n".write(
            to: tree.appendingPathComponent(".leakwatch.yml"), atomically: true, encoding: .utf8)
        let configured = try BinaryRunner.run(arguments, in: tree)
        #expect(!configured.stdout.contains("Inbox.swift"), "\(configured.stdout)")
    }

    static let leakingFeed = """
        import Foundation
        final class Feed {
            var token: NSObjectProtocol?
            func start() {
                token = NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in
                    self.reload()
                }
            }
            func reload() {}
        }

        """

    /// A run over a tree in which nothing changed reuses the earlier run's result (its summary says so) and reports
    /// exactly what a cold run reports; a change of the configuration, of an argument or of one file is analyzed
    /// again, and going back to an earlier state reuses that state's result.
    @Test func anUnchangedTreeReusesItsResultAndEveryChangeIsAnalyzedAgain() throws {
        let cache = freshCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let tree = try TemporaryTree.make(["Feed.swift": Data(Self.leakingFeed.utf8)])
        defer { try? FileManager.default.removeItem(at: tree) }
        let reused = "whose result was reused"
        let arguments = ["--format", "json", "--cache-dir", cache.path, "."]
        let uncached = try BinaryRunner.run(["--format", "json", "--no-cache", "."], in: tree)
        let cold = try BinaryRunner.run(arguments, in: tree)
        let warm = try BinaryRunner.run(arguments, in: tree)
        #expect(uncached.stdout.contains("\"rule\":\"strong-self-capture\""))
        #expect(!cold.stderr.contains(reused))
        #expect(warm.stderr.contains(reused))
        #expect(warm.stdout == cold.stdout && cold.stdout == uncached.stdout)
        #expect(warm.status == 1 && cold.status == 1)
        // Flags that only shape the report or the exit status share the result.
        let lenient = try BinaryRunner.run(["--fail-on", "error", "--jobs", "1"] + arguments, in: tree)
        #expect(lenient.stderr.contains(reused) && lenient.stdout == cold.stdout && lenient.status == 0)

        let configuration = tree.appendingPathComponent(".leakwatch.yml")
        try "rules:\n  strong-self-capture:\n    severity: off\n".write(
            to: configuration, atomically: true, encoding: .utf8)
        let configured = try BinaryRunner.run(arguments, in: tree)
        #expect(!configured.stderr.contains(reused))
        #expect(!configured.stdout.contains("strong-self-capture") && configured.stdout != cold.stdout)
        try FileManager.default.removeItem(at: configuration)

        let strict = try BinaryRunner.run(["--strict"] + arguments, in: tree)
        #expect(!strict.stderr.contains(reused))

        let feed = tree.appendingPathComponent("Feed.swift")
        try Self.leakingFeed.replacingOccurrences(of: "{ _ in", with: "{ [weak self] _ in").replacingOccurrences(
            of: "self.reload()", with: "self?.reload()"
        ).write(to: feed, atomically: true, encoding: .utf8)
        let fixed = try BinaryRunner.run(arguments, in: tree)
        #expect(!fixed.stderr.contains(reused))
        #expect(!fixed.stdout.contains("strong-self-capture") && fixed.stdout != cold.stdout)

        try Self.leakingFeed.write(to: feed, atomically: true, encoding: .utf8)
        let back = try BinaryRunner.run(arguments, in: tree)
        #expect(back.stderr.contains(reused))
        #expect(back.stdout == cold.stdout && back.status == 1)

        // An editor's buffer on standard input is analyzed with the cached facts of the other files, and its run
        // keeps no result: the results folder has the same entries before and after.
        let folders = try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)
        let results = try #require(folders.first { $0.lastPathComponent.hasPrefix("results-") })
        let before = entries(results).count
        let edited = try BinaryRunner.run(
            ["--format", "json", "--cache-dir", cache.path, "--stdin-path", "Feed.swift"], in: tree,
            stdin: Self.leakingFeed + "// typing\n")
        #expect(edited.stdout.contains("\"rule\":\"strong-self-capture\"") && !edited.stderr.contains(reused))
        #expect(before > 0 && entries(results).count == before)
    }

    /// A symbolic link not followed is part of the tree's shape: its warning is printed on every run, and the result
    /// is still reused when nothing changed; a link added since is a change.
    @Test func aTreeWithALinkNotFollowedStillReusesItsResult() throws {
        let cache = freshCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let tree = try TemporaryTree.make(["Sources/Feed.swift": Data(Self.leakingFeed.utf8)])
        defer { try? FileManager.default.removeItem(at: tree) }
        try FileManager.default.createSymbolicLink(
            at: tree.appendingPathComponent("XMirror"), withDestinationURL: tree.appendingPathComponent("Sources"))
        let reused = "whose result was reused"
        let link = "symbolic link to a folder already analyzed; not followed"
        let arguments = ["--format", "json", "--cache-dir", cache.path, "."]
        let cold = try BinaryRunner.run(arguments, in: tree)
        let warm = try BinaryRunner.run(arguments, in: tree)
        #expect(cold.stderr.contains(link) && warm.stderr.contains(link))
        #expect(!cold.stderr.contains(reused) && warm.stderr.contains(reused))
        #expect(warm.stdout == cold.stdout && warm.status == cold.status)
        try FileManager.default.createSymbolicLink(
            at: tree.appendingPathComponent("YAgain"), withDestinationURL: tree.appendingPathComponent("Sources"))
        let linkedAgain = try BinaryRunner.run(arguments, in: tree)
        #expect(!linkedAgain.stderr.contains(reused) && linkedAgain.stderr.contains("YAgain: " + link))
    }

    /// With `--objc-arg` the Objective-C front end reads the real headers and the arguments decide the parse: a file's
    /// facts then depend on more than its text, and are not taken from the cache of a run with other arguments.
    @Test func objectiveCFilesParsedWithConfiguredArgumentsAreNotServedStaleFacts() throws {
        let cache = freshCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let source = """
            @interface Holder
            #ifdef WEAK_HANDLER
            @property (nonatomic, weak) void (^handler)(void);
            #else
            @property (nonatomic, copy) void (^handler)(void);
            #endif
            - (void)finish;
            @end

            @implementation Holder
            - (void)setUp {
                self.handler = ^{ [self finish]; };
            }
            - (void)finish {}
            @end

            """
        let tree = try TemporaryTree.make(["Holder.m": Data(source.utf8)])
        defer { try? FileManager.default.removeItem(at: tree) }
        func run(_ define: String) throws -> BinaryRunner.Output {
            try BinaryRunner.run(
                ["--format", "text", "--cache-dir", cache.path, "--objc-arg=-D\(define)", "."], in: tree)
        }
        let weak = try run("WEAK_HANDLER")
        let copied = try run("COPY_HANDLER")
        let weakAgain = try run("WEAK_HANDLER")
        #expect(weak.stdout.isEmpty && weak.status == 0)
        #expect(copied.stdout.contains("Holder.m:12:24: warning:") && copied.status == 1)
        #expect(weakAgain.stdout.isEmpty && weakAgain.status == 0)
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
