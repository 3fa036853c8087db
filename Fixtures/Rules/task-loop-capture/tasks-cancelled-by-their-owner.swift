import Foundation

/// A task kept in a property and cancelled by a method other than `deinit` ends when its owner is done with it
/// (a screen's `stop()`, `viewWillDisappear`), like an observer removed there.
final class RemoteControlCoordinator {
    private var listener: Task<Void, Never>?

    func start() {
        // silent: 'stop()' cancels the task, which ends the loop
        listener = Task {
            for await _ in NotificationCenter.default.notifications(named: .remoteCommand) {
                self.handle()
            }
        }
    }

    func stop() {
        listener?.cancel()
        listener = nil
    }

    func handle() {}
}

/// Still reported: the only cancel is in 'deinit', which the task's hold on 'self' keeps from running.
final class ScannerModel {
    private var previews: Task<Void, Never>?

    func start() {
        previews = Task {
            for await _ in NotificationCenter.default.notifications(named: .remoteCommand) {
                self.handle() // expect-warning:17 task-loop-capture {{and the 'cancel()' in 'deinit' never runs}}
            }
        }
    }

    func handle() {}

    deinit { previews?.cancel() }
}

extension Notification.Name {
    static let remoteCommand = Notification.Name("remoteCommand")
}

/// Tasks kept in an array and cancelled one by one in a method other than `deinit`.
final class ServerSocketManager {
    private var tasks: [Task<Void, Never>] = []
    private var watchers: [Task<Void, Never>] = []
    private var leftovers: [Task<Void, Never>] = []

    func start() {
        // silent: 'stop()' cancels every task of 'tasks'
        tasks = [Task { await self.observeClock() }]
        // silent: 'stop()' cancels each of 'watchers' in a loop
        watchers.append(Task { await self.observeClock() })
        // expect-warning@+1:39 task-loop-capture {{the call holds 'self' for ever}}
        leftovers.append(Task { await self.observeClock() })
    }

    func stop() {
        tasks.forEach { $0.cancel() }
        for watcher in watchers { watcher.cancel() }
        leftovers.removeAll()
    }

    private func observeClock() async {
        for await _ in NotificationCenter.default.notifications(named: .NSSystemClockDidChange) {
            print("clock changed")
        }
    }
}
