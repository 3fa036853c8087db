import AppKit

// The application's delegate, a top-level object of MainMenu.xib (`NSApplicationDelegate` is not named here): the
// application keeps it as long as it runs.
final class Controller: NSObject {
    private var wakeObserver: NSObjectProtocol?

    override func awakeFromNib() {
        super.awakeFromNib()
        wakeObserver = NotificationCenter.default.addObserver(
            forName: NSWorkspace.didWakeNotification, object: nil, queue: .main
        ) { _ in
            self.resumeTransfers()  // expect-warning:13 strong-self-capture {{'Controller' is a top-level object of 'MainMenu.xib', the app's main nib, which the application keeps as long as it runs}}
        }
    }

    func resumeTransfers() {}
}
