import UIKit

/// Built by the project's target: its findings are warnings.
final class ChatViewController: UIViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onClose = {
            self.dismiss(animated: true) // expect-warning:13 self-referencing-callback {{capture [weak self]}}
        }
    }
}
