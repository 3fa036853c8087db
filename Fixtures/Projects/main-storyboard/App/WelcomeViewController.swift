import UIKit

/// The first screen of a storyboard the app never starts with (Info.plist names 'Main').
final class WelcomeViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{'WelcomeViewController' never removes the observer either}}
        }
    }

    func reload() {}
}
