import UIKit

/// The principal class of an action extension whose Info.plist has another name (`ActionInfo.plist`); the app's
/// code also makes one, for a preview screen, which it lets go: a cycle through that one leaks.
final class ActionViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{NotificationCenter keeps the closure until the observer is removed}}
        }
    }

    private func reload() {}
}
