import UIKit

// A method passed by its label to a project wrapper whose parameters before it have default values.
enum Events {
    static let themeChanged = Notification.Name("ThemeChanged")

    /// Observes `name` on `center` until the returned token is removed.
    static func when(
        _ name: Notification.Name, in center: NotificationCenter = .default, on queue: OperationQueue? = .main,
        perform action: @escaping (Notification) -> Void
    ) -> NSObjectProtocol {
        center.addObserver(forName: name, object: nil, queue: queue, using: action)
    }
}

/// Runs its closure before it returns.
func withEach(_ names: [Notification.Name] = [], apply body: (Notification) -> Void) {}

final class ThemeSettingsViewController: UIViewController {
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tokens.append(Events.when(Events.themeChanged, perform: themeChanged)) // expect-warning:65 method-reference-capture
        tokens.append(Events.when(Events.themeChanged, on: nil, perform: themeChanged(_:))) // expect-warning:74 method-reference-capture
        // silent: a non-escaping parameter, by its label.
        withEach(apply: themeChanged)
    }

    // Never runs while the observers hold 'self'.
    deinit {
        tokens.forEach(NotificationCenter.default.removeObserver)
    }

    func themeChanged(_ notification: Notification) {}
}
