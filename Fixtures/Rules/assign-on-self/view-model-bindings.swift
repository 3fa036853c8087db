import Combine
import UIKit

final class LoginViewModel: NSObject {
    @objc dynamic var isLoading = false
    @objc dynamic var errorMessage: String?
    @Published var email = ""
    @Published var password = ""
    private var cancellables = Set<AnyCancellable>()

    override init() {
        super.init()
        // The cancellable of an assign to self lives in self: neither is ever released.
        Publishers.CombineLatest($email, $password)
            .map { $0.isEmpty || $1.isEmpty }
            .map { _ in nil as String? }
            .assign(to: \.errorMessage, on: self) // expect-warning:45 assign-on-self
            .store(in: &cancellables)
    }
}

final class LoginViewController: UIViewController {
    private let viewModel = LoginViewModel()
    private let spinner = UIActivityIndicatorView()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: the target is a subview reached through self: the subscription keeps the spinner, not self.
        viewModel.publisher(for: \.isLoading)
            .map { !$0 }
            .assign(to: \.isHidden, on: self.spinner)
            .store(in: &cancellables)
    }
}

/// A chain that completes ends its subscription, and with it the hold on 'self'.
final class GreetingModel: ObservableObject {
    @Published var greeting = ""
    private var bag = Set<AnyCancellable>()

    func load() {
        // silent: 'Just' completes after its value
        Just("Hello").assign(to: \.greeting, on: self).store(in: &bag)
        // silent: a request completes after its response
        URLSession.shared.dataTaskPublisher(for: URL(fileURLWithPath: "/"))
            .map { String(decoding: $0.data, as: UTF8.self) }
            .replaceError(with: "")
            .assign(to: \.greeting, on: self)
            .store(in: &bag)
    }
}

/// A project function that returns 'Just' or a 'Future' completes too, found through its type's singleton
/// even when other types declare functions of the same name.
final class BlurCache {
    static let shared = BlurCache()

    func image(key: String) -> AnyPublisher<UIImage?, Never> {
        if key.isEmpty { return Just(nil).eraseToAnyPublisher() }
        return Future { promise in promise(.success(nil)) }.receive(on: RunLoop.main).eraseToAnyPublisher()
    }
}

final class Avatar {
    func image(key: String) -> AnyPublisher<UIImage?, Never> {
        NotificationCenter.default.publisher(for: .init(key)).map { _ in nil }.eraseToAnyPublisher()
    }
}

final class BlurredMediaModel: ObservableObject {
    @Published var blurred: UIImage?
    private var bag = Set<AnyCancellable>()
    let avatar = Avatar()

    func load() {
        // silent: BlurCache's 'image' completes
        BlurCache.shared.image(key: "a").assign(to: \.blurred, on: self).store(in: &bag)
        // Avatar's 'image' never ends
        avatar.image(key: "b").assign(to: \.blurred, on: self).store(in: &bag) // expect-warning:58 assign-on-self
    }
}

/// `Deferred { … }` is the publisher its closure makes: a 'Future' inside completes, a merge of endless feedback
/// loops does not.
enum Feedbacks {
    static func lazyLookup(_ key: String) -> AnyPublisher<String, Never> {
        Deferred { Future { promise in promise(.success(key)) } }.eraseToAnyPublisher()
    }

    static func system(initial: String, events: [AnyPublisher<String, Never>]) -> AnyPublisher<String, Never> {
        Deferred {
            Publishers.MergeMany(events)
                .scan(initial) { _, next in next }
                .prepend(initial)
        }
        .eraseToAnyPublisher()
    }
}

final class FirmwareModel: ObservableObject {
    @Published var state = ""
    private var bag = Set<AnyCancellable>()

    func start(events: [AnyPublisher<String, Never>]) {
        // silent: the deferred 'Future' completes after its value
        Feedbacks.lazyLookup("a").assign(to: \.state, on: self).store(in: &bag)
        // silent: so does one made in place, closure and all
        Deferred { Just("b") }.assign(to: \.state, on: self).store(in: &bag)
        // the deferred merge of endless events never ends
        Feedbacks.system(initial: "", events: events).assign(to: \.state, on: self).store(in: &bag) // expect-warning:79 assign-on-self {{kept by 'self.bag'}}
    }
}
