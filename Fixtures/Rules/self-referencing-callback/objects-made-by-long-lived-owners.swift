import Foundation
import XCTest

/// A local object made by a singleton that keeps itself through its own closure lives on whatever the singleton's
/// lifetime is: the singleton does not keep it.
final class SnapshotRenderer {
    var didRender: ((Data) -> Void)?
    func start() {}
}

final class CameraSnapshots {
    static let shared = CameraSnapshots()

    func snapshot(completion: @escaping (Data) -> Void) {
        let renderer = SnapshotRenderer()
        renderer.didRender = { data in
            completion(data)
            renderer.start() // expect-warning:13 self-referencing-callback {{so 'renderer' keeps itself alive; capture [weak renderer]}}
        }
        renderer.start()
    }
}

/// An object the singleton finds among what it holds (a child of its own) lives as long as the singleton does.
final class RootScreen {
    static let instance = RootScreen()
    var children: [SnapshotRenderer] = []

    func findFirst() -> SnapshotRenderer? { children.first }

    func animateFirst() {
        guard let first = findFirst() else { return }
        first.didRender = { _ in
            first.start() // expect-warning:13 self-referencing-callback {{so 'first' keeps itself alive; 'RootScreen' is a singleton}}
        }
    }
}

/// A mock a test makes that keeps itself is test code all the same.
final class RetryingTests: XCTestCase {
    func testRetries() {
        let session = SnapshotRenderer()
        session.didRender = { _ in
            session.start() // expect-warning:13 self-referencing-callback {{so 'session' keeps itself alive; 'RetryingTests' is a test case}}
        }
    }
}

/// An object its caller hands to a singleton's method is the caller's: the singleton does not keep it, so a
/// closure it stores in that object that captures the object keeps it alive whatever the singleton's lifetime is.
final class CallReporter {
    static let shared = CallReporter()

    func reportOutgoing(_ call: SnapshotRenderer) {
        call.didRender = { _ in
            call.start() // expect-warning:13 self-referencing-callback {{so 'call' keeps itself alive; capture [weak call]}}
        }
    }
}
