import UIKit

/// The project's own front for NotificationCenter's selector observers: its `register` hands the observer to
/// `addObserver(_:selector:name:object:)`, which holds it unretained and drops it when it goes (iOS 9 and later),
/// so a call of it needs no `unregister`, whatever the name says. A registry that keeps its observers does.
final class EventNotificationHandler {
    func register(_ observer: Any, selector aSelector: Selector, name aName: Notification.Name, object anObject: Any?) {
        NotificationCenter.default.addObserver(observer, selector: aSelector, name: aName, object: anObject)
    }

    func remove(_ observer: Any, name aName: Notification.Name, object anObject: Any?) {
        NotificationCenter.default.removeObserver(observer, name: aName, object: anObject)
    }
}

final class ListenerRegistry {
    private var listeners: [AnyObject] = []

    func register(_ listener: AnyObject) { listeners.append(listener) }
    func unregister(_ listener: AnyObject) { listeners.removeAll { $0 === listener } }
}

final class PlayIndicator: UIView {
    let notificationHandler = EventNotificationHandler()
    let registry = ListenerRegistry()

    func start() {
        // silent: a selector observer behind the project's own name
        notificationHandler.register(self, selector: #selector(refresh), name: .init("PlayerPlay"), object: nil)
        registry.register(self) // expect-warning:18 unbalanced-observer {{'register' on 'self.registry' has no matching 'unregister'}}
    }

    @objc func refresh() {}
}
