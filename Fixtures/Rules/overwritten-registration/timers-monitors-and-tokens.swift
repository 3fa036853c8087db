import AppKit
import UIKit

// Registrations stored in a property by a method that can run again: the earlier one, still registered, is
// dropped on the floor and runs for ever, whatever its closure captures.
final class PollingViewController: UIViewController {
    private var timer: Timer?
    private var refreshTimer: Timer?
    private var loadTimer: Timer?
    private var guardedTimer: Timer?
    private var pollTimer: Timer?
    private var oneShotTimer: Timer?
    private var progressTimer: Timer?
    private var watchTimer: Timer?
    private var exportSession: AVAssetExportSession?
    private var themeToken: NSObjectProtocol?
    private var observation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: viewDidLoad runs once per controller.
        loadTimer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in self?.refresh() }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // expect-warning@+1:23 overwritten-registration {{is stored in 'self.timer' over the one an earlier call may have left: 'viewWillAppear' can run more than once}}
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in
            self?.refresh()
        }
        // silent: the timer invalidates itself once the export is done, whatever holds it.
        progressTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            guard let session = self.exportSession, session.progress < 1 else {
                timer.invalidate()
                return
            }
            self.refresh()
        }
        // A timer that holds self weakly and invalidates itself once self is gone runs on until then, beside the
        // one the next appearance stores over it.
        // expect-warning@+1:28 overwritten-registration {{is stored in 'self.watchTimer'}}
        watchTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else {
                timer.invalidate()
                return
            }
            self.refresh()
        }
    }

    func startRefreshing() {
        // silent: the old timer is invalidated first.
        refreshTimer?.invalidate()
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.refresh() }
    }

    func startGuarded() {
        // silent: a timer is made only when none is there.
        guard guardedTimer == nil else { return }
        guardedTimer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.refresh() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // silent: an existing timer that still runs makes the method return first.
        if let pollTimer, pollTimer.isValid { return }
        pollTimer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.refresh() }
    }

    func scheduleOnce() {
        // silent: a timer that does not repeat ends after it fires.
        oneShotTimer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { [weak self] _ in self?.refresh() }
    }

    func listen() {
        // expect-warning@+1:49 overwritten-registration {{holds to 'removeObserver(_:)' before storing the new one}}
        themeToken = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in self?.refresh() }
    }

    func watch(_ player: AVPlayer) {
        // silent: a KVO observation ends when it is released, so storing over it ends the old one.
        observation = player.observe(\.rate) { [weak self] _, _ in self?.refresh() }
    }

    func refresh() {}

    // Two ways to listen again: each stores a new token over the old one.
    @objc func retryTapped() { listen() }
    func reconnect() { listen() }

    deinit {
        timer?.invalidate()
        refreshTimer?.invalidate()
        loadTimer?.invalidate()
        guardedTimer?.invalidate()
        pollTimer?.invalidate()
        themeToken.map(NotificationCenter.default.removeObserver)
    }
}

final class Restarter {
    private var timer: Timer?

    // silent: a private helper that only init calls runs once.
    init() { schedule() }

    private func schedule() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
    }

    func restart() {
        // silent: stop() invalidates the timer before the new one is stored.
        stop()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
    }

    func stop() { timer?.invalidate() }

    func tick() {}
}

final class WillSetTimer {
    // silent: the property's own observer invalidates what it held.
    private var timer: Timer? {
        willSet { timer?.invalidate() }
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
    }

    func tick() {}
}

final class KeyboardShortcuts: NSObject {
    private var monitor: Any?

    // The window becoming key again enables the shortcuts again.
    func windowDidBecomeKey(_ notification: Notification) { enable() }

    func enable() {
        // expect-warning@+1:27 overwritten-registration {{holds to 'removeMonitor(_:)' before storing the new one}}
        monitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { [weak self] event in
            self?.handle(event) ?? event
        }
    }

    func windowDidBecomeMain(_ notification: Notification) { enableOnce() }

    func enableOnce() {
        // silent: only when no monitor is there.
        if monitor == nil {
            monitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { [weak self] event in
                self?.handle(event) ?? event
            }
        }
    }

    func handle(_ event: NSEvent) -> NSEvent? { event }

    deinit { monitor.map(NSEvent.removeMonitor) }
}

