import UIKit

extension Notification.Name {
    static let clockDidTick = Notification.Name("clockDidTick")
}

final class Session {
    static let shared = Session()
    var onLogout: (() -> Void)?
    var onExpiry: (() -> Void)?
}

final class ClockViewController: UIViewController {
    private var timer: Timer?
    private var tickObserver: NSObjectProtocol?
    private var appearanceObserver: NSObjectProtocol?
    private var oneShot: Timer?
    private var watchToken: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: 'deinit' invalidates the timer, so the run loop lets the block go before the controller does.
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [unowned self] _ in
            self.tick()
        }
        // silent: 'deinit' removes the observer first.
        tickObserver = NotificationCenter.default.addObserver(forName: .clockDidTick, object: nil, queue: .main) {
            [unowned self] _ in self.tick()
        }
        // silent: 'deinit' sets the singleton's property again, so it lets the closure go first.
        Session.shared.onLogout = { [unowned self] in self.tick() }
        // silent: 'stopWatching', which 'deinit' calls, removes the observer before the controller goes.
        watchToken = NotificationCenter.default.addObserver(forName: .clockDidTick, object: nil, queue: .main) {
            [unowned self] _ in self.tick()
        }
        // silent: a timer that fires once, invalidated in 'deinit' if it has not fired yet.
        oneShot = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { [unowned self] _ in self.tick() }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Removed when the view disappears: safe only if that always happens before the controller goes.
        appearanceObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [unowned self] _ in // expect-warning:22 unowned-capture {{'viewWillDisappear' undoes it, which is safe only if it always runs before 'self' goes}}
            self.tick()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let appearanceObserver { NotificationCenter.default.removeObserver(appearanceObserver) }
        Session.shared.onExpiry = nil
    }

    func watchExpiry() {
        // Let go when the view disappears: safe only if that always happens before the controller goes.
        Session.shared.onExpiry = { [unowned self] in self.tick() } // expect-warning:46 unowned-capture {{'Session.shared' keeps it, so it may run after 'self' is deallocated, and then it crashes; 'viewWillDisappear' undoes it}}
    }

    func startCountdown() {
        // A timer that fires once still fires after the controller is gone, unless something invalidates it.
        Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { [unowned self] _ in // expect-warning:78 unowned-capture {{'scheduledTimer' runs it later}}
            self.tick()
        }
        // An 'unowned let' copy of 'self' is held unowned by the closure too.
        unowned let controller = self
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            controller.tick() // expect-warning:13 unowned-capture {{holds 'self' unowned through 'controller'}}
        }
    }

    private func tick() {}

    private func stopWatching() {
        if let watchToken { NotificationCenter.default.removeObserver(watchToken) }
    }

    deinit {
        timer?.invalidate()
        oneShot?.invalidate()
        if let tickObserver { NotificationCenter.default.removeObserver(tickObserver) }
        Session.shared.onLogout = nil
        stopWatching()
    }
}

/// The app delegate lives as long as the app: nothing it registers can outlive it.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // silent for unowned-capture: the app delegate is never deallocated (its token is dropped: a note).
        // expect-warning@+1:36 discarded-observer-token {{lives as long as the app}}
        NotificationCenter.default.addObserver(forName: .clockDidTick, object: nil, queue: .main) { [unowned self] _ in
            self.refresh()
        }
        return true
    }

    func refresh() {}
}

/// Tokens gathered in a local array that `self` then keeps: `deinit` removes them all through the property.
final class ResetPasswordViewController: UIViewController {
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var observers: [NSObjectProtocol] = []
        // silent: the token goes into the array 'self.observers' keeps, and 'deinit' removes it.
        let show = NotificationCenter.default.addObserver(forName: .clockDidTick, object: nil, queue: nil) {
            [unowned self] _ in self.layout()
        }
        observers.append(show)
        // silent: added to the array directly, removed the same way.
        observers.append(
            NotificationCenter.default.addObserver(forName: .clockDidTick, object: nil, queue: nil) {
                [unowned self] _ in self.layout()
            })
        self.observers = observers
    }

    func watchOnce() {
        var pending: [NSObjectProtocol] = []
        // A local array nothing keeps and no one removes from: the observer stays after the controller goes.
        let token = NotificationCenter.default.addObserver(forName: .clockDidTick, object: nil, queue: nil) {
            [unowned self] _ in // expect-warning:22 unowned-capture {{NotificationCenter keeps the closure until the observer is removed, so it may run after 'self' is deallocated}}
            self.layout()
        }
        pending.append(token)
        print(pending.count)
    }

    private func layout() {}

    private func unregisterFromNotifications() {
        observers.forEach { NotificationCenter.default.removeObserver($0) }
        observers.removeAll()
    }

    deinit {
        unregisterFromNotifications()
    }
}
