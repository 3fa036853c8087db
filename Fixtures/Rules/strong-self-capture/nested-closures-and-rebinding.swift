import Combine
import UIKit

extension Notification.Name {
    static let conversationDidUpdate = Notification.Name("conversationDidUpdate")
}

struct Conversation { let id: String; let title: String }

final class ChatViewModel {
    @Published var conversation: Conversation?
    @Published var messages: [String] = []
    var onTyping: (() -> Void)?
}

final class ChatViewController: UIViewController {
    private let viewModel = ChatViewModel()
    private var cancellables = Set<AnyCancellable>()
    private var observers: [NSObjectProtocol] = []
    private var typingTimer: Timer?
    private var readTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        // The strong self of `guard let self` is captured by an observer the center keeps.
        viewModel.$conversation
            .sink { [weak self] conversation in
                guard let self, let conversation else { return }
                self.observers.append(
                    NotificationCenter.default.addObserver(
                        forName: .conversationDidUpdate, object: conversation.id, queue: .main
                    ) { _ in
                        self.reloadMessages() // expect-warning:25 strong-self-capture {{guard let self}}
                    })
            }
            .store(in: &cancellables)

        viewModel.onTyping = { [weak self] in
            guard let self else { return }
            self.typingTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [self] _ in // expect-warning:94 strong-self-capture
                animateTypingIndicator()
            }
        }

        viewModel.$messages
            .sink { [weak self] messages in
                guard let strongSelf = self else { return }
                strongSelf.render(messages)
                strongSelf.readTimer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
                    strongSelf.markAsRead(messages) // expect-warning:21 strong-self-capture {{strongSelf}}
                }
            }
            .store(in: &cancellables)

        // The sink closure must hold self strongly to create the nested [weak self].
        viewModel.$messages
            .sink { messages in
                DispatchQueue.main.async { [weak self] in // expect-warning:50 strong-self-capture
                    self?.render(messages)
                }
            }
            .store(in: &cancellables)
    }

    func bindTitle() {
        // silent: guard let self holds self only while this closure runs; the nested closures are not kept.
        viewModel.$conversation
            .sink { [weak self] conversation in
                guard let self else { return }
                UIView.animate(withDuration: 0.25) {
                    self.title = conversation?.title
                }
                self.viewModel.messages.forEach { self.prefetch($0) }
            }
            .store(in: &cancellables)
        // silent: both closures hold self weakly.
        viewModel.$messages
            .sink { [weak self] messages in
                DispatchQueue.main.async { [weak self] in self?.render(messages) }
            }
            .store(in: &cancellables)
    }

    private func reloadMessages() {}
    private func animateTypingIndicator() {}
    private func render(_ messages: [String]) {}
    private func markAsRead(_ messages: [String]) {}
    private func prefetch(_ message: String) {}
}
