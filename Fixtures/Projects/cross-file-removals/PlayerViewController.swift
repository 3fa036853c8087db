import AVFoundation
import UIKit

final class PlayerViewController: UIViewController {
    let player = AVPlayer()
    var statusToken: NSObjectProtocol?
    var routeToken: NSObjectProtocol?
    var timeObserver: Any?
    var interruptionTokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // Removed in an extension in another file.
        statusToken = NotificationCenter.default.addObserver(forName: .playerStatus, object: nil, queue: .main) { [weak self] _ in
            self?.refresh()
        }
        // Never removed anywhere: 'removeObserver(self)' in the other file does not remove block observers.
        routeToken = NotificationCenter.default.addObserver(forName: .routeChange, object: nil, queue: .main) { [weak self] _ in // expect-warning:49 unbalanced-observer {{does not remove block-based observers}}
            self?.refresh()
        }
        // Each element is removed in the other file.
        interruptionTokens.append(
            NotificationCenter.default.addObserver(forName: .interruption, object: nil, queue: .main) { [weak self] _ in
                self?.refresh()
            })
        // Removed in the other file with the stored token.
        timeObserver = player.addPeriodicTimeObserver(forInterval: .zero, queue: .main) { [weak self] _ in self?.refresh() }
        player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [.new], context: nil)
        player.addObserver(self, forKeyPath: "status", options: [.new], context: nil) // expect-warning:16 unbalanced-observer {{'status'}}
    }

    func refresh() {}
}

extension Notification.Name {
    static let playerStatus = Notification.Name("playerStatus")
    static let routeChange = Notification.Name("routeChange")
    static let interruption = Notification.Name("interruption")
}
