/// Types whose objects live as long as the app or the test run by what they adopt or inherit, and calls named
/// like registrations that register no observer. `.leakwatch.yml` adds rows of the same roles.
extension BuiltInAPIs {
    /// The application and scene delegates and a SwiftUI `App`: the app keeps them for its whole run.
    static let lifetimeRoots: [APIEntry] = [
        ("UIApplicationDelegate", "UIKit"), ("UIWindowSceneDelegate", "UIKit"), ("UISceneDelegate", "UIKit"),
        ("NSApplicationDelegate", "AppKit"), ("WKApplicationDelegate", "WatchKit"), ("WKExtensionDelegate", "WatchKit"),
        ("App", "SwiftUI"),
    ].map { name, framework in
        APIEntry(
            name, role: .lifetimeRoot, framework: framework,
            note: "a type adopting or inheriting it lives as long as the app")
    }

    /// Base classes of test cases: the test runner keeps every test case object until the whole run ends.
    static let testCaseBases: [APIEntry] = [
        ("XCTestCase", "XCTest"), ("QuickSpec", "Quick"), ("AsyncSpec", "Quick"),
        ("FBSnapshotTestCase", "iOSSnapshotTestCase"),
    ].map { name, framework in
        APIEntry(
            name, role: .testCase, framework: framework,
            note: "the test runner keeps every test case object until the whole run ends")
    }

    /// Cell and view registrations of tables and collections: they register a class or a nib to make cells
    /// from, not an observer, and need no removal.
    static let notObservers: [APIEntry] = [
        ("forCellReuseIdentifier", "UITableView"), ("forHeaderFooterViewReuseIdentifier", "UITableView"),
        ("forCellWithReuseIdentifier", "UICollectionView"), ("forSupplementaryViewOfKind", "UICollectionView"),
    ].map { label, type in
        APIEntry(
            "register", labels: [label], role: .notObserver, framework: "UIKit",
            note: "\(type) registers a cell or view class to dequeue, not an observer: nothing to remove")
    }
}
