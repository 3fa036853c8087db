import AppKit

/// The menu bar's controller, one for the app, makes the status window once, in a lazy property whose closure
/// opens the storyboard first and then returns its initial controller.
final class MenuBarController {
    static let shared = MenuBarController()

    private lazy var statusWindow: StatusWindowController? = {
        let storyboard = NSStoryboard(name: "Status", bundle: nil)
        return storyboard.instantiateInitialController() as? StatusWindowController
    }()

    func showStatus() {
        statusWindow?.showWindow(nil)
    }
}

final class StatusWindowController: NSWindowController {
    private var themeToken: NSObjectProtocol?

    override func windowDidLoad() {
        super.windowDidLoad()
        themeToken = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { _ in
            self.refresh() // expect-warning:13 strong-self-capture {{'StatusWindowController' is the initial controller of 'Status.storyboard', which the project makes only as 'MenuBarController.statusWindow', and 'MenuBarController' lives as long as the app}}
        }
    }

    func refresh() {}

    deinit {
        if let themeToken { NotificationCenter.default.removeObserver(themeToken) }
    }
}
