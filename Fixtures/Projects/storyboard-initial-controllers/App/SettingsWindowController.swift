import AppKit

/// The settings window, made once from the initial controller of its storyboard and kept in a static property: it
/// lives as long as the app, and so does the tab its storyboard gives it.
final class SettingsWindowController: NSWindowController {
    private static var sharedWindow: SettingsWindowController!
    private var themeToken: NSObjectProtocol?

    class func shared() -> SettingsWindowController {
        if sharedWindow == nil {
            let storyboard = NSStoryboard(name: "Settings", bundle: nil)
            sharedWindow = storyboard.instantiateInitialController() as? SettingsWindowController
        }
        return sharedWindow
    }

    override func windowDidLoad() {
        super.windowDidLoad()
        themeToken = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { _ in
            self.applyTheme() // expect-warning:13 strong-self-capture {{'SettingsWindowController' is the initial controller of 'Settings.storyboard', which the project makes only in global variables}}
        }
    }

    func applyTheme() {}

    deinit {
        if let themeToken { NotificationCenter.default.removeObserver(themeToken) }
    }
}

extension Notification.Name {
    static let themeDidChange = Notification.Name("themeDidChange")
}
