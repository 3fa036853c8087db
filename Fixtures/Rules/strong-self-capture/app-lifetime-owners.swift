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

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        token = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { _ in
            self.applyTheme() // expect-warning:13 strong-self-capture {{lives as long as the app; 'AppDelegate' never removes the observer either}}
        }
        return true
    }

    func applyTheme() {}
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
