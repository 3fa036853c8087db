import Foundation
import PromiseKit

/// A promise settles once, then runs its handlers and drops them: a promise chain holds `self` only until the
/// request behind it ends, even when `self` keeps the chain.
final class TokenManager {
    private var refreshing: Promise<String>?
    private let session = URLSession.shared
    private var token = ""

    func refresh() -> Promise<String> {
        if let refreshing { return refreshing }
        // silent: 'firstly' starts a chain that settles once
        let promise = firstly { fetchToken() }
            .get { token in self.token = token }
            .ensure { [self] in refreshing = nil }
        refreshing = promise
        return promise
    }

    func restart() {
        // silent: 'firstly' runs its closure at once and keeps nothing
        refreshing = firstly { self.fetchToken() }
    }

    func reload() {
        // silent: a project function declared to return a Promise settles once too
        refreshing = fetchToken().map { token in
            self.token = token
            return token
        }
    }

    func fetchToken() -> Promise<String> {
        Promise { seal in seal.fulfill("token") }
    }
}

/// Still reported: a closure kept in a property of `self` that no promise ends.
final class Poller {
    var onTick: (() -> Void)?
    var ticks = 0

    func start() {
        onTick = {
            self.ticks += 1 // expect-warning:13 self-referencing-callback
        }
    }
}

/// A project function that shares a promise method's name ('get') is another type's: the chain above still ends.
final class SettingsStore {
    let changes = NotificationCenter.default.publisher(for: .init("settings"))
    func get() -> NotificationCenter.Publisher { changes }
}

/// A chain that starts at a property of `self` declared as a promise settles once too.
final class OneShotLocator {
    private(set) var promise: Promise<Int>
    private var selfRetain: OneShotLocator?

    init(promise: Promise<Int>) {
        self.promise = promise
        selfRetain = self
        // silent: the property's declared type settles once, and the closure goes with it
        self.promise = self.promise.ensure {
            self.selfRetain = nil
        }
    }
}
