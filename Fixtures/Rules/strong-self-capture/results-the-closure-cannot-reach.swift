import UIKit

/// A project function's result keeps a closure parameter only when the closure can reach it. A function that
/// only calls the closure, tests it, or hands it to calls whose results it drops on `self`, what `self` keeps or a
/// singleton returns a value that holds nothing of it.
final class AvatarImage {}

final class AvatarDatabase {
    func read(_ block: @escaping (String) -> Void) {}
}

final class AvatarButton {
    var action: (() -> Void)?
}

final class AvatarRegistry {
    var handlers: [() -> Void] = []
    func register(_ handler: @escaping () -> Void) { handlers.append(handler) }
}

final class AvatarController: UIViewController {
    let connection = AvatarDatabase()
    var buddyAvatar: AvatarImage?
    var accountAvatar: AvatarImage?
    var button: AvatarButton?
    var wrappedButton: AvatarButton?
    var registry: AvatarRegistry?

    func createAvatarImage(_ getImage: @escaping (String) -> AvatarImage?) -> AvatarImage? {
        var avatarImage: AvatarImage?
        connection.read { transaction in
            avatarImage = getImage(transaction)
        }
        guard let avatarImage else { return nil }
        return avatarImage
    }

    func loadAvatar(completion: ((AvatarImage) -> Void)?) -> AvatarImage {
        let image = AvatarImage()
        if completion != nil {
            DispatchQueue.main.async { completion?(image) }
        }
        return image
    }

    func makeButton(action: @escaping () -> Void) -> AvatarButton {
        let button = AvatarButton()
        button.action = action
        return button
    }

    func wrapInButton(_ action: @escaping () -> Void) -> AvatarButton {
        let button = AvatarButton()
        button.action = { action() }
        return button
    }

    func makeRegistry(_ handler: @escaping () -> Void) -> AvatarRegistry {
        let registry = AvatarRegistry()
        registry.register(handler)
        return registry
    }

    func viewDidLoad() {
        super.viewDidLoad()
        // silent: the closure is only called inside a read whose result is dropped; the image keeps nothing of it
        buddyAvatar = createAvatarImage { transaction in
            self.buddy(transaction)
        }
        // silent: the optional completion is tested and called on the main queue, never kept by the result
        accountAvatar = loadAvatar { image in
            self.show(image)
        }
        // the returned button keeps the action, and 'self' keeps the button
        button = makeButton { self.reload() } // expect-warning:31 strong-self-capture
        // the returned button keeps a closure that calls the action
        wrappedButton = wrapInButton { self.reload() } // expect-warning:40 strong-self-capture
        // the returned registry keeps the handler it registered
        registry = makeRegistry { self.reload() } // expect-warning:35 strong-self-capture
    }

    func buddy(_ transaction: String) -> AvatarImage? { nil }
    func show(_ image: AvatarImage) {}
    func reload() {}
}
