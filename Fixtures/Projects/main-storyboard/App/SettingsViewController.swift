import UIKit

final class SettingsViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{is kept by 'MainTabBarController' ('viewControllers')}}
        }
    }

    /// A tab lives as long as the app, but each appearance adds one more observer: that is the harm, whatever the
    /// lifetime.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIApplication.significantTimeChangeNotification, object: nil) // expect-warning:36 lifecycle-mismatch {{on every appearance}}
    }

    @objc func refresh() {}

    func reload() {}
}
