import Combine
import RxSwift
import UIKit

final class ReplyView: UIView { var onClose: (() -> Void)? }

final class ThreadViewModel {
    @Published var messages: [String] = []
    let errors = PublishSubject<Error>()
    func loadMore(completion: @escaping (Result<[String], Error>) -> Void) {}
}

final class ThreadViewController: UIViewController {
    private let viewModel = ThreadViewModel()
    private let replyView = ReplyView()
    private var cancellables = Set<AnyCancellable>()
    private let disposeBag = DisposeBag()
    private var autosaveTimer: Timer?
    private var memoryObserver: NSObjectProtocol?
    var onClose: (() -> Void)?
    var messagesObserver: ([String]) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$messages
            .sink(receiveValue: render) // expect-warning:33 method-reference-capture {{'render'}}
            .store(in: &cancellables)
        viewModel.errors
            .subscribe(onNext: self.showError) // expect-warning:32 method-reference-capture {{'showError'}}
            .disposed(by: disposeBag)
        memoryObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main,
            using: handleMemoryWarning(_:)) // expect-warning:20 method-reference-capture {{never removes the observer either (unbalanced-observer)}}
        autosaveTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true, block: autosave) // expect-warning:90 method-reference-capture
        replyView.onClose = stopReplying // expect-warning:29 method-reference-capture
        self.onClose = self.dismissThread // expect-warning:24 method-reference-capture {{'self.onClose'}}
    }

    func bindWithoutMethodReferences() {
        // silent: a closure with [weak self] instead of the method reference.
        viewModel.$messages
            .sink { [weak self] in self?.render($0) }
            .store(in: &cancellables)
        // silent: a static function captures no instance.
        viewModel.$messages
            .sink(receiveValue: Self.logCount)
            .store(in: &cancellables)
        // silent: a closure property is a value read from self, not a method bound to it.
        viewModel.$messages
            .sink(receiveValue: messagesObserver)
            .store(in: &cancellables)
        // silent: a one-shot completion: the view model calls it once and releases it.
        viewModel.loadMore(completion: handleLoadResult)
        // silent: map calls the method before it returns.
        let titles = viewModel.messages.map(title(for:))
        navigationItem.prompt = titles.first
    }

    private func render(_ messages: [String]) {}
    private func showError(_ error: Error) {}
    private func handleMemoryWarning(_ note: Notification) {}
    private func autosave(_ timer: Timer) {}
    private func stopReplying() {}
    private func dismissThread() {}
    private func handleLoadResult(_ result: Result<[String], Error>) {}
    private func title(for message: String) -> String { message }
    private static func logCount(_ messages: [String]) {}
}

extension Notification.Name {
    static let themeDidChange = Notification.Name("themeDidChange")
}

// silent: a struct's method reference copies a value; nothing can form a cycle.
struct ThemeListener {
    func start() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main, using: apply)
    }

    func apply(_ note: Notification) {}
}

final class ScriptContext {
    var evaluator: ((String) -> Void)?
}

/// An object the caller passes in and `self` keeps: its callback property closes a cycle only when the
/// property that keeps it is strong.
final class ScriptBridge: NSObject {
    private weak var weakContext: ScriptContext?
    private var context: ScriptContext?

    // silent: 'weakContext' does not keep the context, so the context's evaluator closes no cycle.
    func attachWeakly(to context: ScriptContext) {
        weakContext = context
        context.evaluator = evaluate
    }

    func attach(to context: ScriptContext) {
        self.context = context
        context.evaluator = evaluate // expect-warning:29 method-reference-capture {{'self' keeps 'context' in 'self.context'}}
    }

    func evaluate(_ script: String) {}
}
