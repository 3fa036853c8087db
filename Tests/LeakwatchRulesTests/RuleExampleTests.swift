import Foundation
import LeakwatchCore
import LeakwatchRules
import Testing

/// The examples `leakwatch rules ID` prints (and the README shows) are tests: each reported example fires at
/// the line marked `// ←`, each silent one stays silent, inside a view controller that declares what they use.
struct RuleExampleTests {
    static let marker = "// ←"

    /// The class the examples stand in: statements go into a method, member declarations into the body.
    static let setting = """
        import UIKit
        import Combine

        extension Notification.Name {
            static let didLogin = Notification.Name("didLogin")
            static let didSync = Notification.Name("didSync")
        }

        final class ExampleViewModel {
            @Published var items: [String] = []
            @Published var title: String? = nil
        }

        final class ChildCoordinator {
            var isCompleted: (() -> Void)?
        }

        final class ExampleViewController: UIViewController {
            let viewModel = ExampleViewModel()
            var cancellables = Set<AnyCancellable>()
            var token: NSObjectProtocol?
            var loginToken: NSObjectProtocol?
            @Published var heading: String? = nil
            let label = UILabel()
            let center = NotificationCenter.default
            var task: Task<Void, Never>?

            func reload() {}
            func render(_ items: [String]) {}
            @objc func refresh() {}
            func remove(_ child: ChildCoordinator) {}

        """

    /// The example placed in the setting, and the line of the setting each line of the example lands on.
    static func assemble(_ example: String) -> (source: String, lines: [Int]) {
        var source = setting
        var line = setting.split(separator: "\n", omittingEmptySubsequences: false).count
        var statements: [(String, Int)] = []
        var members: [(String, Int)] = []
        var inMember = false
        for (index, text) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let memberStart = ["override func", "func ", "deinit", "@objc"].contains { text.hasPrefix($0) }
            if memberStart { inMember = true } else if !text.hasPrefix(" "), text != "}" { inMember = false }
            if inMember { members.append((String(text), index)) } else { statements.append((String(text), index)) }
        }
        var lines = Array(repeating: 0, count: statements.count + members.count)
        source += "    func example() {\n"
        for (text, index) in statements {
            source += "        " + text + "\n"
            lines[index] = line + 1
            line += 1
        }
        source += "    }\n"
        line += 2
        for (text, index) in members {
            source += "    " + text + "\n"
            lines[index] = line
            line += 1
        }
        source += "}\n"
        return (source, lines)
    }

    static func findings(of rule: RuleDescription, in example: String) throws -> (findings: [Finding], lines: [Int]) {
        let (source, lines) = assemble(example)
        var options = AnalysisOptions()
        options.strict = true
        let analyzer = Analyzer(
            frontEnds: FixtureHarness.frontEnds, rules: AllRules.rules, jobs: 1, options: options)
        let facts = try analyzer.facts(for: SourceText(path: "Example.swift", text: source))
        return (analyzer.analyze(facts: [facts]).findings.filter { $0.ruleID == rule.id }, lines)
    }

    @Test(arguments: AllRules.descriptions.filter { $0.languages.contains(.swift) })
    func reportedExampleFiresAtTheMarkedLine(_ rule: RuleDescription) throws {
        let exampleLines = rule.firingExample.split(separator: "\n", omittingEmptySubsequences: false)
        let marked = exampleLines.indices.filter { exampleLines[$0].contains(Self.marker) }
        #expect(marked.count == 1, "\(rule.id): mark the reported line of the example with '\(Self.marker)'")
        let (findings, lines) = try Self.findings(of: rule, in: rule.firingExample)
        guard let index = marked.first else { return }
        #expect(
            findings.contains { $0.location.line == lines[index] },
            "\(rule.id): the reported example gives \(findings.map { "\($0.location): \($0.message)" })")
    }

    @Test(arguments: AllRules.descriptions.filter { $0.languages.contains(.swift) })
    func silentExampleStaysSilent(_ rule: RuleDescription) throws {
        let (findings, _) = try Self.findings(of: rule, in: rule.silentExample)
        #expect(findings.isEmpty, "\(rule.id): the silent example gives \(findings.map(\.message))")
    }
}

