import AppKit

/// A tab of the settings window, kept by the window's tab view controller.
final class AboutViewController: NSViewController {
    private var themeToken: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        themeToken = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { _ in
            self.refresh() // expect-warning:13 strong-self-capture {{'AboutViewController' is kept by 'NSTabViewController' ('tabItems') under the initial controller of 'Settings.storyboard'}}
        }
    }

    func refresh() {}

    deinit {
        if let themeToken { NotificationCenter.default.removeObserver(themeToken) }
    }
}
