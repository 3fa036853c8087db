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

    /// Cell and view registrations of tables, collections and maps: they register a class or a nib to make cells
    /// from, not an observer, and need no removal. Each Swift form has a class and a nib selector in Objective-C
    /// (`registerClass:forCellReuseIdentifier:`, `registerNib:forCellReuseIdentifier:`), which the titles import
    /// as the same `register(_:…)` call.
    static let notObservers: [APIEntry] = [
        (["forCellReuseIdentifier"], "UITableView", "UIKit", ["Class", "Nib"]),
        (["forHeaderFooterViewReuseIdentifier"], "UITableView", "UIKit", ["Class", "Nib"]),
        (["forCellWithReuseIdentifier"], "UICollectionView", "UIKit", ["Class", "Nib"]),
        (["forSupplementaryViewOfKind", "withReuseIdentifier"], "UICollectionView", "UIKit", ["Class", "Nib"]),
        (["forDecorationViewOfKind"], "UICollectionViewLayout", "UIKit", ["Class", "Nib"]),
        (["forAnnotationViewWithReuseIdentifier"], "MKMapView", "MapKit", ["Class"]),
        (["forItemWithIdentifier"], "NSCollectionView", "AppKit", ["Class", "Nib"]),
        (["forSupplementaryViewOfKind", "withIdentifier"], "NSCollectionView", "AppKit", ["Class", "Nib"]),
    ].flatMap { labels, type, framework, kinds in
        kinds.map { kind in
            let pieces = labels.map { $0 + ":" }.joined()
            // Matched by the first label alone: a call that has it registers a view whatever follows.
            return APIEntry(
                "register", labels: [labels[0]], selector: "register\(kind):" + pieces, role: .notObserver,
                title: "register(_:\(pieces))", framework: framework,
                note: "\(type) registers a \(kind == "Nib" ? "nib" : "class") to make its views from, not an observer: "
                    + "nothing to remove")
        }
    }
}
