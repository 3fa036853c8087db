import AVFoundation
import UIKit

protocol ConnectivityListener: AnyObject { func connectivityDidChange(isOnline: Bool) }
protocol DownloadDelegate: AnyObject { func downloadDidFinish(_ url: URL) }
protocol PushReceiver: AnyObject { func didReceivePush(_ payload: [String: Any]) }
protocol EventSubscriber: AnyObject { func handle(event: String) }
protocol ThemeObserving: AnyObject { func themeDidChange() }

final class ConnectivityMonitor {
    func addListener(_ listener: ConnectivityListener) {}
    func removeListener(_ listener: ConnectivityListener) {}
}

final class DownloadManager {
    func addDelegate(_ delegate: DownloadDelegate) {}
    func removeDelegate(_ delegate: DownloadDelegate) {}
}

final class PushRegistry {
    func register(_ receiver: PushReceiver) {}
    func deregister(_ receiver: PushReceiver) {}
}

final class EventBus {
    func subscribe(_ subscriber: EventSubscriber) {}
    func unsubscribe(_ subscriber: EventSubscriber) {}
}

final class ThemeManager {
    static let shared = ThemeManager()
    func addObserver(_ observer: ThemeObserving) {}
    func removeObserver(_ observer: ThemeObserving) {}
}

final class DownloadsViewModel: ConnectivityListener, DownloadDelegate, PushReceiver, EventSubscriber, ThemeObserving {
    private let connectivity: ConnectivityMonitor
    private let downloads: DownloadManager
    private let pushes: PushRegistry
    private let bus: EventBus

    init(monitor: ConnectivityMonitor, downloads: DownloadManager, registry: PushRegistry, bus: EventBus) {
        connectivity = monitor
        self.downloads = downloads
        pushes = registry
        self.bus = bus
        connectivity.addListener(self) // expect-warning:22 unbalanced-observer {{'removeListener'}}
        // The parameter is the manager the view model keeps: it outlives init, and so does the registration.
        downloads.addDelegate(self) // expect-warning:19 unbalanced-observer {{'removeDelegate'}}
        pushes.register(self) // expect-warning:16 unbalanced-observer {{'unregister'}}
        self.bus.subscribe(self) // expect-warning:18 unbalanced-observer {{'unsubscribe'}}
        ThemeManager.shared.addObserver(self) // expect-warning:29 unbalanced-observer {{'removeObserver'}}
    }

    func connectivityDidChange(isOnline: Bool) {}
    func downloadDidFinish(_ url: URL) {}
    func didReceivePush(_ payload: [String: Any]) {}
    func handle(event: String) {}
    func themeDidChange() {}
}

final class SyncViewModel: ConnectivityListener, DownloadDelegate, PushReceiver, EventSubscriber, ThemeObserving {
    private let connectivity = ConnectivityMonitor()
    private let downloads = DownloadManager()
    private let pushes = PushRegistry()
    private let bus = EventBus()

    func start() {
        // silent: removeListener(self) on the same monitor in deinit.
        connectivity.addListener(self)
        // silent: removeDelegate(self) in stop().
        downloads.addDelegate(self)
        // silent: deregister(self) undoes register(self).
        pushes.register(self)
        // silent: unsubscribe(self) in stop().
        bus.subscribe(self)
        // silent: a custom addObserver(self) undone by removeObserver(self) on the same receiver.
        ThemeManager.shared.addObserver(self)
    }

    func stop() {
        downloads.removeDelegate(self)
        bus.unsubscribe(self)
        ThemeManager.shared.removeObserver(self)
    }

    deinit {
        connectivity.removeListener(self)
        pushes.deregister(self)
    }

    func connectivityDidChange(isOnline: Bool) {}
    func downloadDidFinish(_ url: URL) {}
    func didReceivePush(_ payload: [String: Any]) {}
    func handle(event: String) {}
    func themeDidChange() {}
}

final class PlaybackProgressModel {
    private let player: AVPlayer
    private var timeObserver: Any?
    private var chapterObserver: Any?
    private(set) var elapsed: Double = 0

    init(player: AVPlayer) { self.player = player }

    func startTracking() {
        let interval = CMTime(seconds: 0.5, preferredTimescale: 600)
        // expect-warning@+1:31 unbalanced-observer {{never passes to 'removeTimeObserver'}}
        timeObserver = player.addPeriodicTimeObserver(forInterval: interval, queue: .main) { [weak self] time in
            self?.elapsed = time.seconds
        }
        let marks = [NSValue(time: CMTime(seconds: 30, preferredTimescale: 600))]
        // silent: the boundary observer token is passed to removeTimeObserver(_:) in stopChapters().
        chapterObserver = player.addBoundaryTimeObserver(forTimes: marks, queue: .main) { [weak self] in
            self?.elapsed = 30
        }
    }

    func stopChapters() {
        if let chapterObserver {
            player.removeTimeObserver(chapterObserver)
        }
    }
}

final class ArtworkCell: UITableViewCell {}

final class LibraryViewController: UIViewController {
    private let tableView = UITableView()
    private let shuffleButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: UIControl does not retain its target; a target-action needs no removal.
        shuffleButton.addTarget(self, action: #selector(shuffle), for: .touchUpInside)
        let tap = UITapGestureRecognizer()
        // silent: a gesture recognizer's target-action needs no removal either.
        tap.addTarget(self, action: #selector(dismissKeyboard))
        view.addGestureRecognizer(tap)
        // silent: registering a cell class is configuration, not an observer.
        tableView.register(ArtworkCell.self, forCellReuseIdentifier: "ArtworkCell")
        // silent: the asset is a local: what is registered on it dies with it.
        let asset = UIImageAsset()
        asset.register(UIImage(), with: UITraitCollection(userInterfaceStyle: .dark))
        view.addSubview(tableView)
    }

    @objc private func shuffle() {}
    @objc private func dismissKeyboard() { view.endEditing(true) }
}
