import UIKit

final class ProfileViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{'ProfileViewController' is kept by 'MainTabBarController' ('viewControllers')}}
        }
    }

    func reload() {}
}
