import AppKit

protocol ClientObserver: AnyObject { func clientDidUpdate() }

final class Client {
    func addObserver(_ observer: ClientObserver) {}
    func removeObserver(_ observer: ClientObserver) {}
}

// silent: the method moves the registration from the old client to the new one, undoing the earlier one each time.
final class TimelineController: NSViewController, ClientObserver {
    func clientDidChange(_ client: Client?, oldClient: Client?) {
        oldClient?.removeObserver(self)
        client?.addObserver(self)
    }

    func clientDidUpdate() {}
}

// silent: the same move in a property observer, from `oldValue` to the new value.
final class ProfileController: NSViewController, ClientObserver {
    var client: Client? {
        didSet {
            oldValue?.removeObserver(self)
            client?.addObserver(self)
        }
    }

    func clientDidUpdate() {}
}

// The old client is let go after the new registration is made: the last registration stays (the removal comes
// after it, on another object, so it undoes nothing the method adds).
final class NotificationsController: NSViewController, ClientObserver {
    func clientDidChange(_ client: Client?, oldClient: Client?) {
        client?.addObserver(self) // expect-warning:17 unbalanced-observer {{'removeObserver'}}
        oldClient?.removeObserver(self)
    }

    func clientDidUpdate() {}
}

// Registered in one method, and another object removed elsewhere: nothing undoes it.
final class SearchController: NSViewController, ClientObserver {
    let primary = Client()
    let secondary = Client()

    override func viewDidLoad() {
        super.viewDidLoad()
        primary.addObserver(self) // expect-warning:17 unbalanced-observer {{'removeObserver'}}
    }

    func stop(_ other: Client) {
        other.removeObserver(self)
    }

    func clientDidUpdate() {}
}
