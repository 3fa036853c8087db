import UIKit

/// The main storyboard's first controller, but the onboarding replaces the window's root after launch: the window
/// may let this controller go, so its leaks stay warnings.
final class HomeViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{'HomeViewController' never removes the observer either}}
        }
    }

    func reload() {}
}
