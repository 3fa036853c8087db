import Combine
import Foundation
import RxSwift

final class Store {
    @Published var items: [String] = []
    @Published var title = ""
    let events = PublishSubject<Int>()
}

final class ChildCoordinator {
    var isCompleted: (() -> Void)?
}

final class FeedController: NSObject {
    private let store = Store()
    private var cancellables = Set<AnyCancellable>()
    private let disposeBag = DisposeBag()
    private var observer: NSObjectProtocol?
    private var timer: Timer?
    private var children: [ChildCoordinator] = []
    var title = ""
    var onReload: (() -> Void)?

    func bind() {
        // One statement on self: optional chaining.
        store.$items
            .sink { items in self.render(items) }
            .store(in: &cancellables)
        // Several statements: guard let self.
        observer = NotificationCenter.default.addObserver(forName: .init("Feed"), object: nil, queue: .main) { _ in
            self.reload()
            self.render([])
        }
        // An existing capture list: [weak self] joins it.
        let formatter = DateFormatter()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [formatter] _ in
            self.title = formatter.string(from: Date())
            self.reload()
        }
        // A method reference with the arity of its declaration.
        store.$items
            .sink(receiveValue: render)
            .store(in: &cancellables)
        // assign(to:on: self) becomes a sink with [weak self].
        store.$title
            .assign(to: \.title, on: self)
            .store(in: &cancellables)
        // A callback property of self.
        onReload = {
            self.reload()
        }
    }

    func bindAgain() {
        // [self] in the capture list becomes [weak self].
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [self] _ in
            reload()
            render(store.items)
        }
        // The outer closure keeps self strongly to form the inner [weak self]: the fix goes to the outer one.
        store.$items
            .sink { items in
                DispatchQueue.main.async { [weak self] in
                    self?.render(items)
                }
            }
            .store(in: &cancellables)
    }

    func start(_ child: ChildCoordinator) {
        children.append(child)
        // The child keeps a closure that keeps the child.
        child.isCompleted = { [weak self] in
            self?.finish(child)
        }
    }

    func subscribeAll() {
        // Discarded subscriptions go into the bag that self already has.
        store.$title.sink { [weak self] title in self?.title = title }
        _ = store.$items.sink { [weak self] items in self?.render(items) }
        store.events
            .subscribe(onNext: { [weak self] value in self?.count(value) })
    }

    func render(_ items: [String]) {}
    func reload() {}
    func count(_ value: Int) {}
    func finish(_ child: ChildCoordinator) {}
}
