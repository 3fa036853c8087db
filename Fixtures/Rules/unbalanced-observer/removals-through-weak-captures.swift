import UIKit

protocol Coordinator: AnyObject {
    func addChild(_ coordinator: Coordinator)
    func removeChild(_ coordinator: Coordinator?)
}

/// A coordinator presented by a static factory that adds it to its parent and removes it from a callback, through
/// weak captures of the parent and of itself.
final class PasscodeCoordinator: Coordinator {
    var didCancel: (() -> Void)?
    var didFinish: (() -> Void)?

    func addChild(_ coordinator: Coordinator) {}
    func removeChild(_ coordinator: Coordinator?) {}
    func start() {}

    static func present(parentCoordinator: Coordinator, onCancel: @escaping () -> Void) {
        let coordinator = PasscodeCoordinator()
        coordinator.didCancel = { [weak coordinator, weak parentCoordinator] in
            parentCoordinator?.removeChild(coordinator)
            onCancel()
        }
        // silent: the cancel callback removes it through the weak capture of the same parent.
        parentCoordinator.addChild(coordinator)
        coordinator.start()
    }

    static func presentRenamed(parent: Coordinator) {
        let coordinator = PasscodeCoordinator()
        coordinator.didFinish = { [weak coordinator, weak owner = parent] in
            owner?.removeChild(coordinator)
        }
        // silent: removed through a renamed weak capture of the parent.
        parent.addChild(coordinator)
        coordinator.start()
    }

    /// The same names in another method are other objects: the removal above does not undo this addition.
    static func presentForGood(parentCoordinator: Coordinator) {
        let coordinator = PasscodeCoordinator()
        parentCoordinator.addChild(coordinator) // expect-warning:27 unbalanced-observer {{'removeChild'}}
        coordinator.start()
    }
}
