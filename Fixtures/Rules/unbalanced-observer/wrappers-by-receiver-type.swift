import Foundation

extension Notification.Name {
    static let storeDidChange = Notification.Name("storeDidChange")
}

/// A project wrapper is the function called only when the receiver can be of the wrapper's type.
final class EventStore {
    /// Registers until removed: its token must be passed to `NotificationCenter.removeObserver(_:)`.
    func observe(_ handler: @escaping () -> Void) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .storeDidChange, object: nil, queue: nil) { _ in handler() }
    }
}

final class ChatViewController {
    private var notificationToken: NotificationToken?
    private var storeToken: NSObjectProtocol?
    private let results: Results<Message> = Results()
    private let store = EventStore()

    func viewDidLoad() {
        // silent: a framework's token (its type is not the project's EventStore) ends the observation when released
        notificationToken = results.observe { [weak self] _ in
            self?.render()
        }
        // expect-warning@+1:28 unbalanced-observer {{never passes it to 'removeObserver(_:)'}}
        storeToken = store.observe { [weak self] in
            self?.render()
        }
    }

    func render() {}
}

struct Message {}
