import UIKit

extension Notification.Name {
    static let cartDidChange = Notification.Name("cartDidChange")
    static let sessionDidExpire = Notification.Name("sessionDidExpire")
    static let themeDidChange = Notification.Name("themeDidChange")
}

final class CartViewController: UIViewController {
    private var cartToken: NSObjectProtocol?
    private var keyboardTokens: [NSObjectProtocol] = []
    private let badgeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // expect-warning@+1:48 unbalanced-observer {{does not remove block-based observers}}
        cartToken = NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.refreshBadge()
        }
        keyboardTokens.append(
            // expect-warning@+1:40 unbalanced-observer {{does not remove block-based observers}}
            NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
            ) { [weak self] note in
                self?.adjustInsets(for: note)
            })
    }

    private func refreshBadge() { badgeLabel.text = "1" }
    private func adjustInsets(for note: Notification) {}

    deinit {
        // Removes selector observers of self only: both blocks above stay registered.
        NotificationCenter.default.removeObserver(self)
    }
}

final class SessionMonitor {
    private var observers: [Notification.Name: NSObjectProtocol] = [:]
    private var onExpire: (() -> Void)?

    func start(onExpire: @escaping () -> Void) {
        self.onExpire = onExpire
        // expect-warning@+1:67 unbalanced-observer {{never passes it to 'removeObserver(_:)'}}
        observers[.sessionDidExpire] = NotificationCenter.default.addObserver(
            forName: .sessionDidExpire, object: nil, queue: .main
        ) { [weak self] _ in
            self?.onExpire?()
        }
    }
}

final class ThemeObserver {
    private var themeToken: NSObjectProtocol?
    private var backgroundToken: NSObjectProtocol?
    private var foregroundToken: NSObjectProtocol?
    private var tokens: [NSObjectProtocol] = []
    private var observersByName: [Notification.Name: NSObjectProtocol] = [:]

    func start() {
        // silent: removed with a force-unwrapped token in stop().
        themeToken = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.applyTheme()
        }
        // silent: removed through `if let` in stop().
        backgroundToken = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.pause()
        }
        // silent: every token of the array is removed with forEach in deinit.
        tokens.append(
            NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: nil) { [weak self] _ in
                self?.applyTheme()
            })
        // silent: the dictionary's values are removed in a for loop in deinit.
        observersByName[.sessionDidExpire] = NotificationCenter.default.addObserver(
            forName: .sessionDidExpire, object: nil, queue: .main
        ) { [weak self] _ in
            self?.pause()
        }
    }

    func stop() {
        NotificationCenter.default.removeObserver(themeToken!)
        if let token = backgroundToken {
            NotificationCenter.default.removeObserver(token)
        }
    }

    private func applyTheme() {}
    private func pause() {}

    deinit {
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
        for token in observersByName.values {
            NotificationCenter.default.removeObserver(token)
        }
    }
}

extension ThemeObserver {
    func resume() {
        // silent: the token, unwrapped by guard let, is removed in another method of the extension.
        foregroundToken = NotificationCenter.default.addObserver(
            forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.applyTheme()
        }
    }

    func suspend() {
        guard let foregroundToken else { return }
        NotificationCenter.default.removeObserver(foregroundToken)
        self.foregroundToken = nil
    }
}

final class KeyboardFrameTracker {
    private let token: NSObjectProtocol

    init(onChange: @escaping (CGRect) -> Void) {
        // silent: a constant token set in init and removed in deinit.
        token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { note in
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            onChange(frame ?? .zero)
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}

/// The project gives every token a method that removes it from NotificationCenter.
extension NSObjectProtocol {
    func invalidate() {
        NotificationCenter.default.removeObserver(self)
    }
}

final class GraphPresenter {
    private var dotsToken: NSObjectProtocol?
    private var gridToken: NSObjectProtocol?

    func start() {
        // silent: 'stop()' removes it through the project's 'invalidate()' of every token.
        dotsToken = NotificationCenter.default.addObserver(forName: .init("dots"), object: nil, queue: .main) { _ in
            print("dots")
        }
        // expect-warning@+1:48 unbalanced-observer {{'self.gridToken'}}
        gridToken = NotificationCenter.default.addObserver(forName: .init("grid"), object: nil, queue: .main) { _ in
            print("grid")
        }
    }

    func stop() {
        dotsToken?.invalidate()
    }
}
