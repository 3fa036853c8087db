/// Types whose objects live as long as the app or the test run by what they adopt or inherit, and calls named
/// like registrations that register no observer. `.leakwatch.yml` adds rows of the same roles.
extension BuiltInAPIs {
    /// The application and scene delegates and a SwiftUI `App`: the app keeps them for its whole run.
    static let lifetimeRoots = typeRows(
        [
            ("UIApplicationDelegate", "UIKit"), ("UIWindowSceneDelegate", "UIKit"), ("UISceneDelegate", "UIKit"),
            ("NSApplicationDelegate", "AppKit"), ("WKApplicationDelegate", "WatchKit"),
            ("WKExtensionDelegate", "WatchKit"), ("App", "SwiftUI"),
        ], role: .lifetimeRoot, note: "a type adopting or inheriting it lives as long as the app")

    /// Base classes of test cases: the test runner keeps every test case object until the whole run ends.
    static let testCaseBases = typeRows(
        [
            ("XCTestCase", "XCTest"), ("QuickSpec", "Quick"), ("AsyncSpec", "Quick"),
            ("FBSnapshotTestCase", "iOSSnapshotTestCase"),
        ], role: .testCase, note: "the test runner keeps every test case object until the whole run ends")

    private static func typeRows(
        _ types: [(name: String, framework: String)], role: APIEntry.Role, note: String
    ) -> [APIEntry] {
        types.map { APIEntry($0.name, role: role, framework: $0.framework, note: note) }
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
