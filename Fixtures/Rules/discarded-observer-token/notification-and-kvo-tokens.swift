import AVFoundation
import UIKit

extension Notification.Name {
    static let userDidLogIn = Notification.Name("userDidLogIn")
    static let downloadDidFinish = Notification.Name("downloadDidFinish")
}

final class InboxViewController: UIViewController {
    private let tableView = UITableView()
    private var loginToken: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        // expect-warning@+1:40 discarded-observer-token {{can never be removed}}
        _ = NotificationCenter.default.addObserver(forName: .userDidLogIn, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.reloadData()
        }
        // expect-warning@+1:36 discarded-observer-token {{can never be removed}}
        NotificationCenter.default.addObserver(
            forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.tableView.reloadData()
        }
        // silent: the token is kept in a property and removed in deinit.
        loginToken = NotificationCenter.default.addObserver(forName: .downloadDidFinish, object: nil, queue: .main) {
            [weak self] _ in
            self?.tableView.reloadData()
        }
    }

    deinit {
        if let loginToken {
            NotificationCenter.default.removeObserver(loginToken)
        }
    }
}

final class DownloadNotifier {
    // silent: the token is returned: the caller keeps it and removes the observer.
    func observeDownloads(_ handler: @escaping (URL) -> Void) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .downloadDidFinish, object: nil, queue: .main) { note in
            if let url = note.object as? URL { handler(url) }
        }
    }

    func deliverPendingDownloads(_ urls: [URL], handler: @escaping (URL) -> Void) {
        let center = NotificationCenter()
        // silent: a private center held by a local dies at the end of the scope, and its observers with it.
        _ = center.addObserver(forName: .downloadDidFinish, object: nil, queue: nil) { note in
            if let url = note.object as? URL { handler(url) }
        }
        urls.forEach { center.post(name: .downloadDidFinish, object: $0) }
    }
}

final class VideoViewController: UIViewController {
    private let player = AVPlayer()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let playButton = UIButton(type: .system)
    private var statusObservation: NSKeyValueObservation?
    private var observations: [NSKeyValueObservation] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // expect-warning@+1:20 discarded-observer-token {{stops at once}}
        _ = player.observe(\.rate, options: [.new]) { [weak self] player, _ in
            self?.playButton.isSelected = player.rate > 0
        }
        // expect-warning@+1:43 discarded-observer-token {{held only by the local 'bufferingObservation'}}
        let bufferingObservation = player.observe(\.timeControlStatus) { [weak self] player, _ in
            self?.spinner.isHidden = player.timeControlStatus != .waitingToPlayAtSpecifiedRate
        }
        // silent: the observation is kept in a property.
        statusObservation = player.observe(\.status) { [weak self] player, _ in
            self?.playButton.isEnabled = player.status == .readyToPlay
        }
        // silent: the local is appended to a stored array, so the observation lives on.
        let volumeObservation = player.observe(\.volume) { [weak self] player, _ in
            self?.playButton.alpha = player.volume > 0 ? 1 : 0.5
        }
        observations.append(volumeObservation)
    }

    // silent: the observation is returned to the caller, who keeps it.
    func observeMuting(_ handler: @escaping (Bool) -> Void) -> NSKeyValueObservation {
        player.observe(\.isMuted) { player, _ in handler(player.isMuted) }
    }
}
