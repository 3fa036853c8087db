import AVFoundation
import UIKit

extension Notification.Name {
    static let cartDidUpdate = Notification.Name("cartDidUpdate")
    static let pricesDidChange = Notification.Name("pricesDidChange")
}

protocol ReachabilityListener: AnyObject { func reachabilityDidChange(isReachable: Bool) }

final class Reachability {
    static let shared = Reachability()
    func addListener(_ listener: ReachabilityListener) {}
    func removeListener(_ listener: ReachabilityListener) {}
}

final class CartViewController: UIViewController {
    private let tableView = UITableView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // expect-warning@+1:36 lifecycle-mismatch {{every appearance}}
        NotificationCenter.default.addObserver(
            self, selector: #selector(cartDidUpdate), name: .cartDidUpdate, object: nil)
    }

    @objc private func cartDidUpdate() { tableView.reloadData() }
}

final class StoreViewController: UIViewController, ReachabilityListener {
    private let banner = UILabel()
    private var pricesToken: NSObjectProtocol?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startListening()
        // expect-warning@+1:50 lifecycle-mismatch {{every appearance}}
        pricesToken = NotificationCenter.default.addObserver(forName: .pricesDidChange, object: nil, queue: .main) {
            [weak self] _ in
            self?.banner.text = "Prices changed"
        }
    }

    private func startListening() {
        Reachability.shared.addListener(self) // expect-warning:29 lifecycle-mismatch {{every appearance}}
    }

    func reachabilityDidChange(isReachable: Bool) { banner.isHidden = isReachable }

    deinit {
        Reachability.shared.removeListener(self)
        if let pricesToken { NotificationCenter.default.removeObserver(pricesToken) }
    }
}

final class CheckoutViewController: UIViewController, ReachabilityListener {
    private let payButton = UIButton(type: .system)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // silent: added on every appearance and removed on every disappearance.
        NotificationCenter.default.addObserver(
            self, selector: #selector(pricesDidChange), name: .pricesDidChange, object: nil)
        // silent: removed through stopListening(), which viewWillDisappear calls.
        Reachability.shared.addListener(self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: .pricesDidChange, object: nil)
        stopListening()
    }

    private func stopListening() {
        Reachability.shared.removeListener(self)
    }

    func reachabilityDidChange(isReachable: Bool) { payButton.isEnabled = isReachable }
    @objc private func pricesDidChange() { payButton.setNeedsLayout() }
}

final class TrailerViewController: UIViewController {
    private let player = AVPlayer()
    private let progressView = UIProgressView()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // silent: the KVO observer is removed for the same key path when the view disappears.
        player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [.new], context: nil)
        player.play()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        player.pause()
        player.removeObserver(self, forKeyPath: #keyPath(AVPlayer.rate))
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        progressView.isHidden = player.rate == 0
    }
}

/// A registration removed first in the same method replaces itself on each appearance: none piles up.
final class DiffToolsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // silent: removed just before it is added again
        NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(reload), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc func reload() {}
}
