import UIKit

extension Notification.Name {
    static let badgeDidChange = Notification.Name("badgeDidChange")
}

final class BadgeButton: UIButton { var onTap: (() -> Void)? }

/// Messages name code the reader can find: no 'self.self', no '$0' outside its closure, and a clause about a
/// removal only where the type writes one.
final class BadgeController: UIViewController {
    private var badges: [BadgeButton] = []
    private var onDone: (() -> Void)?
    private var token: NSObjectProtocol?
    private var nestedToken: NSObjectProtocol?

    func wire() {
        // '.self' names the object it follows: this is 'self.onDone' (self-referencing-callback's own case).
        self.self.onDone = { self.close() } // expect-warning:30 self-referencing-callback {{closure stored in 'self.onDone' captures 'self' strongly: 'self' keeps the closure}}
        // An element reached through '$0' is each element of the collection.
        badges.indices.forEach { self.badges[$0].onTap = { self.close() } } // expect-warning:60 strong-self-capture {{closure stored in 'onTap' of each element of 'self.badges' captures 'self' strongly; 'self' keeps each element of 'self.badges'; capture [weak self]}}
        // silent: [weak self] holds nothing of the controller.
        badges.indices.forEach { self.badges[$0].onTap = { [weak self] in self?.close() } }
        // An optional mark at the end of a path is no part of the object's name.
        badges.first?.onTap = { self.close() } // expect-warning:33 strong-self-capture {{'self' keeps 'self.badges.first'; capture [weak self]}}
    }

    func observe() {
        // No removal anywhere: the message says what keeps the closure and nothing of a removal.
        token = NotificationCenter.default.addObserver(forName: .badgeDidChange, object: nil, queue: .main) { _ in
            self.close() // expect-warning:13 strong-self-capture {{NotificationCenter keeps the closure until the observer is removed; 'BadgeController' never removes the observer either (unbalanced-observer); capture [weak self]}}
        }
    }

    func observeNested() {
        // The outer closure holds 'self' strongly to make the inner one's [unowned self]: unowned, not weak.
        nestedToken = NotificationCenter.default.addObserver(forName: .badgeDidChange, object: nil, queue: .main) { _ in
            DispatchQueue.main.async { [unowned self] in self.close() } // expect-warning:49 strong-self-capture {{captures 'self' strongly to form the [unowned self] of a nested closure; NotificationCenter keeps the closure until the observer is removed, and the 'removeObserver' in 'deinit' never runs; capture [weak self] in this closure, and in the nested one instead of [unowned self]}}
        }
    }

    private func close() {}

    deinit {
        if let nestedToken { NotificationCenter.default.removeObserver(nestedToken) }
    }
}
