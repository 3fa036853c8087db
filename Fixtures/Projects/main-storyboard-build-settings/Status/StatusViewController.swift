import AppKit

/// The content of the main storyboard's initial window, which Xcode's generated Info.plist names through the
/// project's build settings (`INFOPLIST_KEY_NSMainStoryboardFile = Main`): it lives as long as the app.
final class StatusViewController: NSViewController {
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: NSApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            self.refresh() // expect-warning:13 strong-self-capture {{under the initial view controller of 'Main.storyboard'}}
        }
    }

    func refresh() {}
}
