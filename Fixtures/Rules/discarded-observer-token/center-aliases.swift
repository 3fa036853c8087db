import Foundation

extension Notification.Name {
    static let sessionDidEnd = Notification.Name("sessionDidEnd")
}

/// A token thrown away is lost whatever the center is called locally.
final class SessionBanner {
    func show() {
        let center = NotificationCenter.default
        // expect-warning@+1:20 discarded-observer-token {{can never be removed}}
        _ = center.addObserver(forName: .sessionDidEnd, object: nil, queue: .main) { [weak self] _ in
            self?.hide()
        }
    }

    func showOnAPrivateCenter() {
        // silent: a center of its own, created here, goes away with its observers at the end of the scope
        let center = NotificationCenter()
        _ = center.addObserver(forName: .sessionDidEnd, object: nil, queue: .main) { [weak self] _ in
            self?.hide()
        }
    }

    func hide() {}
}
