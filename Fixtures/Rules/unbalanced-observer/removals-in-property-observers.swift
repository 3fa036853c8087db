import AppKit

/// A property whose `didSet` removes the token it held (`oldValue`) removes every token the type stores there, and
/// setting it to nil in a teardown method removes the last one.
final class TabBarWindow: NSWindow {
    private var tabBarObserver: NSObjectProtocol? {
        didSet {
            guard let oldValue else { return }
            NotificationCenter.default.removeObserver(oldValue)
        }
    }

    private var frameObserver: NSObjectProtocol? {
        didSet {
            if let oldValue { NotificationCenter.default.removeObserver(oldValue) }
        }
    }

    private var resizeObserver: NSObjectProtocol? {
        didSet { print("observing") }
    }

    // silent: the didSet removes the old token whenever the property changes, and 'removeTabBar' clears it.
    func setUpTabBar(_ view: NSView) {
        tabBarObserver = NotificationCenter.default.addObserver(
            forName: NSView.frameDidChangeNotification, object: view, queue: .main
        ) { [weak self] _ in
            self?.layoutTabs()
        }
    }

    // silent: the same with 'if let oldValue'.
    func observeFrame(_ view: NSView) {
        frameObserver = NotificationCenter.default.addObserver(
            forName: NSView.frameDidChangeNotification, object: view, queue: .main
        ) { [weak self] _ in
            self?.layoutTabs()
        }
    }

    // A didSet that removes nothing: the token is never passed to removeObserver.
    func observeResize(_ view: NSView) {
        // expect-warning@+1:53 unbalanced-observer {{never passes it to 'removeObserver(_:)'}}
        resizeObserver = NotificationCenter.default.addObserver(
            forName: NSView.frameDidChangeNotification, object: view, queue: .main
        ) { [weak self] _ in
            self?.layoutTabs()
        }
    }

    func removeTabBar() {
        tabBarObserver = nil
        frameObserver = nil
    }

    func layoutTabs() {}
}
