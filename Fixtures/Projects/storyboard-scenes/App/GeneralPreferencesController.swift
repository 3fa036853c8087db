import AppKit

final class ShortcutView: NSView {
    var onChange: (() -> Void)?
}

/// A tab of the preferences window, which the app delegate keeps once made.
final class GeneralPreferencesController: NSViewController {
    let shortcutView = ShortcutView()

    override func viewDidLoad() {
        super.viewDidLoad()
        shortcutView.onChange = {
            self.save() // expect-warning:13 strong-self-capture {{'GeneralPreferencesController' is kept by 'NSTabViewController' ('tabItems') in the storyboard scene 'Preferences' of 'Preferences.storyboard'}}
        }
    }

    func save() {}
}
