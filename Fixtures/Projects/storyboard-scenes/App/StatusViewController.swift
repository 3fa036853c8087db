import AppKit

/// Shown in the chats window's split view, and also as the content of the details window: the second comes and
/// goes, so the class keeps its warnings.
final class StatusViewController: NSViewController {
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(
            forName: NSWindow.didBecomeKeyNotification, object: nil, queue: .main
        ) { _ in
            self.update() // expect-warning:13 strong-self-capture {{NotificationCenter keeps the closure}}
        }
    }

    func update() {}
}
