import Combine
import SwiftUI
import UIKit

extension Notification.Name {
    static let themeDidChange = Notification.Name("themeDidChange")
}

// Objects that live as long as the app: a cycle through them frees nothing anyone wanted freed. Their findings
// say so and are notes (checked in RuleFixtureTests), so they never fail CI by default.

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private var token: NSObjectProtocol?

    var window: UIWindow?
    private let tabs = UITabBarController()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        token = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { _ in
            self.applyTheme() // expect-warning:13 strong-self-capture {{lives as long as the app; 'AppDelegate' never removes the observer either}}
        }
        // The first tabs are made here, once per run, and handed to the tab bar controller.
        let favorites = FavoritesViewController()
        tabs.setViewControllers(
            [UINavigationController(rootViewController: favorites), UINavigationController(rootViewController: NewsViewController())],
            animated: false)
        window?.rootViewController = tabs
        // One per title: made in a loop, so more than once.
        for title in ["Sports", "Weather"] {
            tabs.addChild(SectionViewController(title: title))
        }
        return true
    }

    func applyTheme() {}
}

final class FavoritesViewController: UIViewController {
    var onSelect: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onSelect = { self.view.setNeedsLayout() } // expect-warning:22 self-referencing-callback {{'FavoritesViewController' is made only as 'AppDelegate.tabs'}}
    }
}

final class NewsViewController: UIViewController {
    var onRefresh: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onRefresh = { self.view.setNeedsLayout() } // expect-warning:23 self-referencing-callback {{'NewsViewController' is made only when the app launches, once per run, and lives as long as the app at most}}
    }
}

final class SectionViewController: UIViewController {
    var onReload: (() -> Void)?

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        onReload = { self.view.setNeedsLayout() } // expect-warning:22 self-referencing-callback {{'self' keeps the closure and the closure keeps 'self'; capture}}
    }

    required init?(coder: NSCoder) { nil }
}

/// Made at launch and again for each article: one of many.
final class ArticleViewController: UIViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onClose = { self.dismiss(animated: true) } // expect-warning:21 self-referencing-callback {{'self' keeps the closure and the closure keeps 'self'; capture}}
    }

    static func launchArticle(in application: AppDelegate) {}
}

extension AppDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        window?.rootViewController?.present(ArticleViewController(), animated: false)
        return true
    }

    func showArticle() {
        window?.rootViewController?.present(ArticleViewController(), animated: true)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    private var cancellables = Set<AnyCancellable>()

    func sceneDidBecomeActive() {
        NotificationCenter.default.publisher(for: .themeDidChange)
            .sink { _ in
                self.applyTheme() // expect-warning:17 strong-self-capture {{'SceneDelegate' is the app's 'UIWindowSceneDelegate'}}
            }
            .store(in: &cancellables)
    }

    func applyTheme() {}
}

final class ThemeStore {
    static let shared = ThemeStore()
    private var cancellables = Set<AnyCancellable>()

    private init() {
        NotificationCenter.default.publisher(for: .themeDidChange)
            .sink { _ in
                self.reload() // expect-warning:17 strong-self-capture {{'ThemeStore' is a singleton ('ThemeStore.shared')}}
            }
            .store(in: &cancellables)
    }

    func reload() {}
}

/// A screen is not app-lifetime: the same code is a warning here.
final class ThemeViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    static let storyboardName = "Theme"

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: .themeDidChange)
            .sink { _ in
                self.reload() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    func reload() {}
}
