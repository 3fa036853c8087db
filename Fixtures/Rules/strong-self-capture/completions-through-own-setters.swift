import Foundation

// A method whose name starts like a setter (`setLocalDescription`) is the type's own code when the type declares
// it: a closure handed to it goes where its body sends it. Here that is a request that runs the completion once,
// so nothing keeps it; a method that stores its closure in a property (`setHandler`) does keep it.
final class PeerConnection {
    func applyLocalDescription(_ sdp: String, completionHandler: @escaping (Error?) -> Void) {}
}

final class CallSession {
    private var localDescription: String?
    private var handler: (() -> Void)?
    private let connection = PeerConnection()

    func offer() {
        generateOffer(completionHandler: { result in
            // silent: a one-shot completion, run and released by the request.
            self.localDescription = result
        })
    }

    func listen() {
        setHandler {
            self.localDescription = nil // expect-warning:13 strong-self-capture {{'self.handler'}}
        }
    }

    private func generateOffer(completionHandler: @escaping (String) -> Void) {
        connection.applyLocalDescription("offer") { _ in
            self.setLocalDescription(sdp: "offer", completionHandler: completionHandler)
        }
    }

    private func setLocalDescription(sdp: String, completionHandler: @escaping (String) -> Void) {
        connection.applyLocalDescription(sdp) { _ in
            completionHandler(sdp)
        }
    }

    private func setHandler(_ handler: @escaping () -> Void) {
        self.handler = handler
    }
}