/// Findings in objects that live as long as the app are notes by default, and keep their severity with
/// `app_lifetime: full`.
struct AppLifetimeTests {
    @Test(arguments: [true, false])
    func appLifetimeFindingsAreNotesUnlessConfigured(_ asNotes: Bool) throws {
        let path = "Rules/strong-self-capture/app-lifetime-owners.swift"
        var options = AnalysisOptions()
        options.appLifetimeFindingsAreNotes = asNotes
        let findings = try FixtureHarness.analyzed(path, options: options)
        let appLifetime = findings.filter { $0.message.contains("lives as long as the app") }
        // Four registrations; the block observer's strong capture and its unremoved token are one finding. Two
        // controllers made at launch, one kept by the app delegate's tab bar controller.
        #expect(appLifetime.count == 5)
        #expect(appLifetime.allSatisfy { $0.severity == (asNotes ? .note : .warning) })
        #expect(
            findings.filter { !$0.message.contains("lives as long as the app") }.allSatisfy { $0.severity == .warning })
    }

    /// The application delegate, a controller made at launch and `dispatch_once` singletons (one made by
    /// `allocWithZone:`) in Objective-C.
    @Test func objectiveCAppLifetimeFindingsAreNotes() throws {
        let path = "Rules/strong-self-capture/app-lifetime-owners.m"
        let findings = try FixtureHarness.analyzed(path)
        #expect(findings.map(\.severity) == [.note, .note, .note, .note, .warning])
    }

    /// Objects made only in globals or in properties that an app-lifetime object sets up once, in both
    /// languages: notes; the same classes also made elsewhere, or kept by a screen, stay warnings.
    @Test(arguments: [
        (
            "app-lifetime-kept-objects.swift",
            [
                "Module", "SettingsWindow", "AppCoordinator", "StatusMenu", "SyncService", "SceneCoordinator",
                "HeaderPanel", "FooterPanel", "ToastCenter",
            ],
            6
        ),
        (
            "objects-of-dependency-containers.swift",
            ["NotificationService", "QuarantineController", "SyncEngine", "QuarantineTimeController", "PriceService"], 4
        ),
        ("swinject-default-scope.swift", ["GlucoseManager"], 1),
        (
            "app-lifetime-kept-objects.m",
            [
                "MainWindowController", "QueueTableController", "StatusController", "SyncService", "HistoryStore",
                "HistoryController", "TriggerController", "TopicsController",
            ], 4
        ),
    ])
    func objectsKeptOnlyByAppLifetimeOwnersAreNotes(_ name: String, _ keptTypes: [String], _ warnings: Int) throws {
        let findings = try FixtureHarness.analyzed("Rules/strong-self-capture/\(name)")
        let notes = findings.filter { $0.severity == .note }
        // The clause that names the type: `'StatusMenu' is made only as …`, after what keeps the closure.
        let named = notes.map { note in
            note.message.components(separatedBy: "; ").dropFirst().first { $0.hasPrefix("'") }?
                .components(separatedBy: "'")[1] ?? note.message
        }
        #expect(named == keptTypes)
        #expect(notes.allSatisfy { $0.message.contains("lives as long as the app") })
        #expect(findings.filter { $0.severity == .warning }.count == warnings)
    }
}

/// The main storyboard's controllers (`Projects/main-storyboard`): the initial tab bar controller's tabs, a
/// navigation root, an embedded child, a referenced storyboard's controller and what they make are notes; a pushed
/// controller and a storyboard the app does not start with stay warnings, and so does a registration repeated on
/// every appearance of a tab (its harm is the repetition). With the window's root set again outside a launch
/// method (`Projects/main-storyboard-replaced`), the first controller keeps its warning.
struct MainInterfaceLifetimeTests {
    static func findings(_ project: String) throws -> [Finding] {
        let paths = FixtureHarness.files(under: "Projects/\(project)")
        let sources = try paths.map { path in
            (path, try String(contentsOf: FixtureHarness.fixturesRoot.appendingPathComponent(path), encoding: .utf8))
        }
        return try FixtureHarness.findings(for: sources, project: "Projects/\(project)")
    }

