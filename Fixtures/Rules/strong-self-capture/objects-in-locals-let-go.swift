import UIKit

final class InAppBanner: UIView {
    var onHide: (() -> Void)?
}

// The banner is made into a local, kept in a property, and given a closure that holds `self`: the presenter sets
// the property back to nil when the banner hides, which ends the cycle then.
final class ReachabilityPresenter {
    private var offlineBanner: InAppBanner?

    func showOffline() {
        let banner = InAppBanner()
        offlineBanner = banner
        banner.onHide = {
            self.hideOffline() // expect-warning:13 strong-self-capture {{'ReachabilityPresenter' sets 'self.offlineBanner' back to nil}}
        }
    }

    private func hideOffline() {
        UIView.animate(withDuration: 0.3) {
            self.offlineBanner?.alpha = 0
        } completion: { _ in
            self.offlineBanner?.removeFromSuperview()
            self.offlineBanner = nil
        }
    }
}

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    var isCompleted: (() -> Void)? { get set }
}

// The child is let go when it completes, but the closure holds the child as well: the child keeps itself, and the
// closure `self`, once the array lets it go.
final class RootCoordinator: Coordinator {
    var children: [Coordinator] = []
    var isCompleted: (() -> Void)?

    func showSettings() {
        let child = SettingsCoordinator()
        child.isCompleted = { self.finish(child) } // expect-warning:31 strong-self-capture {{'self' keeps 'child' in 'self.children'; capture [weak self]}}
        // expect-warning@-1:43 self-referencing-callback {{'child' keeps itself alive}}
        children.append(child)
    }

    func finish(_ child: Coordinator) {
        children.removeAll { $0 === child }
    }
}

final class SettingsCoordinator: Coordinator {
    var children: [Coordinator] = []
    var isCompleted: (() -> Void)?
}

// silent: both held weakly, the child goes when the array lets it go.
final class QuietCoordinator: Coordinator {
    var children: [Coordinator] = []
    var isCompleted: (() -> Void)?

    func showSettings() {
        let child = SettingsCoordinator()
        child.isCompleted = { [weak self, weak child] in
            guard let self, let child else { return }
            self.children.removeAll { $0 === child }
        }
        children.append(child)
    }
}

// The same banner kept for good: the cycle stays.
final class SyncPresenter {
    private var syncBanner: InAppBanner?

    func showSyncing() {
        let banner = InAppBanner()
        syncBanner = banner
        banner.onHide = {
            self.refresh() // expect-warning:13 strong-self-capture {{'self' keeps 'banner' in 'self.syncBanner'; capture [weak self]}}
        }
    }

    func refresh() {}
}

// silent: the closure holds the presenter weakly.
final class QuietPresenter {
    private var banner: InAppBanner?

    func show() {
        let banner = InAppBanner()
        self.banner = banner
        banner.onHide = { [weak self] in self?.refresh() }
    }

    func refresh() {}
}

// silent: the banner goes into a weak property, which keeps nothing.
final class WeakBannerPresenter {
    private weak var banner: InAppBanner?

    func show(in window: UIWindow) {
        let banner = InAppBanner()
        window.addSubview(banner)
        self.banner = banner
        banner.onHide = { self.refresh() }
    }

    func refresh() {}
}

/// One variable holds a new banner after each assignment: only the last one is kept by `self`, so only its
/// closure keeps `self` through `self.stickyBanner`.
final class StickyBannerStack {
    final class Banner {
        var onHide: (() -> Void)?
    }

    var stickyBanner: Banner?

    func showAll() {
        var banner = Banner()
        // silent: this first banner is let go with the variable; 'self' never keeps it.
        banner.onHide = {
            self.reflow()
        }
        banner = Banner()
        banner.onHide = {
            self.reflow() // expect-warning:13 strong-self-capture {{'self' keeps 'banner' in 'self.stickyBanner'}}
        }
        stickyBanner = banner
    }

    func reflow() {}
}

/// The banner each case makes is the one `self` keeps after the switch: every branch's closure keeps `self`.
final class RejectionBanners {
    final class Banner {
        var onHide: (() -> Void)?
    }

    var rejectBanner: Banner?

    func showRejection(_ reason: Int) {
        var banner: Banner
        switch reason {
        case 0:
            banner = Banner()
            banner.onHide = {
                self.reconnect() // expect-warning:17 strong-self-capture {{'self' keeps 'banner' in 'self.rejectBanner'}}
            }
        default:
            banner = Banner()
            banner.onHide = {
                self.reconnect() // expect-warning:17 strong-self-capture {{'self' keeps 'banner' in 'self.rejectBanner'}}
            }
        }
        rejectBanner = banner
    }

    func reconnect() {}
}