final class VoicePlayer {
    private var endObserver: NSObjectProtocol?

    // silent: the only caller removes the observers before it adds them again.
    func load(_ item: AVPlayerItem) {
        removeObservers()
        addObservers(item)
    }

    func replace(_ item: AVPlayerItem) {
        NotificationCenter.default.removeObserver(endObserver as Any)
        endObserver = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: nil) { [weak self] _ in
            self?.finish()
        }
    }

    private func addObservers(_ item: AVPlayerItem) {
        endObserver = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: nil) { [weak self] _ in
            self?.finish()
        }
    }

    private func removeObservers() {
        NotificationCenter.default.removeObserver(endObserver as Any)
    }

    func finish() {}

    deinit { removeObservers() }
}

// silent: started on each appearance, through a helper, and invalidated on each disappearance: the view never
// appears twice without disappearing between.
final class TrackTimerViewController: UIViewController {
    private var timer: Timer?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startTimer()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
        timer = nil
    }

    func startTimer() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
    }

    func tick() {}
}

// The same helper also called from a button: it can run twice while the view is on screen.
final class ClockViewController: UIViewController {
    private var timer: Timer?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startTimer()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
    }

    @objc func restart() {
        startTimer()
    }

    func startTimer() {
        // expect-warning@+1:23 overwritten-registration {{is stored in 'self.timer'}}
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
    }

    func tick() {}
}

/// A window's key status comes in turns: 'windowDidResignKey' always runs before the window becomes key again.
final class SwitcherWindowController: NSObject, NSWindowDelegate {
    private var keyMonitor: Any?
    private var mainMonitor: Any?

    func windowDidBecomeKey(_ notification: Notification) {
        // silent: 'windowDidResignKey' removes the monitor before the window can become key again
        keyMonitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { [weak self] event in
            self?.handle(event) ?? event
        }
    }

    func windowDidResignKey(_ notification: Notification) { removeMonitorIfNeeded() }

    func windowDidBecomeMain(_ notification: Notification) {
        // expect-warning@+1:31 overwritten-registration {{holds to 'removeMonitor(_:)' before storing the new one}}
        mainMonitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { [weak self] event in
            self?.handle(event) ?? event
        }
    }

    // Resigning key does not end being main: the main monitor is only removed at the end.
    func windowDidResignKeyAgain() {}

    private func removeMonitorIfNeeded() {
        if let keyMonitor { NSEvent.removeMonitor(keyMonitor) }
    }

    func handle(_ event: NSEvent) -> NSEvent? { event }

    deinit { mainMonitor.map(NSEvent.removeMonitor) }
}

final class SuggestionsController: UIViewController {
    private var completionTimer: Timer?
    private var pollingTimer: Timer?
    private var isCompleting = false

    func updateSuggestions() {
        // silent: a new timer only when the old one no longer runs (it invalidates itself when the work is done).
        if !(completionTimer?.isValid == true) {
            completionTimer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
                if self?.isCompleting == false { timer.invalidate() }
            }
        }
    }

    func poll() {
        // silent: the same test, written the other way.
        if self.pollingTimer?.isValid != true {
            pollingTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.refresh() }
        }
    }

    func pollAgain() {
        // expect-warning@+2:30 overwritten-registration {{'pollAgain' can run more than once}}
        // A look at another timer's validity guards nothing.
        pollingTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.refresh() }
        if completionTimer?.isValid == true { refresh() }
    }

    private func refresh() {}
}

/// `stop()` sets the flag of `start()`'s guard back without invalidating the timer: the next `start()` stores a
/// new timer over the running one.
final class FlagGuardedPoller {
    private var running = false
    private var timer: Timer?

    func start() {
        guard !running else { return }
        running = true
        // expect-warning@+1:23 overwritten-registration {{is stored in 'self.timer' over the one an earlier call may have left: 'start' can run more than once}}
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in
            self?.poll()
        }
    }

    func stop() {
        running = false
    }

    func poll() {}
}

/// silent: `stop()` sets the flag back and invalidates the timer: `start()` never stores over a live one.
final class StoppingPoller {
    private var running = false
    private var timer: Timer?

    func start() {
        guard !running else { return }
        running = true
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in
            self?.poll()
        }
    }

    func stop() {
        running = false
        timer?.invalidate()
    }

    func poll() {}
}
