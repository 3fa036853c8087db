import Foundation

/// A typed notification: the name and how to read its payload.
struct NotificationDescriptor<Payload> {
    let name: Notification.Name
    let convert: (Notification) -> Payload
}

/// Removes its observer when released: storing it in 'self' is the removal.
final class NotificationToken {
    let center: NotificationCenter
    let token: NSObjectProtocol

    init(center: NotificationCenter, token: NSObjectProtocol) {
        self.center = center
        self.token = token
    }

    deinit {
        center.removeObserver(token)
    }
}

extension NotificationCenter {
    /// One call deep: forwards 'block' inside another closure to the block-based API.
    func addObserver<Payload>(
        with descriptor: NotificationDescriptor<Payload>, using block: @escaping (Payload) -> Void
    ) -> NotificationToken {
        let token = addObserver(forName: descriptor.name, object: nil, queue: nil) { note in
            block(descriptor.convert(note))
        }
        return NotificationToken(center: self, token: token)
    }
}
