import AppKit

/// A repeating timer kept in a property and invalidated when the view goes away: the run loop keeps the closure,
/// and `self`, only while the view is shown. The finding says where the registration is undone (a note, as for a
/// block observer removed there). Invalidated only in `deinit`, which never runs while the timer keeps `self`, it
/// stays a warning.
final class TypingIndicatorController: NSViewController {
    private var typingTimer: Timer?
    private var pollTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        pollTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in
            self.poll() // expect-warning:13 strong-self-capture {{the run loop keeps a repeating timer}}
        }
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        typingTimer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { _ in
            self.checkTyping() // expect-warning:13 strong-self-capture {{'viewWillDisappear' undoes the registration, which ends the cycle when it runs}}
        }
    }

    override func viewWillDisappear() {
        super.viewWillDisappear()
        typingTimer?.invalidate()
        typingTimer = nil
    }

    deinit {
        // silent: the invalidation in deinit never runs while the timer keeps self (the warning is on the timer).
        pollTimer?.invalidate()
    }

    func checkTyping() {}
    func poll() {}
}