    @Test func mainStoryboardControllersAreNotes() throws {
        let findings = try Self.findings("main-storyboard")
        let notes = findings.filter { $0.severity == .note }.map { ($0.file as NSString).lastPathComponent }
        #expect(
            Set(notes) == [
                "BannerViewController.swift", "FeedViewController.swift", "ProfileViewController.swift",
                "SettingsViewController.swift",
            ])
        let warnings = findings.filter { $0.severity == .warning }.map {
            "\(($0.file as NSString).lastPathComponent) \($0.ruleID)"
        }
        #expect(
            warnings.sorted() == [
                "DetailViewController.swift strong-self-capture", "SettingsViewController.swift lifecycle-mismatch",
                "WelcomeViewController.swift strong-self-capture",
            ])
    }

    @Test func aReplacedWindowRootKeepsTheWarnings() throws {
        let findings = try Self.findings("main-storyboard-replaced")
        #expect(findings.map(\.severity) == [.warning])
    }

    @Test func objectiveCMainStoryboard() throws {
        guard FixtureHarness.frontEnds.count > 1 else { return }
        let findings = try Self.findings("main-storyboard-objc")
        #expect(
            findings.map { "\(($0.file as NSString).lastPathComponent) \($0.severity)" }.sorted() == [
                "InboxViewController.m note", "MessageViewController.m warning",
            ])
    }
}

/// The main nib's top-level objects (`Projects/main-nib`, `-objc`: an app controller `MainMenu.xib` makes, in today's
/// and the old archive format) are notes; a view inside the nib's window, another nib's object and a class the code
/// also makes keep their warnings.
struct MainNibLifetimeTests {
    @Test func mainNibObjectsAreNotes() throws {
        let findings = try MainInterfaceLifetimeTests.findings("main-nib")
        #expect(
            findings.map { "\(($0.file as NSString).lastPathComponent) \($0.severity)" }.sorted() == [
                "Controller.swift note", "PreferencesSync.swift warning", "ProgressBadgeView.swift warning",
            ])
    }

    @Test func objectiveCMainNib() throws {
        guard FixtureHarness.frontEnds.count > 1 else { return }
        let findings = try MainInterfaceLifetimeTests.findings("main-nib-objc")
        #expect(
            findings.map { "\(($0.file as NSString).lastPathComponent) \($0.severity)" }.sorted() == [
                "AppController.m note", "InspectorController.m warning", "SyncMonitor.m warning",
            ])
    }
}

/// Storyboard scenes the code makes by identifier (`Projects/storyboard-scenes`, `-objc`): the controllers of a
/// scene kept once by the app delegate (in a lazy property, or set only while nil) are notes; a scene made on every
/// call, and a class also shown by such a scene, keep their warnings.
struct StoryboardSceneLifetimeTests {
    @Test func scenesKeptByTheAppDelegateAreNotes() throws {
        let findings = try MainInterfaceLifetimeTests.findings("storyboard-scenes")
        #expect(
            findings.map { "\(($0.file as NSString).lastPathComponent) \($0.severity)" }.sorted() == [
                "ChatsListViewController.swift note", "DetailsViewController.swift warning",
                "GeneralPreferencesController.swift note", "StatusViewController.swift warning",
            ])
    }

    @Test func objectiveCScenes() throws {
        guard FixtureHarness.frontEnds.count > 1 else { return }
        let findings = try MainInterfaceLifetimeTests.findings("storyboard-scenes-objc")
        #expect(
            findings.map { "\(($0.file as NSString).lastPathComponent) \($0.severity)" }.sorted() == [
                "GeneralPreferencesController.m note", "LogViewController.m warning",
            ])
    }
}

