import UIKit

// A parameter whose type is a typealias of a function type declared in the file (`Listener?`) is a closure the
// function may keep: `bind` stores it, so `self`, which keeps the `Dynamic`, keeps the closure. `bind` returns
// nothing, so no token is thrown away either.
final class Dynamic<T> {
    typealias Listener = (T) -> Void
    private var listeners = [Listener?]()

    var value: T {
        didSet { listeners.forEach { $0?(value) } }
    }

    init(_ value: T) { self.value = value }

    func bind(_ listener: Listener?) {
        listeners.append(listener)
    }

    func read(_ listener: Listener) {
        listener(value)
    }
}

final class ProfileViewController: UIViewController {
    let name = Dynamic("")

    override func viewDidLoad() {
        super.viewDidLoad()
        name.bind { value in
            self.title = value // expect-warning:13 strong-self-capture {{'self' keeps 'self.name'}}
        }
        // silent: a weak capture.
        name.bind { [weak self] value in
            self?.navigationItem.prompt = value
        }
        // silent: 'read' calls its listener at once and keeps nothing.
        name.read { value in
            self.navigationItem.title = value
        }
    }
}
