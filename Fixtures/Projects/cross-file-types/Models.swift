import Combine
import Foundation

/// A value type whose extension in another file must stay silent.
struct ProfileState {
    var name = ""
    var cancellables = Set<AnyCancellable>()
    let updates = PassthroughSubject<String, Never>()
}

/// A class whose methods are declared in an extension in another file.
final class ProfileViewModel {
    var cancellables = Set<AnyCancellable>()
    let updates = PassthroughSubject<String, Never>()
    var onChange: ((String) -> Void)?
}

/// A protocol that is not class-bound: `self` in its extensions may be a value.
protocol Refreshing {
    func refresh()
}

/// A class-bound protocol: `self` in its extensions is an object.
protocol ScreenLifecycle: AnyObject {
    var cancellables: Set<AnyCancellable> { get set }
    func reload()
}

/// A project function whose closure cannot escape.
enum Batch {
    static func perform(_ changes: () -> Void) { changes() }
}

final class Store {
    func run(_ block: () -> Void) { block() }
    func observe(_ block: @escaping (Int) -> Void) -> AnyCancellable { AnyCancellable {} }
}
