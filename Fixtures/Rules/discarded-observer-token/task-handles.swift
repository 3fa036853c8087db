import UIKit

extension Notification.Name {
    static let cartDidChange = Notification.Name("cartDidChange")
}

/// A task whose handle nobody keeps can never be cancelled: a loop that never ends runs for ever.
final class CartBadge {
    private let label = UILabel()
    private var kept: Task<Void, Never>?

    func update() { label.text = "!" }

    func startDiscarded() {
        // expect-warning@+1:9 discarded-observer-token {{the 'Task' that waits on 'NotificationCenter.notifications(named:object:)', which never ends, is discarded: it can never be cancelled}}
        Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .cartDidChange) {
                self?.update()
            }
        }
        label.isHidden = false
    }

    func startThrownAway() {
        // expect-warning@+1:13 discarded-observer-token {{is discarded}}
        _ = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .cartDidChange) {
                guard let self else { return }
                self.update()
            }
        }
    }

    func startInLocal() {
        // expect-warning@+1:20 discarded-observer-token {{is held only by the local 'task'}}
        let task = Task.detached { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .cartDidChange) {
                await self?.update()
            }
        }
        label.isHidden = false
    }

    func startStrongAndDiscarded() {
        // expect-warning@+1:9 discarded-observer-token {{is discarded}}
        Task {
            for await _ in NotificationCenter.default.notifications(named: .cartDidChange) {
                // expect-warning@+1:17 task-loop-capture {{task captures 'self' strongly}}
                update()
            }
        }
        label.isHidden = false
    }

    func startKept() {
        // silent: the handle is kept, so the task can be cancelled
        kept = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .cartDidChange) {
                self?.update()
            }
        }
    }

    func startFinite(_ urls: [URL]) {
        // silent: the loop ends with the array
        Task { [weak self] in
            for await _ in urls.async { self?.update() }
        }
        label.isHidden = false
    }

    func startUnrelated() {
        // silent: the task does nothing for `self`
        Task {
            for await note in NotificationCenter.default.notifications(named: .cartDidChange) { print(note) }
        }
        label.isHidden = false
    }

    deinit { kept?.cancel() }
}
