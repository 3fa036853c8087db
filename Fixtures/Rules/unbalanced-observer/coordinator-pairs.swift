import SpriteKit
import UIKit

protocol Coordinator: AnyObject {
    func start()
}

protocol FlowDelegate: AnyObject {
    func flowDidFinish(_ flow: Coordinator)
}

final class CoordinatorRegistry {
    private var coordinators: [ObjectIdentifier: Coordinator] = [:]
    func add(coordinator: Coordinator) { coordinators[ObjectIdentifier(coordinator)] = coordinator }
    func remove(coordinator: Coordinator) { coordinators[ObjectIdentifier(coordinator)] = nil }
}

class BaseCoordinator: Coordinator {
    private(set) var children: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {}
    func addChild(_ child: Coordinator) { children.append(child) }
    func removeChild(_ child: Coordinator) { children.removeAll { $0 === child } }
    func addChildCoordinator(_ child: Coordinator) { addChild(child) }
    func removeChildCoordinator(_ child: Coordinator) { removeChild(child) }
}

final class SettingsCoordinator: BaseCoordinator {}
final class OnboardingCoordinator: BaseCoordinator {}
final class CheckoutCoordinator: BaseCoordinator {
    weak var delegate: FlowDelegate?
}

final class AppCoordinator: BaseCoordinator {
    private let registry = CoordinatorRegistry()

    override func start() {
        let onboarding = OnboardingCoordinator(navigationController: navigationController)
        registry.add(coordinator: onboarding) // expect-warning:18 unbalanced-observer {{no matching 'remove'}}
        addChildCoordinator(onboarding) // expect-warning:9 unbalanced-observer
        onboarding.start()
    }

    func showSettings() {
        let settings = SettingsCoordinator(navigationController: navigationController)
        addChild(settings) // expect-warning:9 unbalanced-observer {{'removeChild'}}
        settings.start()
    }
}

final class ShopCoordinator: BaseCoordinator, FlowDelegate {
    private let flows = CoordinatorRegistry()

    func showCheckout() {
        let checkout = CheckoutCoordinator(navigationController: navigationController)
        checkout.delegate = self
        // silent: removed from the same registry with the same label when the flow finishes.
        flows.add(coordinator: checkout)
        // silent: removeChild(_:) is called on the same receiver in flowDidFinish.
        addChild(checkout)
        // silent: removeChildCoordinator(_:) is called in flowDidFinish.
        addChildCoordinator(checkout)
        checkout.start()
    }

    func flowDidFinish(_ flow: Coordinator) {
        flows.remove(coordinator: flow)
        removeChild(flow)
        removeChildCoordinator(flow)
    }
}

final class DeepLinkRouter {
    private let root: BaseCoordinator

    init(root: BaseCoordinator) { self.root = root }

    func openPayment() {
        let paymentCoordinator = CheckoutCoordinator(navigationController: root.navigationController)
        root.addChild(paymentCoordinator) // expect-warning:14 unbalanced-observer {{has no matching 'removeChild'}}
        paymentCoordinator.start()
    }
}

final class ContainerViewController: UIViewController {
    private let summary = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: UIKit's addChild(_:) embeds a view controller; nothing needs removing.
        addChild(summary)
        view.addSubview(summary.view)
        summary.didMove(toParent: self)
    }
}

final class GameScene: SKScene {
    private let player = SKSpriteNode(imageNamed: "player")

    override func didMove(to view: SKView) {
        // silent: SpriteKit's addChild(_:) builds the node tree; it is no coordinator registration.
        addChild(player)
    }
}

/// A coordinator protocol whose extension adds a child and removes it when the child is dismissed: every
/// coordinator that adds children through it is balanced.
protocol FlowCoordinator: AnyObject {
    var childCoordinators: [FlowCoordinator] { get set }
    var dismissHandler: ((FlowCoordinator) -> Void)? { get set }
}

extension FlowCoordinator {
    func addChildCoordinator(_ child: FlowCoordinator, onDismiss: ((FlowCoordinator) -> Void)?) {
        child.dismissHandler = { [weak self] finished in
            onDismiss?(finished)
            self?.removeChildCoordinator(finished)
        }
        childCoordinators.append(child)
    }

