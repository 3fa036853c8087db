import AVFoundation
import UIKit

extension Notification.Name {
    static let messagesDidSync = Notification.Name("messagesDidSync")
    static let draftDidSave = Notification.Name("draftDidSave")
}

protocol SyncSubscriber: AnyObject { func syncDidFinish() }

final class SyncEventBus {
    static let shared = SyncEventBus()
    func subscribe(_ subscriber: SyncSubscriber) {}
    func unsubscribe(_ subscriber: SyncSubscriber) {}
}

final class ConversationViewController: UIViewController {
    private let tableView = UITableView()
    private var keyboardToken: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        // expect-warning@+1:52 lifecycle-mismatch {{gone after the first one}}
        keyboardToken = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.tableView.scrollToNearestSelectedRow(at: .bottom, animated: true)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let keyboardToken {
            NotificationCenter.default.removeObserver(keyboardToken)
        }
    }
}

final class MessagesViewController: UIViewController {
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupObservers()
    }

    private func setupObservers() {
        // expect-warning@+1:36 lifecycle-mismatch {{gone after the first one}}
        NotificationCenter.default.addObserver(
            self, selector: #selector(messagesDidSync), name: .messagesDidSync, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: .messagesDidSync, object: nil)
    }

    @objc private func messagesDidSync() { tableView.reloadData() }
}

final class EpisodeViewController: UIViewController {
    private let player: AVPlayer
    private let playButton = UIButton(type: .system)

    init(player: AVPlayer) {
        self.player = player
        super.init(nibName: nil, bundle: nil)
        // expect-warning@+1:16 lifecycle-mismatch {{gone after the first one}}
        player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [.new], context: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        player.pause()
        player.removeObserver(self, forKeyPath: #keyPath(AVPlayer.rate))
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        playButton.isSelected = player.rate > 0
    }
}

final class DraftsViewController: UIViewController, SyncSubscriber {
    private let tableView = UITableView()
    private var draftToken: NSObjectProtocol?
    private var syncToken: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: added once in viewDidLoad, removed once in deinit.
        draftToken = NotificationCenter.default.addObserver(forName: .draftDidSave, object: nil, queue: .main) {
            [weak self] _ in
            self?.tableView.reloadData()
        }
        // silent: removed when the view disappears and again in deinit, so it never outlives the controller.
        syncToken = NotificationCenter.default.addObserver(forName: .messagesDidSync, object: nil, queue: .main) {
            [weak self] _ in
            self?.tableView.reloadData()
        }
        // silent: subscribed once in viewDidLoad, unsubscribed once in deinit.
        SyncEventBus.shared.subscribe(self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let syncToken {
            NotificationCenter.default.removeObserver(syncToken)
            self.syncToken = nil
        }
    }

    func syncDidFinish() { tableView.reloadData() }

    deinit {
        if let draftToken { NotificationCenter.default.removeObserver(draftToken) }
        if let syncToken { NotificationCenter.default.removeObserver(syncToken) }
        SyncEventBus.shared.unsubscribe(self)
    }
}

final class DraftAutosaver: SyncSubscriber {
    init() {
        // silent: not a view controller: init and stop() follow no view lifecycle.
        SyncEventBus.shared.subscribe(self)
    }

    func stop() {
        SyncEventBus.shared.unsubscribe(self)
    }

    func syncDidFinish() {}
}

/// Registered once in `init`; `viewWillAppear` makes values with `.init(…)`, which is not this type's `init`.
final class CallScreenController: UIViewController {
    private var avatarFrame = CGRect.zero

    init() {
        super.init(nibName: nil, bundle: nil)
        // silent: init runs once per screen, not on every appearance
        NotificationCenter.default.addObserver(self, selector: #selector(callEnded), name: .callEnded, object: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutAvatar()
    }

    private func layoutAvatar() {
        avatarFrame = .init(x: 0, y: 0, width: 48, height: 48)
    }

    @objc private func callEnded() {}

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}

/// silent: the removal runs only when the screen leaves for good (popped or dismissed), directly or through a
/// method; a disappearance that leaves it on the stack removes nothing.
final class BrowseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .callEnded, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .callStarted, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed {
            onClosed()
            NotificationCenter.default.removeObserver(self, name: .callStarted, object: nil)
        }
    }

    private func onClosed() {
        NotificationCenter.default.removeObserver(self, name: .callEnded, object: nil)
    }

    @objc private func refresh() {}
}

/// The opposite guard: removed while the screen stays on the stack, gone after the first push of another.
final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .callEnded, object: nil) // expect-warning:36 lifecycle-mismatch {{runs once from 'viewDidLoad'}}
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if !isMovingFromParent {
            NotificationCenter.default.removeObserver(self, name: .callEnded, object: nil)
        }
    }

    @objc private func refresh() {}
}
