import UIKit

// A method passed by its label to a project wrapper whose parameters before it have default values.
extension Notification.Name {
    @discardableResult
    func onPost(
        object: Any? = nil, queue: OperationQueue? = nil, using block: @escaping (Notification) -> Void
    ) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: self, object: object, queue: queue, using: block)
    }

    static let themeChanged = Notification.Name("ThemeChanged")
}

/// Runs its closure before it returns.
func withEach(_ names: [Notification.Name] = [], apply body: (Notification) -> Void) {}

final class ThemeSettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Notification.Name.themeChanged.onPost(using: themeChanged) // expect-warning:54 method-reference-capture
        Notification.Name.themeChanged.onPost(queue: .main, using: themeChanged(_:)) // expect-warning:68 method-reference-capture
        // silent: a non-escaping parameter, by its label.
        withEach(apply: themeChanged)
    }

    func themeChanged(_ notification: Notification) {}
}
