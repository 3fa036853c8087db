import Combine
import XCTest

/// Test cases live until the whole test run ends: a cycle through one is a note, not a warning (the fixtures run with full severities; AppLifetimeTests checks the notes).
class SnapshotTestBase: XCTestCase {}

final class FeedViewModelTests: SnapshotTestBase {
    var cancellables = Set<AnyCancellable>()
    let model = FeedModel()

    func testReloads() {
        model.$items
            .sink { items in
                self.received(items) // expect-warning:17 strong-self-capture {{'FeedViewModelTests' is a test case ('XCTestCase'): the test runner keeps it until the whole run ends}}
            }
            .store(in: &cancellables)
    }

    func received(_ items: [String]) {}
}

/// Still a warning: the view model is the app's code, created by the test.
final class FeedModel {
    @Published var items: [String] = []
    var cancellables = Set<AnyCancellable>()
    var count = 0

    func start() {
        $items
            .sink { items in
                self.count = items.count // expect-warning:17 strong-self-capture
            }
            .store(in: &cancellables)
    }
}

/// A mock made again in `setUp` ends no cycle: XCTest makes a test case object per test, and `setUp` runs before
/// the test stores its closure.
final class KeychainMock {
    var getClosure: ((String) -> Data?)?
}

final class UnlockManagerTests: XCTestCase {
    var keychain: KeychainMock!
    var calls = 0

    override func setUpWithError() throws {
        keychain = KeychainMock()
    }

    func testReadsTheKey() {
        keychain.getClosure = { _ in
            self.calls += 1 // expect-warning:13 strong-self-capture {{'self' keeps 'self.keychain'; 'UnlockManagerTests' is a test case}}
            return nil
        }
    }
}
