import Foundation

/// A request to a relay, answered once; the backlog holds it until then.
final class RelayRequest: Hashable {
    let id = UUID()
    let onResponse: () -> Void

    init(onResponse: @escaping () -> Void) { self.onResponse = onResponse }

    static func == (lhs: RelayRequest, rhs: RelayRequest) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Holds requests while they are pending: an answer or the timeout sweep removes each one.
final class RequestBacklog {
    private var pending = Set<RelayRequest>()

    func add(_ request: RelayRequest) { pending.insert(request) }
    func finish(_ request: RelayRequest) { pending.remove(request) }
    func sweep() { pending.removeAll() }
}

/// Keeps every listener it is given for as long as it lives.
final class ListenerList {
    private var listeners: [RelayRequest] = []

    func add(_ listener: RelayRequest) { listeners.append(listener) }
}

final class FeedModel {
    private let backlog = RequestBacklog()
    private let listeners = ListenerList()
    private var items: [String] = []

    // silent: the backlog lets the request go once it is answered or swept.
    func load() {
        let request = RelayRequest(onResponse: { self.items.append("loaded") })
        backlog.add(request)
    }

    // silent: the same, the request made in the call.
    func reload() {
        backlog.add(RelayRequest(onResponse: { self.items.removeAll() }))
    }

    // silent: a completion handed on to a request in the backlog.
    func fetch(_ done: @escaping () -> Void) {
        let request = RelayRequest(onResponse: { done() })
        backlog.add(request)
    }

    func refresh() {
        fetch { self.items = [] }
    }

    // The list never lets its listeners go: 'self' keeps the closure through it.
    func listen() {
        let listener = RelayRequest(onResponse: { self.items.append("heard") }) // expect-warning:51 strong-self-capture {{kept by 'self.listeners'}}
        listeners.add(listener)
    }

    func watch(_ done: @escaping () -> Void) {
        listeners.add(RelayRequest(onResponse: { done() }))
    }

    func startWatching() {
        watch { self.items = [] } // expect-warning:17 strong-self-capture {{kept by 'self.listeners'}}
    }
}
