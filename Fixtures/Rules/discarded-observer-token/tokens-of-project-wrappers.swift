import Combine
import UIKit

// Project wrappers of the block-based NotificationCenter registration, whatever their names: the token they return
// is the only way to remove the observer.
extension Notification.Name {
    static let cartChanged = Notification.Name("CartChanged")

    /// Calls `handler` on every post of the name, on the main queue unless told otherwise.
    @discardableResult
    func onPost(queue: OperationQueue? = .main, using handler: @escaping (Notification) -> Void) -> NSObjectProtocol {
        let center = NotificationCenter.default
        return center.addObserver(forName: self, object: nil, queue: queue, using: handler)
    }
}

enum Analytics {
    static func log(_ event: String) {}
}

/// Repeats a block on a timer; the cancellable it returns invalidates the timer when released.
final class Ticker {
    @discardableResult
    func every(_ seconds: TimeInterval, run work: @escaping () -> Void) -> AnyCancellable {
        let timer = Timer.scheduledTimer(withTimeInterval: seconds, repeats: true) { _ in work() }
        return AnyCancellable { timer.invalidate() }
    }
}

final class CartViewController: UIViewController {
    private var cartToken: NSObjectProtocol?
    private let ticker = Ticker()

    override func viewDidLoad() {
        super.viewDidLoad()
        let screen = title ?? "cart"
        Notification.Name.cartChanged.onPost { _ in Analytics.log(screen) } // expect-warning:39 discarded-observer-token {{the token returned by 'onPost' is discarded}}
        Notification.Name.cartChanged.onPost(queue: .main, using: { [weak self] _ in self?.refresh() }) // expect-warning:39 discarded-observer-token {{holds 'self' weakly}}
        // silent: the token is kept, and removed when the controller goes.
        cartToken = Notification.Name.cartChanged.onPost(using: { [weak self] _ in self?.refresh() })
        // silent: the cancellable the ticker returns stops its timer when released.
        ticker.every(1, run: { [weak self] in self?.refresh() })
    }

    deinit {
        if let cartToken { NotificationCenter.default.removeObserver(cartToken) }
    }

    func refresh() {}
}
