import UIKit

/// Removes its observer when it goes: holding one is holding the registration.
final class NotificationCancellable {
    private let token: any NSObjectProtocol

    init(_ token: any NSObjectProtocol) { self.token = token }

    deinit { NotificationCenter.default.removeObserver(token) }
}

/// Only holds its token.
final class TokenBox {
    let token: any NSObjectProtocol

    init(_ token: any NSObjectProtocol) { self.token = token }
}

extension NSObjectProtocol {
    func notificationCancellable() -> NotificationCancellable { NotificationCancellable(self) }
    func boxed() -> TokenBox { TokenBox(self) }
}

final class PermissionBroadcaster {
    private var activeObserver: NotificationCancellable?
    private var resignObserver: TokenBox?

    init() {
        // silent: the wrapper removes the observer when the broadcaster lets it go.
        activeObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.refresh()
        }
        .notificationCancellable()

        // expect-warning@+1:53 unbalanced-observer {{never passes it to 'removeObserver(_:)'}}
        resignObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.refresh()
        }
        .boxed()
    }

    func refresh() {}
}
