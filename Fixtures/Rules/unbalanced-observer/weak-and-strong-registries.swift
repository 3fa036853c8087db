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
