import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class FlowCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var isCompleted: (() -> Void)?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {}
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() { showCheckout() }

    func showCheckout() {
        let child = FlowCoordinator(navigationController: navigationController)
        child.isCompleted = { [weak self] in
            self?.remove(child) // expect-warning:26 self-referencing-callback {{captures 'child' strongly}}
        }
        childCoordinators.append(child)
        child.start()
    }

    func showOnboarding() {
        let child = FlowCoordinator(navigationController: navigationController)
        childCoordinators.append(child)
        child.isCompleted = { self.remove(child) } // expect-warning:43 self-referencing-callback
        // expect-warning@-1:31 strong-self-capture {{captures 'self' strongly}}
        child.start()
    }

    func showSettings() {
        let child = FlowCoordinator(navigationController: navigationController)
        // silent: weak self and unowned child: the closure keeps neither coordinator.
        child.isCompleted = { [weak self, unowned child] in self?.remove(child) }
        childCoordinators.append(child)
        child.start()
    }

    func showProfile() {
        let child = FlowCoordinator(navigationController: navigationController)
        // silent: weak child: the child does not keep itself through its own callback.
        child.isCompleted = { [weak self, weak child] in
            guard let child else { return }
            self?.remove(child)
        }
        childCoordinators.append(child)
        child.start()
    }

    private func remove(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
