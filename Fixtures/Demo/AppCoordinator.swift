import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var isCompleted: (() -> Void)? { get set }
    func start()
}

extension Coordinator {
    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var isCompleted: (() -> Void)?

    private let window: UIWindow
    private let navigationController = UINavigationController()
    private let service: NewsServicing = NewsService()
    private let preferences = PreferencesStore()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        showFeed()
    }

    private func showFeed() {
        let child = FeedCoordinator(navigationController: navigationController, service: service, preferences: preferences)
        child.isCompleted = { [weak self, weak child] in
            guard let self, let child else { return }
            self.childDidFinish(child)
        }
        child.onOpenSettings = { [weak self] in
            self?.showSettings()
        }
        childCoordinators.append(child)
        child.start()
    }

    private func showSettings() {
        let child = SettingsCoordinator(presenter: navigationController, preferences: preferences)
        // Leak: the child keeps this closure, which captures self and the child itself strongly.
        child.isCompleted = { self.childDidFinish(child) }
        childCoordinators.append(child)
        child.start()
    }
}
