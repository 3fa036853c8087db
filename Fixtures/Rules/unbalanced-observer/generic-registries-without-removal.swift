import Foundation

/// A store whose observers are kept weakly and cleaned up on the next event: it offers no removal at all, so a
/// registration without one is how it is meant to be used.
open class Store<Event, State> {
    private var observers: [UUID: (Event) -> Void] = [:]
    private var state: State

    init(state: State) { self.state = state }

    public func addObserver<T: AnyObject>(_ observer: T, closure: @escaping (T, Event) -> Void) {
        let id = UUID()
        observers[id] = { [weak self, weak observer] event in
            guard let observer else {
                self?.observers.removeValue(forKey: id)
                return
            }
            closure(observer, event)
        }
    }

    public func sendEvent(_ event: Event) {
        observers.values.forEach { $0(event) }
    }
}

/// Its superclass is generic over the subclass's own nested types.
final class BalanceStore: Store<BalanceStore.Event, BalanceStore.State> {
    enum Event { case didUpdate }
    struct State { var total = 0 }
}

/// A store that does offer a removal, through the same generic superclass shape.
open class RemovableStore<Event> {
    private var observers: [ObjectIdentifier: AnyObject] = [:]

    public func addObserver(_ observer: AnyObject) { observers[ObjectIdentifier(observer)] = observer }
    public func removeObserver(_ observer: AnyObject) { observers[ObjectIdentifier(observer)] = nil }
}

final class RatesStore: RemovableStore<RatesStore.Event> {
    enum Event { case didChange }
}

final class BalanceModel {
    private let balanceStore: BalanceStore
    private let ratesStore: RatesStore
    private var total = 0

    init(balanceStore: BalanceStore, ratesStore: RatesStore) {
        self.balanceStore = balanceStore
        self.ratesStore = ratesStore
        // silent: BalanceStore and its generic superclass offer no removal; they let a released observer go.
        balanceStore.addObserver(self) { observer, _ in
            observer.total += 1
        }
        self.balanceStore.addObserver(self) { observer, _ in observer.total += 1 }
        ratesStore.addObserver(self) // expect-warning:20 unbalanced-observer {{'removeObserver'}}
    }
}
