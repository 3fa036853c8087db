import UIKit

final class MessageBanner: UIView {
    var onTap: (() -> Void)?
}

/// A method of `self` whose name starts with a storing verb (`addBanner`, `setBanner`) keeps what it is given; one
/// whose name only starts with the same letters (`setupBanner`, `settleBanner`) is another word.
final class AlertCenterModel {
    private var banners: [MessageBanner] = []

    private func setupBanner(_ banner: MessageBanner) { banner.backgroundColor = .red }
    private func addBanner(_ banner: MessageBanner) { banners.append(banner) }

    // silent: 'setupBanner' styles the banner, the banner goes to the caller.
    func show(_ banner: MessageBanner) {
        setupBanner(banner)
        banner.onTap = { self.dismissAll() }
    }

    func keep(_ banner: MessageBanner) {
        addBanner(banner)
        banner.onTap = { self.dismissAll() } // expect-warning:26 strong-self-capture {{'self' keeps 'banner'}}
    }

    func dismissAll() {}
}
