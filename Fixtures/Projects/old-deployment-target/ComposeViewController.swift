import UIKit

// Built for iOS 8 too: the same in Swift.
final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(saveDraft), name: UIApplication.willResignActiveNotification, object: nil) // expect-warning:36 unbalanced-observer {{before iOS 9}}
    }

    @objc private func saveDraft() {}
}
