import UIKit

extension Notification.Name {
    static let inboxDidChange = Notification.Name("inboxDidChange")
}

/// A task started on every appearance and never cancelled when the view disappears: one more endless loop
/// per appearance.
final class InboxViewController: UIViewController {
    private var inboxTask: Task<Void, Never>?
    private let badge = UILabel()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // expect-warning@+1:21 lifecycle-mismatch {{the 'Task' that waits on 'NotificationCenter.notifications(named:object:)' starts from 'viewWillAppear' on every appearance and is never cancelled}}
        inboxTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .inboxDidChange) {
                self?.badge.text = "new"
            }
        }
    }

    deinit { inboxTask?.cancel() }
}

final class OutboxViewController: UIViewController {
    private var outboxTask: Task<Void, Never>?
    private let badge = UILabel()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startObserving()
    }

    private func startObserving() {
        // expect-warning@+1:22 lifecycle-mismatch {{starts from 'viewDidAppear' on every appearance}}
        outboxTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .inboxDidChange) {
                self?.badge.text = "sent"
            }
        }
    }
}

final class DraftsViewController: UIViewController {
    private var draftsTask: Task<Void, Never>?
    private let badge = UILabel()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // silent: the task is cancelled each time the view disappears
        draftsTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .inboxDidChange) {
                self?.badge.text = "draft"
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        draftsTask?.cancel()
    }
}

final class ArchiveViewController: UIViewController {
    private var archiveTask: Task<Void, Never>?
    private let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: started once, from `viewDidLoad`
        archiveTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .inboxDidChange) {
                self?.badge.text = "archived"
            }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // silent: a task that finishes by itself
        archiveTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .inboxDidChange).prefix(1) {
                self?.badge.text = "first"
            }
        }
    }

    deinit { archiveTask?.cancel() }
}
