import Foundation

/// Reloads when the feed changes; the observer block keeps the model alive (the leak the tests expect).
public final class FeedModel {
    private var token: NSObjectProtocol?
    public private(set) var reloads = 0

    public init() {
        token = NotificationCenter.default.addObserver(
            forName: Notification.Name("FeedDidChange"), object: nil, queue: nil
        ) { _ in
            self.reload()
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }

    func reload() { reloads += 1 }
}
