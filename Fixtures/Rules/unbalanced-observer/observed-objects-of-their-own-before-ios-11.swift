// fixture-options: minimum-deployment-target iOS 10
import UIKit

/// Before iOS 11 an observed object that went with observers still registered raised an exception: a warning,
/// even for an object the class makes and keeps.
final class LegacyAutoSizingTableView: UIView {
    private let tableView = UITableView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        tableView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil) // expect-warning:19 unbalanced-observer {{key path 'contentSize' is never removed with 'removeObserver(_:forKeyPath:)' in 'LegacyAutoSizingTableView'; the observed object crashes or keeps notifying a dead observer; remove it}}
        // silent: removed in deinit.
        tableView.addObserver(self, forKeyPath: "bounds", options: .new, context: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    deinit {
        tableView.removeObserver(self, forKeyPath: "bounds")
    }
}
