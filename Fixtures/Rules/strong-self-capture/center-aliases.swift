import Foundation

extension Notification.Name {
    static let themeDidChange = Notification.Name("themeDidChange")
}

/// A local that names a shared object is that object: it does not die with the scope, and neither does what
/// is registered on it.
final class ThemeWatcher {
    private var tokens: [NSObjectProtocol] = []
    private let center = NotificationCenter.default

    func start() {
        let center = NotificationCenter.default
        let token = center.addObserver(forName: .themeDidChange, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{NotificationCenter keeps the closure}}
        }
        tokens.append(token)
    }

    func startThroughTwoAliases() {
        let shared = NotificationCenter.default
        let center = shared
        tokens.append(
            center.addObserver(forName: .themeDidChange, object: nil, queue: nil) { _ in
                self.reload() // expect-warning:17 strong-self-capture {{captures 'self' strongly}}
            })
    }

    func startThroughAProperty() {
        let center = self.center
        tokens.append(
            center.addObserver(forName: .themeDidChange, object: nil, queue: nil) { _ in
                self.reload() // expect-warning:17 strong-self-capture {{captures 'self' strongly}}
            })
    }

    func startWeakly() {
        let center = NotificationCenter.default
        // silent: the alias changes nothing about a weak capture
        tokens.append(
            center.addObserver(forName: .themeDidChange, object: nil, queue: nil) { [weak self] _ in
                self?.reload()
            })
    }

    func startOnACenterOfItsOwn() {
        // silent: a center created here dies with the scope, and its observers with it
        let center = NotificationCenter()
        let token = center.addObserver(forName: .themeDidChange, object: nil, queue: nil) { _ in
            self.reload()
        }
        center.post(name: .themeDidChange, object: token)
    }

    func reload() {}

    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
}
