import Combine
import UIKit

// A property wrapper of the project whose projected value has its own `subscribe`, which returns nothing and
// holds its observers weakly: no token to lose, no removal owed. The receiver `settings.$selection` is the
// wrapper, not the property's type.
final class WeakSubscribers<T> {
    private struct Entry {
        weak var object: AnyObject?
        let callback: (T) -> Void
    }

    private var entries: [Entry] = []

    func subscribe(_ observer: AnyObject, handler: @escaping (T) -> Void) {
        entries.append(Entry(object: observer, callback: handler))
    }

    func unsubscribe(_ observer: AnyObject) {
        entries.removeAll { $0.object === observer }
    }
}

@propertyWrapper
final class Observed<T> {
    private let subscribers = WeakSubscribers<T>()
    var wrappedValue: T
    var projectedValue: Observed<T> { self }

    init(wrappedValue: T) { self.wrappedValue = wrappedValue }

    func subscribe(_ observer: AnyObject, handler: @escaping (T) -> Void) {
        subscribers.subscribe(observer, handler: handler)
    }
}

final class LayerSettings {
    @Observed var overlays: [String] = []
    @Published var opacity = 1.0
}

final class LayersView: UIView {
    let settings = LayerSettings()
    private var cancellables = Set<AnyCancellable>()

    func setUp() {
        // silent: the project's subscribe returns nothing and keeps the observer weakly.
        settings.$overlays.subscribe(self) { [weak self] _ in
            self?.setNeedsLayout()
        }
        // silent: the same call on the wrapper itself, reached through a property of the view.
        let overlays = settings.$overlays
        overlays.subscribe(self) { [weak self] _ in
            self?.setNeedsDisplay()
        }
        // Combine's publisher of the same form: the cancellable thrown away ends the subscription at once.
        settings.$opacity.sink { [weak self] value in self?.alpha = value } // expect-warning:27 discarded-observer-token {{'AnyCancellable'}}
    }
}
