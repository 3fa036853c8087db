import UIKit

final class FeedViewController: UIViewController {
    private var token: NSObjectProtocol?
    private let poller = FeedPoller()

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{is kept by 'UINavigationController' ('rootViewController') under the initial view controller of 'Main.storyboard'}}
        }
    }

    func reload() {}
}

/// Made only by the feed, which lives as long as the app: so does the poller.
final class FeedPoller {
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
            self.poll() // expect-warning:13 strong-self-capture {{'FeedPoller' is made only as 'FeedViewController.poller', and 'FeedViewController' lives as long as the app}}
        }
    }

    func poll() {}
}