    func removeChildCoordinator(_ child: FlowCoordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class PasswordFlowCoordinator: FlowCoordinator {
    var childCoordinators: [FlowCoordinator] = []
    var dismissHandler: ((FlowCoordinator) -> Void)?

    func showPicker() {
        let picker = PickerFlowCoordinator()
        // silent: the protocol extension removes the child when it is dismissed
        addChildCoordinator(picker, onDismiss: { _ in print("picked") })
    }
}

final class PickerFlowCoordinator: FlowCoordinator {
    var childCoordinators: [FlowCoordinator] = []
    var dismissHandler: ((FlowCoordinator) -> Void)?
}

/// UIKit containment: a child view controller leaves by its own `removeFromParent()`, whatever the helper that
/// added it is called (`addChild(_:)` in a SwiftUI representable's `Coordinator`, the project's `add(child:)`).
extension UIViewController {
    func add(child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func remove() {
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}

final class PagedReaderViewController: UIViewController {
    private var pageViewController: UIViewController?

    func show(_ pages: UIViewController) {
        pageViewController?.remove()
        // silent: the previous child leaves by the project's 'remove()', which wraps 'removeFromParent()'
        add(child: pages)
        pageViewController = pages
    }
}

final class ReaderHostViewController: UIViewController {
    let pages = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: 'closeReader()' takes the child out with 'removeFromParent()'
        add(child: pages)
    }

    func closeReader() {
        pages.view.removeFromSuperview()
        pages.removeFromParent()
    }
}

final class AuthorizeDeviceViewController: UIViewController {
    private var detailsScreen: UIViewController?
    private let summary = UIViewController()

    func showDetails(_ details: UIViewController) {
        let vc = details
        detailsScreen = vc
        // silent: a child view controller lives as long as its parent, which owns it; nothing to remove
        add(child: vc)
        // silent: the same, with a child named otherwise
        add(child: summary)
    }
}

final class SupplementTabView {
    final class Coordinator {
        private var hosts: [Int: UIViewController] = [:]

        func show(_ id: Int, in container: UIViewController) {
            guard let host = hosts[id] else { return }
            // silent: 'hide(_:)' takes the child out with 'removeFromParent()'
            container.addChild(host)
            container.view.addSubview(host.view)
            host.didMove(toParent: container)
        }

        func hide(_ host: UIViewController) {
            host.willMove(toParent: nil)
            host.view.removeFromSuperview()
            host.removeFromParent()
        }
    }
}

/// A coordinator whose own type ends its children: a child reports back through `didFinish(_:)`, which removes it.
/// Whoever adds a child to it, a view model included, leaves the removal to it.
class FinishingCoordinator {
    private(set) var childCoordinators: [FinishingCoordinator] = []
    weak var parentCoordinator: FinishingCoordinator?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {}

    func didFinish(_ child: FinishingCoordinator) { removeChildCoordinator(child) }

    func addChildCoordinator(_ child: FinishingCoordinator) {
        child.parentCoordinator = self
        childCoordinators.append(child)
    }

    func removeChildCoordinator(_ child: FinishingCoordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class SymptomsCoordinator: FinishingCoordinator {}

final class SymptomsViewModel {
    weak var coordinator: SymptomsCoordinator?
    private let registry = CoordinatorRegistry()

    func showReport() {
        guard let coordinator else { return }
        let child = SymptomsCoordinator(navigationController: coordinator.navigationController)
        // silent: the coordinator's own type removes a child in 'didFinish(_:)'
        coordinator.addChildCoordinator(child)
        child.start()
    }

    func showHelp(on root: BaseCoordinator) {
        let help = SettingsCoordinator(navigationController: root.navigationController)
        // the registry's type only defines its removal; nothing ever calls it
        registry.add(coordinator: help) // expect-warning:18 unbalanced-observer {{no matching 'remove'}}
    }
}

/// A coordinator that embeds a view controller in its host with UIKit's containment: the child leaves by its own
/// `removeFromParent()`, and is no child coordinator.
final class ExtensionCoordinator: BaseCoordinator {
    weak var hostViewController: UIViewController?

    func embed(_ viewController: UIViewController) {
        guard let hostViewController else { return }
        // silent: UIKit's containment of a view controller
        hostViewController.addChild(viewController)
        hostViewController.view.addSubview(viewController.view)
        viewController.didMove(toParent: hostViewController)
    }

    func showUnlock() {
        let unlock = OnboardingCoordinator(navigationController: navigationController)
        addChild(unlock) // expect-warning:9 unbalanced-observer {{'removeChild'}}
        unlock.start()
    }
}
