/// How a type's singleton is reached: a static property (`Store.shared`) or an Objective-C class method that makes
/// the one instance (`[Manager sharedManager]`).
package struct SingletonAccessor: Hashable, Sendable, Codable {
    package var name: String
    package var isClassMethod: Bool

    package static func staticProperty(_ name: String) -> SingletonAccessor { .init(name: name, isClassMethod: false) }
    package static func classMethod(_ name: String) -> SingletonAccessor { .init(name: name, isClassMethod: true) }
}

/// Why a type's objects live as long as the app (or, for test cases, the test run), as the index found it. Rules
/// say it in words (`Phrase`); the index only finds it.
package enum AppLifetime: Hashable, Sendable {
    /// `@main`, `@UIApplicationMain`, `@NSApplicationMain`.
    case entryPoint(type: String)
    /// `static let shared = Store()`, `+sharedManager` with `dispatch_once`.
    case singleton(type: String, accessor: SingletonAccessor)
    /// It adopts or inherits a lifetime root of the catalogue (`UIApplicationDelegate`).
    case adopts(type: String, root: String)
    /// It inherits a test case base class: kept until the whole test run ends.
    case testCase(type: String, base: String)
    /// The project makes it only in `property` (`Module.settingsWindow`, and `more` such properties) of `owner`,
    /// which lives as long as the app.
    case madeOnlyAs(type: String, owner: String, property: String, more: Int)
    /// The project makes it only in global variables.
    case madeOnlyInGlobals(type: String)
    /// The project makes it only in the app delegate's launch method (and in globals), once per run.
    case madeOnlyAtLaunch(type: String)
    /// The project makes it only in a dependency container's registration whose scope keeps one instance for the
    /// container's life (`register { Service() }.scope(.application)`), or in globals as well.
    case madeOnlyInContainer(type: String, scope: String)
    /// The file is test code (a folder of a test target, `PocketKitTests/Support/MockUser.swift`): it runs only
    /// while the tests do, and ships in no app.
    case testCode(folder: String)
    /// The code is compiled only under a debug-only `#if` (`DEBUG`, `targetEnvironment(simulator)`).
    case debugOnly(condition: String)
    /// The file is in the folder of an Xcode project, and no target of the tree's projects compiles it.
    case notBuilt(project: String)
    /// The main storyboard's initial controller, or a controller it keeps (a tab, a navigation root): the window
    /// keeps it as long as the app runs. Or a top-level object of the main nib, which the application keeps.
    case interfaceRoot(InterfaceRoot)
    /// A controller of a storyboard scene the code makes by its identifier only in `property` of `owner`, which
    /// lives as long as the app (`AppDelegate.preferencesWindowController`), or only in globals (no owner).
    case storyboardScene(InterfaceRoot, owner: String?, property: String?)

    /// The reason in words, the same in every language.
    /// The code is a test case's: kept until the test run ends.
    package var isTestCase: Bool {
        if case .testCase = self { return true }
        return false
    }

    package var phrase: Phrase {
        switch self {
        case .entryPoint(let type): "\(code: type) is the app's entry point and lives as long as the app"
        case .singleton(let type, let accessor):
            "\(code: type) is a singleton (\(code: accessor.isClassMethod ? "[\(type) \(accessor.name)]" : type + "." + accessor.name)) and lives as long as the app"
        case .adopts(let type, let root): "\(code: type) is the app's \(code: root) and lives as long as the app"
        case .testCase(let type, let base):
            "\(code: type) is a test case (\(code: base)): the test runner keeps it until the whole run ends"
        case .madeOnlyAs(let type, let owner, let property, let more):
            "\(code: type) is made only as \(code: owner + "." + property)"
                + (more > 0 ? " (and \(more) more such properties)" : "")
                + ", and \(code: owner) lives as long as the app"
        case .madeOnlyInGlobals(let type): "\(code: type) is made only in global variables and lives as long as the app"
        case .madeOnlyAtLaunch(let type):
            "\(code: type) is made only when the app launches, once per run, and lives as long as the app at most"
        case .madeOnlyInContainer(let type, let scope) where scope == Instantiation.defaultScope:
            "\(code: type) is made only by registrations of a dependency container made with \(code: scope), "
                + "which keeps one instance: it lives as long as the app"
        case .madeOnlyInContainer(let type, let scope) where scope.hasSuffix("}"):
            "\(code: type) is made only by a dependency container's \(code: scope) registration, which keeps one "
                + "instance: it lives as long as the app"
        case .madeOnlyInContainer(let type, let scope):
            "\(code: type) is made only by a dependency container's registration with \(code: "." + scope), which keeps "
                + "one instance: it lives as long as the app"
        case .testCode(let folder): "the file is test code (under \(code: folder)): it runs only in the tests"
        case .debugOnly(let condition): "the code is compiled only under \(code: "#if " + condition), in no shipped app"
        case .notBuilt(let project): "the file is in no target of \(code: project): no app builds it"
        case .storyboardScene(let root, let owner, let property):
            "\(code: root.typeName) " + Self.placeInScene(root) + ", which the project makes only "
                + (owner.map { owner in
                    "as \(code: owner + "." + (property ?? "")), and \(code: owner) lives as long as the app"
                } ?? "in global variables, which live as long as the app")
        case .interfaceRoot(let root):
            if root.isExtensionPrincipal {
                "\(code: root.typeName) is the principal class of the app extension of \(code: root.storyboard), which "
                    + "keeps it as long as the extension runs"
            } else if root.isMainNibObject {
                "\(code: root.typeName) is a top-level object of \(code: root.storyboard), the app's main nib, which the "
                    + "application keeps as long as it runs"
            } else if let keeper = root.keeper {
                "\(code: root.typeName) is kept by \(code: keeper) (\(code: root.relationship ?? "relationship")) under the "
                    + "initial view controller of \(code: root.storyboard), the app's main interface, and lives as long "
                    + "as the app"
            } else {
                "\(code: root.typeName) is the initial view controller of \(code: root.storyboard), the app's main "
                    + "interface, which the window keeps as long as the app runs"
            }
        }
    }
}

extension AppLifetime {
    /// Where a scene's controller stands: `is kept by 'X' ('tabItems') in the storyboard scene 'Preferences' of
    /// 'Main.storyboard'`, `is the initial controller of 'Preferences.storyboard'`.
    private static func placeInScene(_ root: InterfaceRoot) -> Phrase {
        let isInitial = root.isInitialScene
        let scene: Phrase =
            isInitial
            ? "the initial controller of \(code: root.scene ?? "")"
            : "the storyboard scene \(code: root.scene ?? "") of \(code: root.storyboard)"
        guard let keeper = root.keeper else { return isInitial ? "is \(scene)" : "is the controller of \(scene)" }
        let relationship = root.relationship ?? "relationship"
        return "is kept by \(code: keeper) (\(code: relationship)) \(isInitial ? "under" : "in") \(scene)"
    }

    /// The test folder a file's path runs through (`Tests`, `PocketKitTests`, `Specs`, a test-support module such
    /// as `TestSupport` or `NetworkingTestHelpers` that only test targets link), nil for app code.
    package static func testFolder(of path: String) -> String? {
        path.split(separator: "/").dropLast().last { folder in
            folder == "Test" || testFolderEndings.contains { folder.hasSuffix($0) }
        }.map(String.init)
    }

    /// How the names of folders of test code end.
    private static let testFolderEndings = ["Tests", "Specs", "TestSupport", "TestHelpers", "TestUtilities"]
}
