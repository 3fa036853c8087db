import UIKit

final class FeedViewModel {
    var onUpdate: (() -> Void)?
    var onError: ((Error) -> Void)?
    var onSelect: ((Int) -> Void)?
    private(set) var items: [String] = []

    lazy var refreshHandler: () -> Void = { self.reload() } // expect-warning:45 self-referencing-callback {{lazy property 'refreshHandler'}}
    // silent: [weak self] in a lazy closure property.
    lazy var retryHandler: () -> Void = { [weak self] in self?.reload() }

    init() {
        self.onUpdate = { self.reload() } // expect-warning:27 self-referencing-callback {{'self.onUpdate'}}
        onError = { error in self.log(error) } // expect-warning:30 self-referencing-callback
        onSelect = { [self] index in open(index) } // expect-warning:23 self-referencing-callback {{[self]}}
    }

    func bindWeakly() {
        // silent: [weak self]: the property keeps the closure, the closure does not keep self.
        self.onUpdate = { [weak self] in self?.reload() }
        // silent: [unowned self] does not retain.
        onError = { [unowned self] error in self.log(error) }
    }

    private func reload() {}
    private func log(_ error: Error) {}
    private func open(_ index: Int) {}
}

final class ToastView: UIView {
    var onTap: (() -> Void)?
    func dismiss() { removeFromSuperview() }
}

final class FeedViewController: UIViewController {
    private let viewModel = FeedViewModel()

    // silent: an immediately invoked closure runs once; the property stores the view, not the closure.
    lazy var emptyStateView: UIView = {
        let view = UIView()
        view.isHidden = self.viewModel.items.isEmpty == false
        return view
    }()

    func showToast() {
        let toast = ToastView()
        toast.onTap = { toast.dismiss() } // expect-warning:25 self-referencing-callback {{captures 'toast' strongly}}
        view.addSubview(toast)
    }
}

// silent: a struct is copied into its closure; it cannot keep itself alive.
struct FilterState {
    var query = ""
    var onChange: (() -> Void)?

    func withLogging() -> FilterState {
        var state = self
        state.onChange = { print("filter changed from \(self.query)") }
        return state
    }
}
