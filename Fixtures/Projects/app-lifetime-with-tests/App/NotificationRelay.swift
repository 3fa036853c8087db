import Foundation

final class NotificationRelay {
    private var tokens: [NSObjectProtocol] = []

    init(_ center: NotificationCenter) {
        tokens.append(center.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main, using: relayClockChange)) // expect-warning:30 unbalanced-observer {{'NotificationRelay' is made only as 'AppDelegate.relay'}}
    }

    func relayClockChange(_ notification: Notification) {}
}
