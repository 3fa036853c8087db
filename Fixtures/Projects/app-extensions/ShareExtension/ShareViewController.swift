import UIKit

/// The principal class of a share extension: the extension makes one when it starts and keeps it as long as it
/// runs, so a cycle through it frees nothing sooner.
final class ShareViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            self.refresh() // expect-warning:13 strong-self-capture {{ShareExtension/Info.plist', which keeps it as long as the extension runs}}
        }
    }

    private func refresh() {}
}
