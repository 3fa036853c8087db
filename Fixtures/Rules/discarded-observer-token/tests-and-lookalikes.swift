// expect-none
import Combine
import UIKit
import XCTest

struct SocketAddress { let host: String; let port: Int }

final class UDPSocket {
    @discardableResult
    func bind(to address: SocketAddress) -> Int32 { 0 }
}

final class DiscoveryService {
    private let socket = UDPSocket()

    func start() {
        // silent: a socket's bind(to:) names no rx binder: it is not an RxSwift subscription.
        socket.bind(to: SocketAddress(host: "0.0.0.0", port: 5353))
    }
}

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
}

final class SearchModelTests: XCTestCase {
    func testResultsFollowQuery() {
        let model = SearchModel()
        let expectation = expectation(description: "results")
        // silent: a test method keeps its locals alive while it waits for the expectation.
        let cancellable = model.$results.dropFirst().sink { _ in expectation.fulfill() }
        model.query = "swift"
        wait(for: [expectation], timeout: 1)
    }

    func testQueryIsPublished() {
        let model = SearchModel()
        var seen: [String] = []
        // silent: a test method's local subscription lives until the end of the test.
        let subscription = model.$query.sink { seen.append($0) }
        model.query = "leaks"
        XCTAssertEqual(seen, ["", "leaks"])
    }

    private func awaitFirstResult(of model: SearchModel) {
        let expectation = expectation(description: "first result")
        // silent: a helper of a type named ...Tests holds its locals while it waits.
        let observer = model.$results.first { !$0.isEmpty }.sink { _ in expectation.fulfill() }
        wait(for: [expectation], timeout: 1)
    }
}

protocol ServerCancellable { func cancel() }

/// Another library's `subscribe(to:handler:)`, which hands its token to the handler: not RxSwift.
final class ServerConnection {
    @discardableResult
    func subscribe(to request: String, handler: @escaping (ServerCancellable, String) -> Void) -> ServerCancellable {
        fatalError("stub")
    }
}

final class TemplateRenderer {
    let connection = ServerConnection()

    func render(_ template: String, done: @escaping (String) -> Void) {
        // silent: the handler gets the token and cancels the subscription after its first event.
        connection.subscribe(to: template) { token, rendered in
            token.cancel()
            done(rendered)
        }
    }
}

/// The value of an `if` expression goes where the expression goes.
final class HoleContentView {
    private var frameObserver: AnyCancellable?

    func update(isOpaque: Bool) {
        // silent: the cancellable is stored in 'self.frameObserver'
        self.frameObserver =
            if isOpaque {
                nil
            } else {
                NotificationCenter.default.publisher(for: .init("frame"))
                    .sink { [unowned self] _ in self.reload() }
            }
    }

    func reload() {}
}

/// A project method that shares Foundation's name but keeps its own subscription and returns nothing; callers
/// may leave out its defaulted parameters.
class ObservingViewController: UIViewController {
    var cancellables = Set<AnyCancellable>()

    func addObserver(forName name: String, object: Any? = nil, using block: @escaping (Notification) -> Void) {
        NotificationCenter.default.publisher(for: Notification.Name(name))
            .sink(receiveValue: block)
            .store(in: &cancellables)
    }
}

final class LibraryViewController: ObservingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: the project's method returns nothing; 'object:' is left to its default
        addObserver(forName: "libraryDidChange") { [weak self] _ in self?.view.setNeedsLayout() }
        // silent: the same with every label spelled out
        addObserver(forName: "readerDidClose", object: nil) { [weak self] _ in self?.view.setNeedsLayout() }
    }
}

/// An actor of a package outside the tree whose `sink(to:)` stores the closure and returns nothing: awaited
/// calls are async functions, never Combine's synchronous `sink`.
final class MangaLoader {
    let source: PackageSource

    init(source: PackageSource) { self.source = source }

    func load() async {
        // silent: an awaited 'sink' returns no cancellable
        await source.partialMangaPublisher?.sink { manga in print(manga) }
        await source.partialMangaPublisher?.removeSink()
    }
}

/// A closure parameter or local named like an API: calling it is no subscription.
struct GestureEvent {
    let events: [Int]

    func send(to sink: (Int) -> Void) {
        for event in events {
            // silent: 'sink' is the parameter, a closure
            sink(event)
        }
    }

    func observe(with observe: (Int) -> Void) {
        let subscribe = { (value: Int) in observe(value) }
        // silent: 'subscribe' is a local closure
        subscribe(events.count)
    }
}

/// The project's own observable and its `bind`, which return nothing: there is no token to lose.
final class Observed<Value> {
    var value: Value
    private var observers: [(Value) -> Void] = []

    init(_ value: Value) { self.value = value }

    func bind(_ observer: @escaping (Value) -> Void) { observers.append(observer) }
}

extension NSObjectProtocol where Self: NSObject {
    func bind<Value>(_ observed: Observed<Value>, fire: Bool = true, block: @escaping (Self, Value) -> Void) {
        if fire { block(self, observed.value) }
        observed.bind { [weak self] value in
            guard let self else { return }
            block(self, value)
        }
    }
}

final class VersionViewController: UIViewController {
    let version = Observed("1.0")
    private let versionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: the project's bind(_:fire:block:) of every object returns nothing.
        versionLabel.bind(version, block: { label, value in label.text = value })
    }
}
