import Foundation

final class CountdownViewModel {
    private(set) var remaining = 60
    private var timer: Timer?
    private var pollTimer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.tick() // expect-warning:13 strong-self-capture {{captures 'self' strongly}}
        }
    }

    func startPolling() {
        let timer = Timer(timeInterval: 30, repeats: true) { [self] _ in // expect-warning:63 strong-self-capture
            poll()
        }
        RunLoop.main.add(timer, forMode: .common)
        pollTimer = timer
    }

    func scheduleReminder() {
        // silent: a non-repeating timer releases its block after firing once.
        Timer.scheduledTimer(withTimeInterval: 300, repeats: false) { _ in
            self.showReminder()
        }
    }

    func startHeartbeat() {
        // silent: [weak self]: the run loop keeps the timer, not the view model; guard let self lasts one firing.
        Timer.scheduledTimer(withTimeInterval: 10, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            self.sendHeartbeat()
        }
    }

    func stop() {
        timer?.invalidate()
        pollTimer?.invalidate()
    }

    private func tick() { remaining -= 1 }
    private func poll() {}
    private func showReminder() {}
    private func sendHeartbeat() {}
}

/// A repeating timer whose block invalidates its own timer ends when the block decides.
final class AttemptPoller {
    var attempts = 0

    // silent: the block stops its own timer after ten attempts
    func pollUntilReady() {
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            self.attempts += 1
            if self.attempts > 10 { timer.invalidate() }
        }
    }

    func pollForever() {
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            self.attempts += 1 // expect-warning:13 strong-self-capture {{the run loop keeps a repeating timer}}
        }
    }
}
