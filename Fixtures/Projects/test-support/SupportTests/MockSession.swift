import Foundation

// A mock in a test target's folder: its cycle is real, but the code runs only in the tests, so the finding says
// so and is a note (RuleExampleTests checks the severity).
final class MockSession {
    var onRefresh: (() -> Void)?

    func stubRefresh() {
        onRefresh = { self.refreshCount += 1 } // expect-warning:23 self-referencing-callback {{the file is test code (under 'SupportTests')}}
    }

    var refreshCount = 0
}
