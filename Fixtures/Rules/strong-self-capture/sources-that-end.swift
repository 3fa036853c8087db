import Combine
import Foundation

/// A subscription to a chain that completes releases its closures when it completes, even when `self` keeps
/// its cancellable: it holds `self` only for the length of a request.
final class ProfileViewController {
    private var cancellables = Set<AnyCancellable>()
    private let api = ProfileAPI()
    private let session = URLSession.shared
    @Published private var query = ""

    func load(url: URL) {
        // silent: one response, then completion
        session.dataTaskPublisher(for: url)
            .map(\.data)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { data in self.render(data) })
            .store(in: &cancellables)
        // silent: a project function that returns a request publisher completes too
        api.fetchProfile()
            .sink(receiveCompletion: { _ in }, receiveValue: { profile in self.show(profile) })
            .store(in: &cancellables)
        // silent: 'first()' ends an endless source after one value
        NotificationCenter.default.publisher(for: .profileDidChange)
            .first()
            .sink { _ in self.reload() }
            .store(in: &cancellables)
        // silent: 'prefix' ends it after three
        $query.prefix(3)
            .sink { _ in self.reload() }
            .store(in: &cancellables)
        // silent: a Future gives one value
        Future<Int, Never> { promise in promise(.success(1)) }
            .sink { _ in self.reload() }
            .store(in: &cancellables)
    }

    func observe() {
        // An endless source stays endless through 'map' and 'receive(on:)'.
        NotificationCenter.default.publisher(for: .profileDidChange)
            .map { _ in 1 }
            .receive(on: DispatchQueue.main)
            .sink { _ in
                self.reload() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'}}
            }
            .store(in: &cancellables)
        // A request merged with an endless source lasts as long as the endless one.
        api.fetchProfile()
            .map { _ in 1 }
            .merge(with: NotificationCenter.default.publisher(for: .profileDidChange).map { _ in 2 })
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in
                self.reload() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'}}
            })
            .store(in: &cancellables)
        // 'first()' before a 'flatMap' into an endless source does not end the chain.
        $query.first()
            .flatMap { _ in NotificationCenter.default.publisher(for: .profileDidChange) }
            .sink { _ in
                self.reload() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'}}
            }
            .store(in: &cancellables)
        // A project function that returns an endless publisher keeps its subscribers.
        api.profileChanges()
            .sink { _ in
                self.reload() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'}}
            }
            .store(in: &cancellables)
    }

    func render(_ data: Data) {}
    func show(_ profile: Profile) {}
    func reload() {}
}

final class ProfileAPI {
    func fetchProfile() -> AnyPublisher<Profile, Error> {
        URLSession.shared.dataTaskPublisher(for: URL(fileURLWithPath: "/"))
            .map(\.data)
            .decode(type: Profile.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func profileChanges() -> AnyPublisher<Notification, Never> {
        return NotificationCenter.default.publisher(for: .profileDidChange).eraseToAnyPublisher()
    }
}

struct Profile: Decodable {}

extension Notification.Name {
    static let profileDidChange = Notification.Name("profileDidChange")
}
