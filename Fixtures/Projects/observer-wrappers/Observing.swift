import Foundation

/// Two calls deep: a global helper over the extension.
func observe<Payload>(
    _ descriptor: NotificationDescriptor<Payload>, handler: @escaping (Payload) -> Void
) -> NotificationToken {
    NotificationCenter.default.addObserver(with: descriptor, using: handler)
}

/// Three calls deep, in another type.
enum Notifications {
    static func listen<Payload>(
        to descriptor: NotificationDescriptor<Payload>, _ handler: @escaping (Payload) -> Void
    ) -> NotificationToken {
        observe(descriptor, handler: handler)
    }

    /// Not a wrapper: the closure is called at once and released.
    static func describe<Payload>(_ descriptor: NotificationDescriptor<Payload>, _ body: (String) -> Void) {
        body(descriptor.name.rawValue)
    }
}

/// Stores its escaping closure: a callback property in disguise.
final class Router {
    private var backHandlers: [() -> Void] = []
    var onFinish: (() -> Void)?

    func push(_ screen: String, onNavigationBack: @escaping () -> Void) {
        backHandlers.append(onNavigationBack)
    }

    func finish(then completion: @escaping () -> Void) {
        onFinish = completion
    }
}

let themeDidChange = NotificationDescriptor<String>(name: .init("theme"), convert: { _ in "dark" })

/// Returns the raw center token: the caller must remove it.
func observeRaw(_ name: Notification.Name, _ handler: @escaping (Notification) -> Void) -> NSObjectProtocol {
    NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main, using: handler)
}

/// Keeps completions only until the work finishes: the queue is emptied, so nothing stays.
final class Loader {
    private var pending: [() -> Void] = []

    func whenLoaded(_ completion: @escaping () -> Void) {
        pending.append(completion)
    }

    func finish() {
        let completions = pending
        pending = []
        completions.forEach { $0() }
    }
}
