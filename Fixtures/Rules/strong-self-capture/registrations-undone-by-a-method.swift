import AppKit

/// A registration that a method other than `deinit` undoes (a window closing, a view disappearing) holds
/// `self` only until that method runs: a note that says so. Undone only in `deinit`, it stays a warning.
final class InspectorWindowController: NSWindowController, NSWindowDelegate {
    private var observers: [NSObjectProtocol] = []
    private var fileToken: NSObjectProtocol?
    private var themeToken: NSObjectProtocol?

    func show() {
        observers.append(
            NotificationCenter.default.addObserver(forName: .init("fileLoaded"), object: nil, queue: .main) { _ in
                self.reload() // expect-warning:17 strong-self-capture {{'removeListeners' undoes the registration, which ends the cycle when it runs}}
            })
        fileToken = NotificationCenter.default.addObserver(
            forName: .init("fileClosed"), object: nil, queue: .main, using: fileClosed) // expect-warning:77 method-reference-capture {{'windowWillClose' undoes the registration}}
        themeToken = NotificationCenter.default.addObserver(forName: .init("theme"), object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{the 'removeObserver' in 'deinit' never runs; capture [weak self]}}
        }
    }

    func windowWillClose(_ notification: Notification) {
        removeListeners()
        fileToken.map(NotificationCenter.default.removeObserver)
        fileToken = nil
    }

    private func removeListeners() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    func fileClosed(_ notification: Notification) {}
    func reload() {}

    deinit {
        themeToken.map(NotificationCenter.default.removeObserver)
    }
}
