import XCTest

final class NotificationRelayTests: XCTestCase {
    func testRelaysClockChanges() {
        let relay = NotificationRelay(NotificationCenter())
        XCTAssertNotNil(relay)
    }
}
