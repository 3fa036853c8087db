import Testing

/// One `.leakwatch.yml` row of each kind the catalogue holds, a file that shows it, and the findings
/// (`file:line rule`) without the row and with it.
struct ConfiguredKind: Sendable, CustomTestStringConvertible {
    var name: String
    var entry: String
    var file = "Code.swift"
    var source: String
    var without: [String]
    var with: [String]
    /// Words the report says with the row.
    var words: String?

    var testDescription: String { name }

    static let all: [ConfiguredKind] = [
        ConfiguredKind(
            name: "register, kept until removed",
            entry: #"  - {name: watch, role: register, keeps: until-removed}"#,
            source: """
                import UIKit

                final class TickerScreen: UIViewController {
                    let hub = Hub()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        hub.watch("prices") { _ in
                            self.refresh()
                        }
                    }

                    func refresh() {}
                }
                """,
            without: [],
            with: ["Code.swift:9 strong-self-capture"],
            words: "'watch' keeps the closure until the registration is undone"),
        ConfiguredKind(
            name: "a token type, what a dropped token does, a removal",
            entry:
                #"  - {name: watch, role: register, keeps: by-token, token_type: WatchToken, on_discard: never-removed, removal: stopWatching}"#,
            source: """
                import UIKit

                final class TickerScreen: UIViewController {
                    let hub = Hub()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        _ = hub.watch("prices") { [weak self] _ in
                            self?.refresh()
                        }
                    }

                    func refresh() {}
                }
                """,
            without: [],
            with: ["Code.swift:8 discarded-observer-token"],
            words: "store it and pass it to 'stopWatching'"),
        ConfiguredKind(
            name: "a literal argument",
            entry: #"  - {name: every, role: register, keeps: until-removed, literal: {label: repeats, value: true}}"#,
            source: """
                import UIKit

                final class ClockScreen: UIViewController {
                    let clock = Clock()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        clock.every(2, repeats: true) { self.tick() }
                        clock.every(5, repeats: false) { self.tick() }
                    }

                    func tick() {}
                }
                """,
            without: [],
            with: ["Code.swift:8 strong-self-capture"],
            words: nil),
        ConfiguredKind(
            name: "not-retaining",
            entry: #"  - {name: transaction, role: not-retaining}"#,
            source: """
                final class Counter {
                    let store = Store()
                    var pending: Any?
                    var count = 0

                    func start() {
                        pending = store.transaction { self.count += 1 }
                    }
                }
                """,
            without: ["Code.swift:7 strong-self-capture"],
            with: [],
            words: nil),
        ConfiguredKind(
            name: "deferred",
            entry: #"  - {name: later, role: deferred}"#,
            source: """
                import UIKit

                final class Banner: UIViewController {
                    let clock = Clock()

                    func flash() {
                        clock.later(2) { [unowned self] in self.view.isHidden = true }
                    }
                }
                """,
            without: [],
            with: ["Code.swift:7 unowned-capture"],
            words: "'later' runs it later, so it may run after 'self' is deallocated, and then it crashes"),
        ConfiguredKind(
            name: "one-shot",
            entry: #"  - {name: onFinish, role: one-shot}"#,
            source: """
                final class Uploader {
                    let task = UploadTask()
                    var done = false

                    func start() {
                        task.onFinish = { self.done = true }
                    }
                }
                """,
            without: ["Code.swift:6 strong-self-capture"],
            with: [],
            words: nil),
        ConfiguredKind(
            name: "finite-source",
            entry: #"  - {name: fetchOnce, role: finite-source}"#,
            source: """
                import Combine

                final class Profile {
                    var cancellable: AnyCancellable?
                    var name = ""

                    func load() {
                        cancellable = Remote.fetchOnce().sink { self.name = $0 }
                    }
                }
                """,
            without: ["Code.swift:8 strong-self-capture"],
            with: [],
            words: nil),
        ConfiguredKind(
            name: "finite-operator",
            entry: #"  - {name: firstValue, role: finite-operator}"#,
            source: tickerSource(chain: "ticks.firstValue()"),
            without: ["Code.swift:9 strong-self-capture"],
            with: [],
            words: nil),
        ConfiguredKind(
            name: "combining-operator",
            entry: #"  - {name: joinedWith, role: combining-operator}"#,
            source: tickerSource(chain: "Just(1).joinedWith(ticks)"),
            without: [],
            with: ["Code.swift:9 strong-self-capture"],
            words: nil),
        ConfiguredKind(
            name: "share-operator",
            entry: #"  - {name: replayLatest, role: share-operator}"#,
            source: """
                final class Ticker {
                    let feed = Feed()
                    var shared: Any?

                    func start() {
                        shared = feed.map { self.format($0) }.replayLatest()
                    }

                    func format(_ value: Int) -> String { "\\(value)" }
                }
                """,
            without: [],
            with: ["Code.swift:6 strong-self-capture"],
            words: "kept by 'self.shared'"),
        ConfiguredKind(
            name: "subscribe",
            entry: #"  - {name: observeValues, role: subscribe, token_type: Disposable, on_discard: never-disposed}"#,
            source: """
                final class Ticker {
                    let feed = Feed()

                    func start() {
                        feed.observeValues { [weak self] value in
                            self?.show(value)
                        }
                    }

                    func show(_ value: Int) {}
                }
                """,
            without: [],
            with: ["Code.swift:5 discarded-observer-token"],
            words: "the 'Disposable' returned by 'observeValues' is discarded and never disposed"),
        ConfiguredKind(
            name: "store-into-bag",
            entry: #"  - {name: keep, labels: [in], role: store-into-bag}"#,
            source: """
                final class Profile {
                    var bag = Bag()
                    var name = ""

                    func bind(to source: Source) {
                        source.onValue { self.name = $0 }.keep(in: &bag)
                    }
                }
                """,
            without: [],
            with: ["Code.swift:6 strong-self-capture"],
            words: "kept by 'self.bag'"),
        ConfiguredKind(
            name: "weak-registry",
            entry: #"  - {name: addListener, role: weak-registry}"#,
            source: """
                final class Model {
                    func addListener(_ listener: AnyObject) {}
                    func removeListener(_ listener: AnyObject) {}
                }

                final class Panel {
                    let model = Model()

                    func show() {
                        model.addListener(self)
                    }
                }
                """,
            without: ["Code.swift:10 unbalanced-observer"],
            with: [],
            words: nil),
        ConfiguredKind(
            name: "lifetime-root",
            entry: #"  - {name: AppRoot, role: lifetime-root}"#,
            source: observerSource(type: "Environment", inherits: "AppRoot", method: "start"),
            without: ["Code.swift:9 strong-self-capture"],
            with: ["Code.swift:9 strong-self-capture"],
            words:
                "note: closure passed to 'addObserver' captures 'self' strongly; NotificationCenter keeps the closure until the observer is removed; 'Environment' is the app's 'AppRoot' and lives as long as the app"
        ),
        ConfiguredKind(
            name: "test-case",
            entry: #"  - {name: SnapshotTestCase, role: test-case}"#,
            source: observerSource(type: "FeedSnapshotTests", inherits: "SnapshotTestCase", method: "testFeed"),
            without: ["Code.swift:9 strong-self-capture"],
            with: ["Code.swift:9 strong-self-capture"],
            words:
                "'FeedSnapshotTests' is a test case ('SnapshotTestCase'): the test runner keeps it until the whole run ends"
        ),
        ConfiguredKind(
            name: "not-observer",
            entry: #"  - {name: register, labels: [forRoute], role: not-observer}"#,
            source: """
                final class Router {
                    func register(_ screen: AnyObject, forRoute route: String) {}
                    func unregister(_ screen: AnyObject) {}
                }

                final class HomeScreen {
                    let router = Router()

                    func setUp() {
                        router.register(self, forRoute: "home")
                    }
                }
                """,
            without: ["Code.swift:10 unbalanced-observer"],
            with: [],
            words: nil),
        ConfiguredKind(
            name: "an Objective-C selector",
            entry:
                #"  - {name: tickerUpdates, selector: "observeEventsWithHandler:", role: register, keeps: until-removed}"#,
            file: "Code.m",
            source: """
                #import <UIKit/UIKit.h>

                @interface TickerController : UIViewController
                @property (nonatomic, strong) Hub *hub;
                @end

                @implementation TickerController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.hub observeEventsWithHandler:^(id event) {
                        [self refresh];
                    }];
                }
                - (void)refresh {}
                @end
                """,
            without: [],
            with: ["Code.m:11 strong-self-capture"],
            words:
                "block passed to 'observeEventsWithHandler:' captures 'self' strongly; 'observeEventsWithHandler:' keeps the block until the registration is undone"
        ),
        ConfiguredKind(
            name: "value-type",
            entry: #"  - {name: Money, role: value-type}"#,
            source: """
                final class Wallet {
                    let converter = Converter()
                    var balance: Money?

                    func refresh() {
                        balance = converter.convert(10) { self.didConvert() }
                    }

                    func didConvert() {}
                }
                """,
            without: ["Code.swift:6 strong-self-capture"],
            with: [],
            words: nil),
    ]

    /// A ticker whose endless subject goes through `chain` before `sink`.
    static func tickerSource(chain: String) -> String {
        """
        import Combine

        final class Ticker {
            let ticks = PassthroughSubject<Int, Never>()
            var cancellable: AnyCancellable?
            var count = 0

            func start() {
                cancellable = \(chain).sink { self.count = $0 }
            }
        }
        """
    }

    /// A type of `inherits` whose `method` keeps a block observer holding `self` strongly.
    static func observerSource(type: String, inherits: String, method: String) -> String {
        """
        import Foundation

        final class \(type): \(inherits) {
            var token: Any?
            var count = 0

            func \(method)() {
                token = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in
                    self.count += 1
                }
            }
        }
        """
    }
}
