import Combine
import Foundation
import RxSwift

/// Finiteness known from what the project declares: a protocol requirement's declared type, a function that
/// forwards to another of the same name, and a finite chain kept in a local before the subscription.
protocol SendingKit {
    func send() -> Single<Int>
    func stream() -> Observable<Int>
}

enum Endpoint {
    static func servers(session: URLSession) -> AnyPublisher<Data, URLError> {
        session.dataTaskPublisher(for: URL(fileURLWithPath: "/")).map(\.data).eraseToAnyPublisher()
    }
}

final class ServerClient {
    func servers() -> AnyPublisher<Data, URLError> { Endpoint.servers(session: .shared) }
}

final class SendViewModel {
    private let disposeBag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()
    private var request: AnyCancellable?
    private var updates: AnyCancellable?
    private let kit: SendingKit
    private let client = ServerClient()
    private var state = ""

    init(kit: SendingKit) { self.kit = kit }

    func send() {
        // silent: a Single completes after its value or error
        kit.send()
            .subscribe(onSuccess: { _ in }, onFailure: { error in self.state = "\(error)" })
            .disposed(by: disposeBag)
        // an Observable from the same kit may never end
        kit.stream()
            .subscribe(onNext: { value in self.state = "\(value)" }) // expect-warning:43 strong-self-capture
            .disposed(by: disposeBag)
    }

    func load() {
        // silent: 'servers()' forwards to 'Endpoint.servers', a request
        client.servers()
            .sink(receiveCompletion: { _ in }, receiveValue: { data in self.state = "\(data.count)" })
            .store(in: &cancellables)
    }

    func fetch(url: URL) {
        // silent: the local holds a request publisher
        let publisher = URLSession.shared.dataTaskPublisher(for: url)
        request = publisher.sink(receiveCompletion: { _ in }, receiveValue: { _ in self.state = "loaded" })
        // silent: declared as an AnyPublisher, made of a request
        let typed: AnyPublisher<Data, URLError> = URLSession.shared.dataTaskPublisher(for: url).map(\.data)
            .eraseToAnyPublisher()
        request = typed.sink(receiveCompletion: { _ in }, receiveValue: { _ in self.state = "typed" })
        // the local holds an endless publisher
        let changes = NotificationCenter.default.publisher(for: .init("Changed"))
        updates = changes.sink { _ in self.state = "changed" } // expect-warning:39 strong-self-capture
    }
}
