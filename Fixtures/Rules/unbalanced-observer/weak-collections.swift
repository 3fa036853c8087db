import Foundation

/// A registry that keeps its observers in a collection made to hold them weakly (NSHashTable.weakObjects(),
/// NSMapTable.strongToWeakObjects(), NSPointerArray.weakObjects()) lets them go without a removal; one that
/// keeps them in an ordinary collection does not.
final class Broadcaster {
    static let shared = Broadcaster()
    private let observers = NSHashTable<AnyObject>.weakObjects()
    private let listenersByName = NSMapTable<NSString, AnyObject>.strongToWeakObjects()
    private let listeners = NSMutableArray()

    func addObserver(_ observer: AnyObject) { observers.add(observer) }
    func removeObserver(_ observer: AnyObject) { observers.remove(observer) }
    func register(_ listener: AnyObject) { listenersByName.setObject(listener, forKey: "main") }
    func unregister(_ listener: AnyObject) { listenersByName.removeObject(forKey: "main") }
    func addListener(_ listener: AnyObject) { listeners.add(listener) }
    func removeListener(_ listener: AnyObject) { listeners.remove(listener) }
}

final class FeedController {
    func start() {
        // silent: the hash table holds 'self' weakly
        Broadcaster.shared.addObserver(self)
        // silent: the map table holds its values weakly
        Broadcaster.shared.register(self)
        Broadcaster.shared.addListener(self) // expect-warning:28 unbalanced-observer
    }
}
