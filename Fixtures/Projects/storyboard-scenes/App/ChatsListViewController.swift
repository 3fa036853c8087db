import AppKit
import Combine

/// The chats window's list (a split item of the window's content): the app delegate keeps that window.
final class ChatsListViewController: NSViewController {
    @Published var filter = ""
    private var cancellables: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        $filter.sink { value in
            self.apply(value) // expect-warning:13 strong-self-capture {{'ChatsListViewController' is kept by 'NSSplitViewController' ('splitItems') in the storyboard scene 'ChatsWindow' of 'Main.storyboard', which the project makes only as 'AppDelegate.chatsWindowController', and 'AppDelegate' lives as long as the app}}
        }.store(in: &cancellables)
    }

    func apply(_ filter: String) {}
}
