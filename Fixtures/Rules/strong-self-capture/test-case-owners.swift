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
