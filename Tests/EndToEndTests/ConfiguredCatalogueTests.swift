import Foundation
import Testing

/// The configuration's catalogue rows reach every part of the analysis: the built binary is run on small trees
/// with one `.leakwatch.yml` entry each, and the report shows the entry followed (the README's examples first).
@Suite(.serialized) struct ConfiguredCatalogueTests {
    func run(_ files: [String: String], arguments: [String] = ["--format", "text", "."]) throws -> BinaryRunner.Output {
        let folder = try TemporaryTree.make(files.mapValues { Data($0.utf8) })
        defer { try? FileManager.default.removeItem(at: folder) }
        return try BinaryRunner.run(arguments, in: folder)
    }

    /// The findings' `file:line` and rule, one a line, for comparing whole reports (notes of a finding, which
    /// name no rule, are left out).
    func places(_ output: BinaryRunner.Output) -> [String] {
        output.stdout.split(separator: "\n").compactMap { line in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            let rule = line[line.index(after: open)..<line.index(before: line.endIndex)]
            let place = line.split(separator: ":").prefix(2).joined(separator: ":")
            return "\(place) \(rule)"
        }
    }

    static let screens = """
        import UIKit

        final class Analytics {
            static let shared = Analytics()
            func startTracking(_ screen: AnyObject) {}
            func stopTracking(_ screen: AnyObject) {}
        }

        final class ProfileScreen: UIViewController {
            let analytics = Analytics.shared
            override func viewDidLoad() {
                super.viewDidLoad()
                analytics.startTracking(self)
            }
        }

        final class SettingsScreen: UIViewController {
            let analytics = Analytics.shared
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                analytics.startTracking(self)
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                analytics.stopTracking(self)
            }
        }
        """

    @Test(arguments: [
        "observer_pairs:\n  - add: startTracking\n    remove: stopTracking\n    match: self_argument\n",
        "apis:\n  - name: startTracking\n    role: register\n    removal: stopTracking\n    pairing: self_argument\n",
    ])
    func configuredPairReportsTheUnbalancedScreenOnly(configuration: String) throws {
        let plain = try run(["Screens.swift": Self.screens])
        #expect(places(plain).isEmpty)
        let configured = try run([".leakwatch.yml": configuration, "Screens.swift": Self.screens])
        #expect(configured.status == 1)
        #expect(places(configured) == ["Screens.swift:13 unbalanced-observer"])
        #expect(configured.stdout.contains("'stopTracking'"))
    }

    @Test func configuredSameReceiverPairIsBalancedByTheSameReceiver() throws {
        let source = """
            final class Session {
                func begin(tracking name: String) {}
                func end(tracking name: String) {}
            }

            final class Player {
                let session = Session()
                func play() {
                    session.begin(tracking: "playback")
                }
            }

            final class Recorder {
                let session = Session()
                func record() {
                    session.begin(tracking: "recording")
                }
                func stop() {
                    session.end(tracking: "recording")
                }
            }
            """
        let configuration = "observer_pairs:\n  - add: begin\n    remove: end\n    match: same_receiver\n"
        let result = try run([".leakwatch.yml": configuration, "Session.swift": source])
        #expect(places(result) == ["Session.swift:9 unbalanced-observer"])
    }

    static let bus = """
        enum Event { case refresh }

        final class EventBus {
            private var handlers: [(Event) -> Void] = []
            func listen(toEvents events: [Event], onEvent: @escaping (Event) -> Void) -> Int {
                handlers.append(onEvent)
                return handlers.count
            }
        }
        """

    static let feed = """
        import UIKit

        final class FeedScreen: UIViewController {
            let bus = EventBus()
            var tokens: [Int] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                tokens.append(bus.listen(toEvents: [.refresh], onEvent: { _ in self.reload() }))
                tokens.append(bus.listen(toEvents: [.refresh]) { _ in self.reload() })
                tokens.append(bus.listen(toEvents: [.refresh], onEvent: self.handle))
            }

            func handle(_ event: Event) {}
            func reload() {}
        }
        """

    static let listen = """
        retaining_apis:
          - name: listen
            labels: [toEvents, onEvent]
            callback: onEvent
            returns_token: true
        """

    /// The README's `retaining_apis` example: by label, as a trailing closure and as a method reference, with the
    /// bus declared elsewhere (a framework) and declared by the project itself.
    @Test(arguments: [false, true])
    func configuredRetainingAPIIsFollowedInEveryForm(projectDeclaresIt: Bool) throws {
        var files = [".leakwatch.yml": Self.listen, "Feed.swift": Self.feed]
        if projectDeclaresIt { files["Bus.swift"] = Self.bus }
        let result = try run(files)
        #expect(
            places(result) == [
                "Feed.swift:9 strong-self-capture", "Feed.swift:10 strong-self-capture",
                "Feed.swift:11 method-reference-capture",
            ])
        #expect(result.stdout.contains("'listen'"))
    }

    @Test func apisCommandSaysWhichRowApplies() throws {
        let folder = try TemporaryTree.make([".leakwatch.yml": Data(Self.listen.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["apis", "listen"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains("from: the configuration; applies first, also over a project declaration"))
        #expect(result.stdout.contains("a trailing closure stands for 'onEvent:'"))
    }

    /// A row of each kind the catalogue holds, given in `.leakwatch.yml`: the report without it and with it.
    @Test(arguments: ConfiguredKind.all)
    func eachConfigurableKindIsFollowed(kind: ConfiguredKind) throws {
        let without = try run([kind.file: kind.source])
        let with = try run([".leakwatch.yml": "apis:\n" + kind.entry + "\n", kind.file: kind.source])
        #expect(with.status != 2, "\(kind.name): \(with.stderr)")
        #expect(places(without) == kind.without, "\(kind.name) without its entry")
        #expect(places(with) == kind.with, "\(kind.name) with its entry")
        if let words = kind.words { #expect(with.stdout.contains(words), "\(kind.name)") }
    }

    /// The front ends record what the configured rows name, so facts kept by a run under another configuration
    /// are not reused: the same tree, cached, then configured.
    @Test func cachedFactsFollowTheConfiguration() throws {
        guard let bag = ConfiguredKind.all.first(where: { $0.name == "store-into-bag" }) else {
            Issue.record("no store-into-bag kind")
            return
        }
        let folder = try TemporaryTree.make([bag.file: Data(bag.source.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cached = try BinaryRunner.run(["--format", "text", "."], in: folder)
        #expect(places(cached) == bag.without)
        try Data(("apis:\n" + bag.entry + "\n").utf8).write(to: folder.appendingPathComponent(".leakwatch.yml"))
        let configured = try BinaryRunner.run(["--format", "text", "."], in: folder)
        #expect(places(configured) == bag.with)
    }
}
