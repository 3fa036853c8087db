import SwiftUI

extension Notification.Name {
    static let accountDidChange = Notification.Name("accountDidChange")
}

/// `self` of a view is a value: copying it into a task forms no cycle, and `.task { }` ends with the view.
struct AccountView: View {
    @State private var name = ""

    var body: some View {
        Text(name)
            // silent: a `.task` modifier is cancelled when the view disappears
            .task {
                for await _ in NotificationCenter.default.notifications(named: .accountDidChange) {
                    name = "changed"
                }
            }
            .onAppear {
                // silent: `self` is a struct, a copy that no one keeps alive
                Task {
                    for await _ in NotificationCenter.default.notifications(named: .accountDidChange) {
                        name = "changed"
                    }
                }
            }
    }
}

struct AccountStore {
    var changes = 0

    mutating func count() async {
        // silent: a struct method holds a copy of `self`, not an object
        for await _ in NotificationCenter.default.notifications(named: .accountDidChange) { changes += 1 }
    }
}

enum AccountEvents {
    static var task: Task<Void, Never>?

    static func start() {
        // silent: a static member's `self` is the type, which lives for the whole run anyway
        task = Task {
            for await _ in NotificationCenter.default.notifications(named: .accountDidChange) { print("changed") }
        }
    }
}

final class AccountLogger {
    private var task: Task<Void, Never>?

    func start() {
        // silent: the task uses nothing of `self`
        task = Task {
            for await note in NotificationCenter.default.notifications(named: .accountDidChange) {
                print(note.name)
            }
        }
    }
}

actor AccountCache {
    private var task: Task<Void, Never>?
    private var hits = 0

    func start() {
        task = Task {
            for await _ in NotificationCenter.default.notifications(named: .accountDidChange) {
                // expect-warning@+1:23 task-loop-capture {{task captures 'self' strongly}}
                await self.record()
            }
        }
    }

    func record() { hits += 1 }
}
