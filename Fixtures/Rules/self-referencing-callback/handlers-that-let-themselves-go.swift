import UIKit

final class SendTransactionCoordinator {
    var didCompleted: ((Bool) -> Void)?
    func start() {}
}

/// A callback that sets its own property back to nil when it runs lets itself go, and with it what it holds: the
/// cycle lasts until the flow ends, a note that says so. One that never does keeps its warning.
final class BrowserCoordinator {
    private var coordinators: [SendTransactionCoordinator] = []

    func send() {
        let coordinator = SendTransactionCoordinator()
        coordinator.didCompleted = { success in
            print(success, coordinator) // expect-warning:28 self-referencing-callback {{the closure sets 'coordinator.didCompleted' back to nil when it runs, which ends the cycle then}}
            coordinator.didCompleted = nil
            self.finish() // expect-warning:13 strong-self-capture {{the closure sets 'coordinator.didCompleted' back to nil when it runs}}
        }
        coordinators.append(coordinator)
        coordinator.start()
    }

    func sign() {
        let coordinator = SendTransactionCoordinator()
        coordinator.didCompleted = { success in
            print(success, coordinator) // expect-warning:28 self-referencing-callback {{so 'coordinator' keeps itself alive; capture [weak coordinator]}}
        }
        coordinator.start()
    }

    func approve() {
        let coordinator = SendTransactionCoordinator()
        // silent: the closure holds the coordinator weakly
        coordinator.didCompleted = { [weak coordinator] success in
            print(success, coordinator as Any)
        }
        // silent: a local closure that is never stored
        let log = { (success: Bool) in print(success, coordinator) }
        log(true)
        coordinator.start()
    }

    func finish() {}
}
