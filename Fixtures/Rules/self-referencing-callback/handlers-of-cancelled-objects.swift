import Network

/// A connection whose handler holds the connection keeps itself alive until it is cancelled: the function that
/// sets the handler and cancels the connection (on every end it handles) ends the cycle.
final class ConnectivityChecker {
    func probe(host: String) {
        let connection = NWConnection(host: .init(host), port: 80, using: .tcp)
        // silent: the handler cancels its own connection when the probe is done
        connection.stateUpdateHandler = { state in
            switch state {
            case .ready, .failed, .waiting: connection.cancel()
            default: break
            }
        }
        connection.start(queue: .main)
    }

    func accept(_ connection: NWConnection) {
        // Still reported: nothing cancels the connection when it fails, so it keeps itself alive.
        connection.stateUpdateHandler = { state in
            if case .failed = state { print("failed", connection) } // expect-warning:55 self-referencing-callback {{captures 'connection' strongly}}
        }
        connection.start(queue: .main)
    }
}
