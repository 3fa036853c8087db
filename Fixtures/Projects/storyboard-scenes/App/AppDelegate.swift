import AppKit

/// The app delegate keeps the chats window and the preferences window it makes from their storyboard scenes: the
/// first in a lazy property, the second only while it is nil. Both live as long as the app, and so do the
/// controllers of their scenes.
@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    lazy var chatsWindowController: NSWindowController? = {
        NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "ChatsWindow")
            as? NSWindowController
    }()
    private var preferencesWindowController: NSWindowController?

    @IBAction func showPreferences(_ sender: Any?) {
        if preferencesWindowController == nil {
            let storyboard = NSStoryboard(name: "Preferences", bundle: nil)
            preferencesWindowController =
                storyboard.instantiateController(withIdentifier: "Preferences") as? NSWindowController
        }
        preferencesWindowController?.showWindow(sender)
    }

    /// A details window for each contact: made again on every call, so its controllers come and go.
    @IBAction func showDetails(_ sender: Any?) {
        let controller = NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "Details")
            as? NSWindowController
        controller?.showWindow(sender)
    }
}
