import Network

/// A connection whose handler holds the connection keeps itself alive until it is cancelled: when the function
/// that sets the handler cancels the connection, the cycle ends on the paths that cancel (a note that says so).
final class ConnectivityChecker {
    func probe(host: String) {
        let connection = NWConnection(host: .init(host), port: 80, using: .tcp)
        connection.stateUpdateHandler = { state in
            switch state {
            case .ready, .failed, .waiting: connection.cancel() // expect-warning:45 self-referencing-callback {{the same function cancels 'connection', which ends the cycle on the paths that reach it}}
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
