import Combine
import Foundation

/// A coordinator whose subscriptions are `lazy var`s: each property holds its token, and `start()` puts them in
/// the bag that `stop()` empties.
final class DeepLinkRouter {
    let events = PassthroughSubject<URL, Never>()
    let errors = PassthroughSubject<Error, Never>()
    private var bag: Set<AnyCancellable> = []

    // silent: the lazy property holds the token.
    private lazy var opened = events
        .receive(on: DispatchQueue.main)
        .sink { [weak self] url in self?.open(url) }

    // silent: the lazy property holds the token, made by a method reference the sink is given.
    private lazy var failed = errors.sink(receiveValue: { [weak self] error in self?.report(error) })

    private lazy var observers = [opened, failed]

    func start() {
        for observer in observers { observer.store(in: &bag) }
    }

    func stop() {
        bag = []
    }

    func open(_ url: URL) {}
    func report(_ error: Error) {}

    func refresh() {
        // expect-warning@+1:27 discarded-observer-token {{held only by the local 'once'}}
        let once = events.sink { [weak self] url in self?.open(url) }
    }
}
