import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// A removal counts wherever it runs: in a method, in a closure the registration hands out, in `deinit`.
final class AppCoordinator: Coordinator {
    private var childCoordinators: [Coordinator] = []

    func add(coordinator: Coordinator) { childCoordinators.append(coordinator) }
    func remove(coordinator: Coordinator) { childCoordinators.removeAll { $0 === coordinator } }

    func start() {
        // silent: the child is removed in its completion closure
        let child = LoginCoordinator()
        add(coordinator: child)
        child.isCompleted = { [weak self, weak child] in
            guard let child else { return }
            self?.remove(coordinator: child)
        }
        child.start()
    }

    func showOnboarding() {
        let onboarding = OnboardingCoordinator()
        // silent: removed inside a closure handed to the child, with a strong capture of the child
        self.add(coordinator: onboarding)
        onboarding.onFinish = { [weak self] in
            // The closure keeps the child, which keeps the closure, until the child is released.
            self?.remove(coordinator: onboarding) // expect-warning:39 self-referencing-callback {{captures 'onboarding'}}
        }
    }
}

final class LoginCoordinator: Coordinator {
    var isCompleted: (() -> Void)?
    func start() {}
}

final class OnboardingCoordinator: Coordinator {
    var onFinish: (() -> Void)?
    func start() {}
}

final class SettingsCoordinator: Coordinator {
    private var childCoordinators: [Coordinator] = []
    func add(coordinator: Coordinator) { childCoordinators.append(coordinator) }
    func remove(coordinator: Coordinator) { childCoordinators.removeAll { $0 === coordinator } }

    func start() {
        let child = LoginCoordinator()
        add(coordinator: child) // expect-warning:9 unbalanced-observer {{has no matching 'remove'}}
        child.isCompleted = { [weak child] in
            // A completion that removes nothing leaves the child registered.
            print(child as Any)
        }
    }
}
