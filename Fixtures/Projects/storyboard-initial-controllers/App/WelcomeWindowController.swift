import AppKit

/// The welcome window, made again each time it is shown: it comes and goes, and a cycle keeps it.
final class WelcomeWindowController: NSWindowController {
    private var themeToken: NSObjectProtocol?

    static func show() {
        let controller = NSStoryboard(name: "Onboarding", bundle: nil).instantiateInitialController()
            as? WelcomeWindowController
        controller?.showWindow(nil)
    }

    override func windowDidLoad() {
        super.windowDidLoad()
        themeToken = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { _ in
            self.refresh() // expect-warning:13 strong-self-capture {{and the 'removeObserver' in 'deinit' never runs; capture [weak self]}}
        }
    }

    func refresh() {}

    deinit {
        if let themeToken { NotificationCenter.default.removeObserver(themeToken) }
    }
}
