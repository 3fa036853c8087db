import UIKit

/// Keyboard observing mixed into controllers: the tokens live in an associated object, and a method removes
/// each of them through `forEach` with a closure in parentheses.
public protocol KeyboardObserving: AnyObject {
    func keyboardWillShow(_ notification: Notification)
}

private var tokensKey = 0

public extension KeyboardObserving where Self: UIViewController {
    private var observeTokens: [NSObjectProtocol]? {
        get { objc_getAssociatedObject(self, &tokensKey) as? [NSObject] }
        set { objc_setAssociatedObject(self, &tokensKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }

    func registerForKeyboardEvents() {
        weak var weakSelf = self
        // silent: unregisterFromKeyboardEvents passes every stored token to removeObserver.
        let tokens = [
            NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
            ) { notification in
                weakSelf?.keyboardWillShow(notification)
            }
        ]
        self.observeTokens = tokens
    }

    func unregisterFromKeyboardEvents() {
        observeTokens?.forEach({ NotificationCenter.default.removeObserver($0) })
    }
}

/// The same shape, but the closure only logs each token: nothing is removed.
final class LoggingObserver {
    private var tokens: [NSObjectProtocol] = []

    func start() {
        tokens.append(
            NotificationCenter.default.addObserver( // expect-warning:40 unbalanced-observer {{'removeObserver(_:)'}}
                forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
            ) { _ in print("active") })
    }

    func stop() {
        tokens.forEach({ print($0) })
    }
}
