import Combine
import UIKit

extension Notification.Name {
    static let sensorsDidChange = Notification.Name("sensorsDidChange")
}

// Objects made once and kept only by something that lives as long as the app live as long as the app too:
// made in a global, or in a property that an app-lifetime object sets up once (its initial value, its
// initializer, the app delegate's launch method). Their findings are notes (checked in RuleExampleTests). An
// object also made anywhere else may be one of many, and keeps its warning.

var modules: [Module] = [
    CPUModule(),
    MemoryModule(),
]

class Module {
    let settingsWindow: SettingsWindow
    private var cancellables = Set<AnyCancellable>()

    init() {
        self.settingsWindow = SettingsWindow()
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.refresh() // expect-warning:17 strong-self-capture {{'Module' is made only in global variables and lives as long as the app}}
            }
            .store(in: &cancellables)
    }

    func refresh() {}
}

final class CPUModule: Module {}
final class MemoryModule: Module {}

/// Made only in `Module.init`, and every module lives as long as the app.
final class SettingsWindow {
    private var cancellables = Set<AnyCancellable>()

    init() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.reload() // expect-warning:17 strong-self-capture {{'SettingsWindow' is made only as 'Module.settingsWindow', and 'Module' lives as long as the app}}
            }
            .store(in: &cancellables)
    }

    func reload() {}
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let coordinator = AppCoordinator()
    var statusMenu: StatusMenu?
    var historyWindow: HistoryWindow?
    var widget: LateWidget?
    var syncService: SyncService?
    var rootController: RootViewController?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        statusMenu = StatusMenu()
        rootController = RootViewController()
        historyWindow = HistoryWindow()
        // Made into a local, set up, then kept by a property: the same one object.
        let sync = SyncService()
        sync.observe()
        syncService = sync
        // Made into a local that nothing of the app delegate keeps, here once and in 'checkAgain()' on every call:
        // one of many.
        let probe = ReachabilityProbe()
        probe.observe()
        return true
    }

    func checkAgain() {
        ReachabilityProbe().observe()
    }

    /// Runs on every tap: each one makes a new window.
    func showHistory() {
        let window = HistoryWindow()
        window.show()
    }
}

final class AppCoordinator {
    private var cancellables = Set<AnyCancellable>()

    func start() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.route() // expect-warning:17 strong-self-capture {{made only as 'AppDelegate.coordinator', and 'AppDelegate' lives as long as the app}}
            }
            .store(in: &cancellables)
    }

    func route() {}
}

final class StatusMenu {
    private var cancellables = Set<AnyCancellable>()

    func build() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.rebuild() // expect-warning:17 strong-self-capture {{made only as 'AppDelegate.statusMenu'}}
            }
            .store(in: &cancellables)
    }

    func rebuild() {}
}

/// Also made by `showHistory()`, once per tap: a warning.
final class HistoryWindow {
    private var cancellables = Set<AnyCancellable>()

    func show() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.reload() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    /// silent: the window is one of many, but this subscription holds it weakly.
    func follow() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { [weak self] _ in
                self?.reload()
            }
            .store(in: &cancellables)
    }

    func reload() {}
}

/// Made in the property of a screen, which comes and goes: a warning.
final class SensorListController: UIViewController {
    let chart = ChartView()
}

final class ChartView: UIView {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.redraw() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    /// silent: a one-shot publisher ends after its value, and the sink with it.
    func drawOnce() {
        Just(1)
            .sink { _ in
                self.redraw()
            }
            .store(in: &cancellables)
    }

    func redraw() {}
}

/// Made later, in a closure the app delegate schedules: it may run more than once, so a warning.
final class LateWidget {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.update() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    func update() {}
}

extension AppDelegate {
    func scheduleWidget() {
        DispatchQueue.main.async {
            self.widget = LateWidget()
        }
    }
}

final class SyncService {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.sync() // expect-warning:17 strong-self-capture {{made only as 'AppDelegate.syncService', and 'AppDelegate' lives as long as the app}}
            }
            .store(in: &cancellables)
    }

    func sync() {}
}

final class ReachabilityProbe {
    private var cancellables = Set<AnyCancellable>()

    /// silent: one of many probes, but this subscription holds it weakly.
    func follow() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { [weak self] _ in
                self?.probe()
            }
            .store(in: &cancellables)
    }

    func observe() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.probe() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    func probe() {}
}

/// The scene delegate's launch method makes it into a local and keeps it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var sceneCoordinator: SceneCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let coordinator = SceneCoordinator()
        coordinator.start()
        sceneCoordinator = coordinator
    }
}

final class SceneCoordinator {
    private var cancellables = Set<AnyCancellable>()

    func start() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.route() // expect-warning:17 strong-self-capture {{made only as 'SceneDelegate.sceneCoordinator'}}
            }
            .store(in: &cancellables)
    }

    func route() {}
}

/// `viewDidLoad` runs once per controller, and this controller lives as long as the app: so does its panel.
final class RootViewController: UIViewController {
    var header: HeaderPanel?
    var footer: FooterPanel?
    var badges: BadgePanel?

    override func viewDidLoad() {
        super.viewDidLoad()
        header = HeaderPanel()
        configurePanels()
    }
}

final class HeaderPanel {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.refresh() // expect-warning:17 strong-self-capture {{'HeaderPanel' is made only as 'RootViewController.header', and 'RootViewController' lives as long as the app}}
            }
            .store(in: &cancellables)
    }

    /// silent: the subscription holds the panel weakly.
    func follow() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { [weak self] _ in
                self?.refresh()
            }
            .store(in: &cancellables)
    }

    func refresh() {}
}

/// What a helper of a method that runs once makes into a property is made once too (`viewDidLoad()` →
/// `configurePanels()`); a helper an action calls may run again and again.
extension RootViewController {
    func configurePanels() {
        footer = FooterPanel()
    }

    @objc func reloadBadges() { makeBadges() }

    func makeBadges() {
        badges = BadgePanel()
    }
}

final class FooterPanel {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.refresh() // expect-warning:17 strong-self-capture {{'FooterPanel' is made only as 'RootViewController.footer', and 'RootViewController' lives as long as the app}}
            }
            .store(in: &cancellables)
    }

    func refresh() {}
}

final class BadgePanel {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.refresh() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'}}
            }
            .store(in: &cancellables)
    }

    func refresh() {}
}

/// A type's optional static property that a screen sets only while it is nil keeps the one instance for the whole
/// run (a lazily made singleton); one set again on every action lets the old instance go.
final class ToastCenter {
    static var shared: ToastCenter?
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.show() // expect-warning:17 strong-self-capture {{'ToastCenter' is made only}}
            }
            .store(in: &cancellables)
    }

    func show() {}
}

final class BannerCenter {
    static var current: BannerCenter?
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .sensorsDidChange)
            .sink { _ in
                self.show() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    func show() {}
}

final class ToastHostController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if ToastCenter.shared == nil {
            ToastCenter.shared = ToastCenter()
        }
    }

    @objc func showBanner() {
        BannerCenter.current = BannerCenter()
    }
}
