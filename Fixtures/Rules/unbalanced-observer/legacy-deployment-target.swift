// fixture-options: minimum-deployment-target iOS 8
import UIKit

/// Before iOS 9 the center kept selector observers of released objects and messaged them.
final class LegacyInboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .inboxDidChange, object: nil) // expect-warning:36 unbalanced-observer {{before iOS 9}}
    }

    @objc func refresh() {}
}

final class LegacyOutboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: removed in deinit, as iOS 8 requires.
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .inboxDidChange, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func refresh() {}
}

extension Notification.Name {
    static let inboxDidChange = Notification.Name("inboxDidChange")
}

/// The class object observes, from an instance method: it is never deallocated, so nothing is left dangling.
final class ThreadPool {
    func start() {
        // silent: the class itself, written as 'Self.self'.
        NotificationCenter.default.addObserver(Self.self, selector: #selector(ThreadPool.threadWillExit(_:)), name: .NSThreadWillExit, object: nil)
        // silent: the same, by name.
        NotificationCenter.default.addObserver(ThreadPool.self, selector: #selector(ThreadPool.threadWillExit(_:)), name: .NSThreadWillExit, object: nil)
    }

    @objc static func threadWillExit(_ notification: Notification) {}
}
