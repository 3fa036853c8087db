import Combine
import Foundation

/// A project function that hands its closure only to a subscription that completes does not keep it, whatever
/// it returns; one that hands it to an endless subscription does, through the cancellable it returns.
final class NetworkTracker: ObservableObject {
    static let shared = NetworkTracker()
    @Published var activeConnection: URL?

    func waitForActiveConnection(perform action: @escaping (URL?) -> Void) -> AnyCancellable {
        $activeConnection.filter { $0 != nil }.first().sink { action($0) }
    }

    func observeConnections(perform action: @escaping (URL?) -> Void) -> AnyCancellable {
        $activeConnection.sink { action($0) }
    }
}

final class SitemapViewController {
    var cancellables = Set<AnyCancellable>()

    func load() {
        // silent: 'first()' ends the chain the closure is given to
        NetworkTracker.shared.waitForActiveConnection { url in self.reload(url) }
            .store(in: &cancellables)
        NetworkTracker.shared.observeConnections { url in
            self.reload(url) // expect-warning:13 strong-self-capture {{kept by 'self.cancellables'}}
        }
        .store(in: &cancellables)
    }

    func reload(_ url: URL?) {}
}

/// An operator that a project function wraps keeps the closure with the chain it returns.
extension Publisher {
    func asyncMap<T>(_ transform: @escaping (Output) async -> T) -> Publishers.FlatMap<Future<T, Never>, Self> {
        flatMap { value in
            Future { promise in
                Task { promise(.success(await transform(value))) }
            }
        }
    }
}

final class PickServerViewController {
    var disposeBag = Set<AnyCancellable>()
    let authenticated = PassthroughSubject<String, Never>()

    func bind() {
        authenticated
            .asyncMap { account in
                await self.finish(account) // expect-warning:23 strong-self-capture {{kept by 'self.disposeBag'}}
            }
            .sink { _ in }
            .store(in: &disposeBag)
    }

    func finish(_ account: String) async {}
}
