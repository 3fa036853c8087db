import UIKit

final class BannerViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{is kept by 'FeedViewController' ('embed') under the initial view controller of 'Main.storyboard'}}
        }
    }

    func reload() {}
}
