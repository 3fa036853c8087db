import Foundation

/// Keeps each observer's closure in a dictionary; an entry removes itself when it runs after its observer is
/// gone. While the observer lives, nothing removes the entry: a closure that holds the observer strongly keeps it
/// alive for ever, and with it the store if the observer keeps the store.
open class Store<Event> {
    private var observers: [UUID: (Event) -> Void] = [:]

    public func addObserver<T: AnyObject>(_ observer: T, closure: @escaping (T, Event) -> Void) {
        let id = UUID()
        let entry: (Event) -> Void = { [weak self, weak observer] event in
            guard let self else { return }
            guard let observer else {
                self.observers.removeValue(forKey: id)
                return
            }
            closure(observer, event)
        }
        observers[id] = entry
    }

    public func sendEvent(_ event: Event) {
        observers.values.forEach { $0(event) }
    }
}

final class BalanceStore: Store<Int> {}

/// Keeps one-shot handlers: each removes itself once it has run, so the store lets go of it.
final class OneShotStore {
    private var handlers: [UUID: () -> Void] = [:]

    func whenReady(_ handler: @escaping () -> Void) {
        let id = UUID()
        handlers[id] = { [weak self] in
            handler()
            self?.handlers.removeValue(forKey: id)
        }
    }
}

final class BalanceViewModel {
    private let balanceStore: BalanceStore
    private let readiness: OneShotStore
    private var total = 0

    init(balanceStore: BalanceStore, readiness: OneShotStore) {
        self.balanceStore = balanceStore
        self.readiness = readiness
        // silent: the closure reaches the model only through the observer parameter, which the store holds weakly.
        balanceStore.addObserver(self) { observer, event in observer.total += event }
        balanceStore.addObserver(self) { _, event in self.total += event } // expect-warning:54 strong-self-capture
        // silent: the one-shot handler is let go once it has run.
        readiness.whenReady { self.total = 0 }
    }
}
