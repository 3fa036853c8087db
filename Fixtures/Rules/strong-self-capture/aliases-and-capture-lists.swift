import Combine
import UIKit

extension Notification.Name {
    static let cartDidChange = Notification.Name("cartDidChange")
    static let currencyDidChange = Notification.Name("currencyDidChange")
}

final class CartStore {
    @Published var itemCount = 0
    @Published var currency = "EUR"
}

final class CartViewController: UIViewController {
    private let store = CartStore()
    private let badgeLabel = UILabel()
    private let priceLabel = UILabel()
    private var observers: [NSObjectProtocol] = []
    private var cancellables = Set<AnyCancellable>()
    private var pulseTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        // `[vc = self]` is a strong capture under another name.
        observers.append(
            NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [vc = self] _ in // expect-warning:112 strong-self-capture {{never removes the observer either (unbalanced-observer)}}
                vc.updateBadge()
            })

        // A strong alias taken outside the closure.
        let controller = self
        observers.append(
            NotificationCenter.default.addObserver(forName: .currencyDidChange, object: nil, queue: .main) { _ in
                controller.updatePrices() // expect-warning:17 strong-self-capture {{never removes the observer either (unbalanced-observer)}}
            })

        // The closure literal is kept in a local first, then handed to the center.
        let handler: (Notification) -> Void = { _ in
            self.updateBadge() // expect-warning:13 strong-self-capture {{never removes the observer either (unbalanced-observer)}}
        }
        observers.append(NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: nil, using: handler))

        // The column counts UTF-8 bytes: "→" takes three.
        store.$currency
            .sink { code in let text = "→ \(code)"; self.priceLabel.text = text } // expect-warning:55 strong-self-capture
            .store(in: &cancellables)
    }

    func bindCount() {
        store.$itemCount
            .sink { [weak self] count in
                guard let self = self else { return }
                self.badgeLabel.text = "\(count)"
                self.pulseTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    self.pulseBadge() // expect-warning:21 strong-self-capture
                }
            }
            .store(in: &cancellables)

        store.$currency
            .sink { [weak self] _ in
                if let self {
                    self.observers.append(
                        NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { _ in
                            self.updatePrices() // expect-warning:29 strong-self-capture {{never removes the observer either (unbalanced-observer)}}
                        })
                }
            }
            .store(in: &cancellables)
    }

    func bindSafely() {
        // silent: an Objective-C style weak variable: the closure captures only the weak reference.
        weak var weakSelf = self
        observers.append(
            // expect-warning@+1:40 unbalanced-observer
            NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { _ in
                weakSelf?.updateBadge()
            })
        // silent: `[label = self.badgeLabel]` reads self outside the closure and keeps only the label.
        store.$itemCount
            .sink { [label = self.badgeLabel] count in label.text = "\(count)" }
            .store(in: &cancellables)
        // silent: a selector-based observer holds no closure (NotificationCenter does not retain the target).
        NotificationCenter.default.addObserver(self, selector: #selector(cartChanged), name: .cartDidChange, object: nil)
        // silent: after guard let self, a nested closure with its own [weak self] holds nothing strongly.
        store.$itemCount
            .sink { [weak self] _ in
                guard let self else { return }
                self.observers.append(
                    // expect-warning@+1:48 unbalanced-observer
                    NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] _ in
                        self?.updateBadge()
                    })
            }
            .store(in: &cancellables)
        // silent: a background queue runs the block once.
        DispatchQueue.global(qos: .utility).async {
            self.store.itemCount = 0
        }
    }

    @objc private func cartChanged() {}
    private func updateBadge() {}
    private func updatePrices() {}
    private func pulseBadge() {}
}

/// After `guard let self`, a bare name in a nested closure is `self`'s member only when it is not one of the
/// project's global functions.
extension CartViewController {
    func bindPulse() {
        store.$itemCount
            .sink { [weak self] count in
                guard let self else { return }
                self.badgeLabel.text = "\(count)"
                // silent: `recordCartEvent` is a global function of the project; the timer's closure holds no `self`.
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    recordCartEvent("pulse")
                }
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    pulseBadgeAgain() // expect-warning:21 strong-self-capture
                }
            }
            .store(in: &cancellables)
    }

    private func pulseBadgeAgain() {}
}

func recordCartEvent(_ name: String) {}
