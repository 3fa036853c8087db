import Network

/// A method stored in a handler of an object `self` keeps, where a method lets that object go
/// (`listener = nil`, `monitor?.cancel()`): the cycle lasts until then, a note that says so. An object kept for
/// good keeps the warning.
final class RelayServer {
    private var listener: NWListener?
    private let monitor = NWPathMonitor()
    private var connection: NWConnection?
    private let queue = DispatchQueue(label: "relay")

    func start() throws {
        listener = try NWListener(using: .tcp)
        listener?.stateUpdateHandler = handleListenerState // expect-warning:40 method-reference-capture {{'RelayServer' sets 'self.listener' back to nil, empties or cancels it}}
        listener?.newConnectionHandler = handleNewConnection // expect-warning:42 method-reference-capture {{'RelayServer' sets 'self.listener' back to nil}}
        listener?.start(queue: queue)
        monitor.pathUpdateHandler = handlePath // expect-warning:37 method-reference-capture {{'self' keeps 'self.monitor'; use a closure with [weak self]}}
        monitor.start(queue: queue)
        // silent: weak
        connection?.stateUpdateHandler = { [weak self] state in self?.handleConnectionState(state) }
    }

    func stop() {
        listener?.cancel()
        listener = nil
    }

    // silent: not stored
    func describe() -> String { String(describing: handlePath) }

    private func handleListenerState(_ state: NWListener.State) {}
    private func handleNewConnection(_ connection: NWConnection) {}
    private func handlePath(_ path: NWPath) {}
    private func handleConnectionState(_ state: NWConnection.State) {}
}

/// Another class clears the handler of its own connection: that says nothing of the connections other objects
/// keep, whose handlers stay until they are let go.
final class RtmpSocket {
    private var connection: NWConnection?

    func close() {
        // silent: a clearing, not a registration
        connection?.stateUpdateHandler = nil
        connection?.cancel()
    }
}

final class IngestClient {
    private let connection: NWConnection
    private let queue = DispatchQueue(label: "ingest")

    init(connection: NWConnection) {
        self.connection = connection
        connection.stateUpdateHandler = handleState // expect-warning:41 method-reference-capture {{'self' keeps 'connection' in 'self.connection'; use a closure with [weak self]}}
        connection.start(queue: queue)
    }

    func stop() {
        connection.cancel()
    }

    private func handleState(_ state: NWConnection.State) {}
}
