import UIKit

/// Holds its observer weakly: an entry of a released observer is dead, not a leak.
private final class WeakObserverBox<T: AnyObject> {
    weak var observer: T?
    init(_ observer: T) { self.observer = observer }
}

final class WeakRegistry<T: AnyObject> {
    private var boxes: [ObjectIdentifier: WeakObserverBox<T>] = [:]

    func addObserver(_ observer: T) {
        boxes[ObjectIdentifier(observer)] = WeakObserverBox(observer)
    }

    func removeObserver(_ observer: T) {
        boxes[ObjectIdentifier(observer)] = nil
    }
}

/// Keeps its listeners strongly: a listener never removed is kept for ever.
final class StrongRegistry {
    private var listeners: [AnyObject] = []

    func addListener(_ listener: AnyObject) {
        listeners.append(listener)
    }

    func removeListener(_ listener: AnyObject) {
        listeners.removeAll { $0 === listener }
    }
}

final class LibraryViewController: UIViewController {
    let library = WeakRegistry<LibraryViewController>()
    let downloads = StrongRegistry()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: the registry holds its observers weakly, so a missing removal leaves only a dead entry.
        library.addObserver(self)
        downloads.addListener(self) // expect-warning:19 unbalanced-observer {{'removeListener'}}
    }
}

/// Offers no removal: each listener's handler is tied to its owner and ends with it. There is nothing to call.
final class ThemeBroadcast {
    private static var key = 0

    static func addListener(_ owner: AnyObject, handler: @escaping () -> Void) {
        objc_setAssociatedObject(owner, &key, handler, .OBJC_ASSOCIATION_RETAIN)
    }
}

/// Keeps its listeners in a strong array and offers no removal: a listener is kept for ever.
final class JobBoard {
    private var listeners: [AnyObject] = []

    func addListener(_ listener: AnyObject) {
        listeners.append(listener)
    }
}

final class ThemeSettingsViewController: UIViewController {
    let board = JobBoard()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: ThemeBroadcast has no removal to call.
        ThemeBroadcast.addListener(self) { [weak self] in self?.view.setNeedsLayout() }
        board.addListener(self) // expect-warning:15 unbalanced-observer {{'removeListener'}}
    }
}

/// Every live conversation, kept weakly by the type itself: an entry of a released one is dead, not a leak, and
/// `deinit` takes it out by its identifier.
final class ConversationModel {
    private final class WeakBox {
        weak var value: ConversationModel?
        init(_ value: ConversationModel) { self.value = value }
    }

    private static var liveInstances: [ObjectIdentifier: WeakBox] = [:]

    private static func register(_ model: ConversationModel) {
        liveInstances[ObjectIdentifier(model)] = WeakBox(model)
    }

    private static func unregister(_ id: ObjectIdentifier) {
        liveInstances.removeValue(forKey: id)
    }

    init() {
        // silent: the type's own registry holds its instances weakly.
        Self.register(self)
    }

    deinit {
        Self.unregister(ObjectIdentifier(self))
    }
}
