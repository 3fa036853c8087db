import UIKit

/// Pushed from the feed by a segue and popped again: the storyboard keeps it only while it is shown.
final class DetailViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{'DetailViewController' never removes the observer either}}
        }
    }

    func reload() {}
}
