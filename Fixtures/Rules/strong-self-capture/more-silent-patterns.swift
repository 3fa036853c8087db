import Combine
import SwiftUI
import UIKit

protocol Reloading {
    func reload()
}

final class ArticleListViewController: UIViewController {
    weak var coordinator: ArticleCoordinator?
    private var cancellables = Set<AnyCancellable>()
    private let tableView = UITableView()
    private var refreshTimer: Timer?
    private let queue = DispatchQueue(label: "articles")

    // silent: an immediately invoked initializer runs once; the closure is not stored.
    lazy var headerView: UIView = {
        let view = UIView()
        view.backgroundColor = self.view.backgroundColor
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: 'coordinator' is a weak property; 'self' does not own what it points to.
        coordinator?.onFinish = { self.dismiss(animated: true) }
        // '[unowned self]' is not a strong capture, but the timer is never invalidated: it fires after the
        // controller is gone.
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [unowned self] _ in // expect-warning:93 unowned-capture {{the run loop keeps a repeating timer}}
            self.refresh()
        }
        // silent: a serial queue runs the block once and releases it.
        queue.async { self.refresh() }
        // silent: 'asyncAfter' is one-shot scheduling.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.refresh() }
        // silent: the subscription is cancelled when the local 'probe' dies at the end of the scope.
        let probe = NotificationCenter.default.publisher(for: .articlesDidChange).sink { _ in self.refresh() }
        _ = probe
        // silent: 'weak var' alias used inside the closure.
        weak var weakSelf = self
        NotificationCenter.default.publisher(for: .articlesDidChange)
            .sink { _ in weakSelf?.refresh() }
            .store(in: &cancellables)
        // silent: the closure captures a property's value, not 'self'.
        let tableView = self.tableView
        NotificationCenter.default.publisher(for: .articlesDidChange)
            .sink { _ in tableView.reloadData() }
            .store(in: &cancellables)
        // silent: 'sorted(by:)' runs its closure before returning; storing the result keeps no closure.
        titles = titles.sorted { self.rank($0) < self.rank($1) }
    }

    var titles: [String] = []
    func refresh() {}
    func rank(_ title: String) -> Int { title.count }

    static func registerDefaults() {
        // silent: in a static method 'self' is the type, which is never released.
        // expect-warning@+1:36 discarded-observer-token
        NotificationCenter.default.addObserver(forName: .articlesDidChange, object: nil, queue: nil) { _ in
            self.resetCache()
        }
    }

    static func resetCache() {}
}

final class ArticleCoordinator {
    var onFinish: (() -> Void)?
}

extension Reloading {
    // silent: the protocol is not class-bound; 'self' may be a value.
    func observe(_ publisher: NotificationCenter.Publisher, into bag: inout Set<AnyCancellable>) {
        publisher.sink { _ in self.reload() }.store(in: &bag)
    }
}

struct ArticleRow: View {
    let title: String
    @State private var isPressed = false

    var body: some View {
        // silent: a SwiftUI view is a struct; its closures cannot form a cycle with it.
        Button(title) { self.isPressed.toggle() }
            .onReceive(NotificationCenter.default.publisher(for: .articlesDidChange)) { _ in self.isPressed = false }
    }
}

extension Notification.Name {
    static let articlesDidChange = Notification.Name("articlesDidChange")
}
