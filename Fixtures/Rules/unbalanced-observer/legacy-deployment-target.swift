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

/// A static method that makes the controller and registers it: the controller's own `deinit` removes it.
final class ZapSheetController: UIViewController {
    static func present() -> ZapSheetController {
        let controller = ZapSheetController()
        // silent: the new controller's deinit removes it with removeObserver(self)
        NotificationCenter.default.addObserver(
            controller, selector: #selector(dismissSheet), name: UIApplication.didEnterBackgroundNotification, object: nil)
        return controller
    }

    @objc func dismissSheet() {}

    deinit {
        NotificationCenter.default.removeObserver(self, name: UIApplication.didEnterBackgroundNotification, object: nil)
    }
}

final class LeakyZapSheetController: UIViewController {
    static func present() -> LeakyZapSheetController {
        let controller = LeakyZapSheetController()
        // expect-warning@+1:36 unbalanced-observer {{the new 'LeakyZapSheetController' made here is added with 'addObserver(_:selector:name:object:)' but 'LeakyZapSheetController' never removes it; before iOS 9 the center keeps a dangling observer; call 'removeObserver(self)'}}
        NotificationCenter.default.addObserver(
            controller, selector: #selector(dismissSheet), name: UIApplication.didEnterBackgroundNotification, object: nil)
        return controller
    }

    @objc func dismissSheet() {}
}

/// Removed only when the view unloads, which never happens when the controller goes.
final class LegacyEventsController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // expect-warning@+1:36 unbalanced-observer {{its removal in 'viewDidUnload' never runs when the controller goes}}
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .inboxDidChange, object: nil)
    }

    override func viewDidUnload() {
        NotificationCenter.default.removeObserver(self, name: .inboxDidChange, object: nil)
        super.viewDidUnload()
    }

    @objc func reload() {}
}
