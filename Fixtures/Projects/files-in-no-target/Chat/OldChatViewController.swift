import UIKit

/// An old copy that no target of 'Chat.xcodeproj' compiles: the leak is real in the text, but no app has it.
final class OldChatViewController: UIViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onClose = {
            self.dismiss(animated: true) // expect-warning:13 self-referencing-callback {{the file is in no target of 'Chat.xcodeproj': no app builds it}}
        }
    }
}