/// Test cases live until the run ends: their findings are notes by default, in both languages; the app's
/// own types that a test creates keep their severity.
struct TestCaseLifetimeTests {
    @Test(arguments: ["test-case-owners.swift", "test-case-owners.m"])
    func findingsInTestCasesAreNotes(_ name: String) throws {
        let path = "Rules/strong-self-capture/\(name)"
        let findings = try FixtureHarness.analyzed(path)
        let inTests = findings.filter { $0.message.contains("is a test case ('XCTestCase')") }
        // The Swift fixture has a second test case, whose mock `setUp` makes again.
        #expect(inTests.count == (name.hasSuffix(".swift") ? 2 : 1))
        #expect(inTests.allSatisfy { $0.severity == .note })
        #expect(findings.filter { !$0.message.contains("is a test case") }.allSatisfy { $0.severity == .warning })
    }
}

/// A finding in a test target's folder (a mock, a stub) is a note that says the file is test code.
struct TestCodeTests {
    @Test func findingsInTestFoldersAreNotes() throws {
        let findings = try FixtureHarness.analyzed("Projects/test-support/SupportTests/MockSession.swift")
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { $0.severity == .note && $0.message.contains("test code (under 'SupportTests')") })
    }

    @Test func findingsInDebugOnlyCodeAreNotes() throws {
        let findings = try FixtureHarness.analyzed("Rules/self-referencing-callback/switched-off-code.swift")
        let debugOnly = findings.filter { $0.message.contains("compiled only under '#if DEBUG'") }
        #expect(debugOnly.count == 1 && debugOnly.allSatisfy { $0.severity == .note })
        #expect(findings.filter { !$0.message.contains("#if DEBUG") }.map(\.severity) == [.warning])
    }

    @Test(arguments: [
        ("App/Tests/Mock.swift", "Tests"), ("PocketKit/Tests/PocketKitTests/Support/MockUser.swift", "PocketKitTests"),
        ("Specs/LoginSpec.swift", "Specs"), ("App/Screens/TestsScreen.swift", nil), ("AppTests.swift", nil),
        ("Core/Sources/TestSupport/Combine/Regulation.swift", "TestSupport"),
        ("Modules/NetworkingTestHelpers/StubServer.swift", "NetworkingTestHelpers"),
        ("App/Support/TestSupportViewController.swift", nil),
    ])
    func testFoldersAreFoundInPaths(_ path: String, _ folder: String?) {
        #expect(AppLifetime.testFolder(of: path) == folder)
    }
}

/// A block observer that can never be removed is a note when its block holds `self` weakly.
struct InertObserverTests {
    @Test func aDroppedObserverWhoseBlockHoldsSelfWeaklyIsANote() throws {
        let path = "Rules/discarded-observer-token/weak-blocks-and-schedulers.swift"
        let findings = try FixtureHarness.analyzed(path)
            .filter { $0.ruleID == "discarded-observer-token" }
        // The fourth, whose block holds `self` strongly, is one finding with that capture (strong-self-capture).
        #expect(findings.map(\.severity) == [.note, .warning, .warning])
    }

    /// The same for a token that is kept but never removed.
    @Test func anUnremovedObserverWhoseBlockHoldsSelfWeaklyIsANote() throws {
        let path = "Rules/unbalanced-observer/block-observer-tokens.swift"
        let findings = try FixtureHarness.analyzed(path)
            .filter { $0.ruleID == "unbalanced-observer" }
        let inert = findings.filter { $0.message.contains("its block holds 'self' weakly") }
        #expect(inert.map(\.location.line) == [17, 22, 45])
        #expect(inert.allSatisfy { $0.severity == .note })
        #expect(findings.filter { !inert.contains($0) }.allSatisfy { $0.severity == .warning })
    }
}
