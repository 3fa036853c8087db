import UIKit

extension Notification.Name {
    static let paletteDidChange = Notification.Name("paletteDidChange")
    static let spaceDidChange = Notification.Name("spaceDidChange")
}

/// A task whose handle the code keeps in a local and cancels ends where the code says: when the stream it feeds
/// is no longer read, when the enclosing loop moves on, in a `defer`.
final class PaletteService {
    private let label = UILabel()

    func applyPalette() { label.textColor = .label }

    // silent: the stream's end cancels the task.
    func palettes() -> AsyncStream<Int> {
        AsyncStream { continuation in
            let task = Task {
                for await _ in NotificationCenter.default.notifications(named: .paletteDidChange) {
                    self.applyPalette()
                    continuation.yield(1)
                }
            }
            continuation.onTermination = { _ in
                task.cancel()
            }
        }
    }

    // silent: each change cancels the last inner task, and leaving the loop cancels the one left.
    func followSpaces() async {
        var inner: Task<Void, Never>?
        defer { inner?.cancel() }
        for await _ in NotificationCenter.default.notifications(named: .spaceDidChange) {
            inner?.cancel()
            inner = Task {
                for await _ in NotificationCenter.default.notifications(named: .paletteDidChange) {
                    self.applyPalette()
                }
            }
        }
    }

    // A local that nothing cancels: the task outlives the method and keeps 'self'.
    func watchPalette() {
        let task = Task {
            for await _ in NotificationCenter.default.notifications(named: .paletteDidChange) {
                self.applyPalette() // expect-warning:17 task-loop-capture {{task captures 'self' strongly}}
            }
        }
        print(task)
    }
}
