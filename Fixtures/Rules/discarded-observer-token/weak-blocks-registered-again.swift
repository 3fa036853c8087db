import Combine
import UIKit

// A discarded block observer whose block holds `self` weakly does nothing once `self` is gone: a note. Not when
// the method that registers it runs again and again while `self` lives: each run adds one more observer, and
// all of them run on every notification.

final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // expect-warning@+1:36 discarded-observer-token {{though its block holds 'self' weakly and does nothing once 'self' is gone}}
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) {
            [weak self] _ in
            self?.reload()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // expect-warning@+1:36 discarded-observer-token {{its block holds 'self' weakly, but 'viewWillAppear' runs again and again, and each run adds one more observer}}
        NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) {
            [weak self] _ in
            self?.reload()
        }
        observeTimeZone()
        setUpOnce()
    }

    private func observeTimeZone() {
        // expect-warning@+1:36 discarded-observer-token {{but 'viewWillAppear' runs again and again}}
        NotificationCenter.default.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: .main) {
            [weak self] _ in
            self?.reload()
        }
    }

    private var didSetUp = false

    /// Called on every appearance, but its guard lets it through once.
    private func setUpOnce() {
        guard !didSetUp else { return }
        didSetUp = true
        observeLocale()
    }

    private func observeLocale() {
        // expect-warning@+1:36 discarded-observer-token {{though its block holds 'self' weakly and does nothing once 'self' is gone}}
        NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main) {
            [weak self] _ in
            self?.reload()
        }
    }

    func reload() {}
}

/// `stop()` sets the flag of `start()`'s guard back: the next `start()` registers again.
final class AudioKeepAlive {
    static let shared = AudioKeepAlive()
    private var started = false

    func start() {
        guard !started else { return }
        started = true
        registerObservers()
    }

    func stop() {
        guard started else { return }
        started = false
    }

    private func registerObservers() {
        // expect-warning@+1:36 discarded-observer-token {{but 'start' runs again once 'started' is set back, and each run adds one more observer, all running while 'self' lives; store}}
        NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) {
            [weak self] _ in
            self?.restart()
        }
    }

    func restart() {}
}

/// A guard against running twice at once: the completion sets the flag back, so every later load registers again.
final class InboxLoader {
    private var isLoading = false

    func load() {
        guard !isLoading else { return }
        isLoading = true
        // expect-warning@+1:36 discarded-observer-token {{but 'load' runs again once 'isLoading' is set back}}
        NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) {
            [weak self] _ in
            self?.refresh()
        }
        fetch { [weak self] in self?.isLoading = false }
    }

    func fetch(_ done: @escaping () -> Void) { DispatchQueue.main.async(execute: done) }
    func refresh() {}
}

/// The flag is set back only in `deinit`, or only on another object: the guard still lets the body through once.
final class SessionMonitor {
    private var started = false
    private let other = Flags()

    func start() {
        guard !started else { return }
        started = true
        // expect-warning@+1:36 discarded-observer-token {{though its block holds 'self' weakly and does nothing once 'self' is gone}}
        NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) {
            [weak self] _ in
            self?.refresh()
        }
    }

    func reset() {
        other.started = false
    }

    deinit {
        started = false
    }

    func refresh() {}
}

final class Flags {
    var started = true
}

/// What a method that runs again keeps, it can undo: no token is lost.
final class ClockViewController: UIViewController {
    private var clockToken: NSObjectProtocol?
    private var tokens: [NSObjectProtocol] = []
    private var cancellables = Set<AnyCancellable>()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // silent: the token is kept and removed on each disappearance.
        clockToken = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) {
            [weak self] _ in
            self?.reload()
        }
        // silent: a subscription kept in the set and ended when the controller goes.
        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { [weak self] _ in self?.reload() }
            .store(in: &cancellables)
        // silent: posting registers nothing.
        NotificationCenter.default.post(name: .NSCalendarDayChanged, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let clockToken { NotificationCenter.default.removeObserver(clockToken) }
        clockToken = nil
    }

    func reload() {}
}

/// silent: `start()` runs again after `stop()`, but it keeps its tokens and `stop()` removes them.
final class LocationKeepAlive {
    private var started = false
    private var tokens: [NSObjectProtocol] = []

    func start() {
        guard !started else { return }
        started = true
        tokens.append(
            NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) {
                [weak self] _ in
                self?.restart()
            })
    }

    func stop() {
        started = false
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens.removeAll()
    }

    func restart() {}
}

/// An initializer that sets the flag up, and a load method that does, set nothing back: the guard still lets the
/// body through once.
final class SyncMonitor: UIViewController {
    private var started: Bool
    private var isLoading = false

    init(started: Bool = false) {
        self.started = false
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        isLoading = false
        load()
    }

    func start() {
        guard !started else { return }
        started = true
        // expect-warning@+1:36 discarded-observer-token {{though its block holds 'self' weakly and does nothing once 'self' is gone}}
        NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) {
            [weak self] _ in
            self?.refresh()
        }
    }

    /// Its completion sets its flag back, but only `viewDidLoad` calls it: it runs once all the same.
    private func load() {
        guard !isLoading else { return }
        isLoading = true
        // expect-warning@+1:36 discarded-observer-token {{though its block holds 'self' weakly and does nothing once 'self' is gone}}
        NotificationCenter.default.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: .main) {
            [weak self] _ in
            self?.refresh()
        }
        DispatchQueue.main.async { [weak self] in self?.isLoading = false }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        initializeObservers()
    }

    /// Named like an initializer, but a method the appearance calls each time.
    private func initializeObservers() {
        // expect-warning@+1:36 discarded-observer-token {{but 'viewWillAppear' runs again and again}}
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) {
            [weak self] _ in
            self?.refresh()
        }
    }

    func refresh() {}
}

/// What an appearance registers and keeps, it undoes when the view disappears: nothing piles up.
final class ScoreboardController: UIViewController {
    private var clockToken: NSObjectProtocol?
    private var refreshTimer: Timer?
    private var progressObservation: NSKeyValueObservation?
    private let progress = Progress(totalUnitCount: 10)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // silent: removed before the next is stored, and when the view disappears.
        if let clockToken { NotificationCenter.default.removeObserver(clockToken) }
        clockToken = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) {
            [weak self] _ in
            self?.reload()
        }
        // silent: a selector observer removed when the view disappears.
        NotificationCenter.default.addObserver(
            self, selector: #selector(reloadNow), name: .NSCalendarDayChanged, object: nil)
        // silent: invalidated when the view disappears.
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in self?.reload() }
        // silent: the observation token stored over the last one ends it.
        progressObservation = progress.observe(\.fractionCompleted) { [weak self] _, _ in self?.reload() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let clockToken { NotificationCenter.default.removeObserver(clockToken) }
        clockToken = nil
        NotificationCenter.default.removeObserver(self, name: .NSCalendarDayChanged, object: nil)
        refreshTimer?.invalidate()
        progressObservation = nil
    }

    @objc private func reloadNow() {}
    func reload() {}
}
