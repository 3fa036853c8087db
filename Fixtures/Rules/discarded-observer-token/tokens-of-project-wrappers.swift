import UIKit

// Project wrappers of the block-based NotificationCenter registration, whatever their names: the token they return
// is the only way to remove the observer.
extension Notification.Name {
    @discardableResult
    func onPost(
        object: Any? = nil, queue: OperationQueue? = nil, using block: @escaping (Notification) -> Void
    ) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: self, object: object, queue: queue, using: block)
    }

    static let cartChanged = Notification.Name("CartChanged")
}

enum Analytics {
    static func log(_ event: String) {}
}

/// Runs a block after a delay and hands back a cancellable that stops it when released.
final class Delayer {
    @discardableResult
    func after(_ seconds: Double, run work: @escaping () -> Void) -> DispatchWorkItem {
        let item = DispatchWorkItem(block: work)
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: item)
        return item
    }
}

final class CartViewController: UIViewController {
    private var cartToken: NSObjectProtocol?
    private let delayer = Delayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        let screen = title ?? "cart"
        Notification.Name.cartChanged.onPost { _ in Analytics.log(screen) } // expect-warning:39 discarded-observer-token {{the token returned by 'onPost' is discarded}}
        Notification.Name.cartChanged.onPost(queue: .main, using: { [weak self] _ in self?.refresh() }) // expect-warning:39 discarded-observer-token {{holds 'self' weakly}}
        // silent: the token is kept.
        cartToken = Notification.Name.cartChanged.onPost(using: { [weak self] _ in self?.refresh() })
        // silent: a work item run once; nothing stays registered.
        delayer.after(1, run: { [weak self] in self?.refresh() })
    }

    func refresh() {}
}
