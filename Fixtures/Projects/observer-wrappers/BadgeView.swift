import UIKit

final class BadgeView: UIView {
    private var rawToken: NSObjectProtocol?
    private var countToken: NSObjectProtocol?
    private var themeToken: NotificationToken?

    func startObserving() {
        rawToken = observeRaw(.init("badge")) { [weak self] _ in self?.setNeedsDisplay() } // expect-warning:20 unbalanced-observer {{'observeRaw'}}
        // silent: this raw token is removed in 'stopObserving'.
        countToken = observeRaw(.init("count")) { [weak self] _ in self?.setNeedsDisplay() }
        // silent: the token class removes its observer in its own deinit.
        themeToken = observe(themeDidChange) { [weak self] _ in self?.setNeedsDisplay() }
        _ = Notifications.listen(to: themeDidChange) { [weak self] _ in self?.setNeedsDisplay() } // expect-warning:27 discarded-observer-token {{removes the observer at once}}
        _ = observeRaw(.init("size")) { [weak self] _ in self?.setNeedsDisplay() } // expect-warning:13 discarded-observer-token {{can never be removed}}
    }

    func stopObserving() {
        if let countToken { NotificationCenter.default.removeObserver(countToken) }
    }
}
