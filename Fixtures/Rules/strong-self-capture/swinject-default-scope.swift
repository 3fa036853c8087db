import Combine
import Foundation
import Swinject

// A Swinject container made with `defaultObjectScope: .container` keeps one instance of everything registered
// without a scope of its own: what only it makes lives as long as the app, and its cycles are notes. A
// registration that names another scope (`.transient`) makes a new one each time.
final class ServiceAssembly: Assembly {
    func assemble(container: Container) {
        container.register(GlucoseManager.self) { resolver in
            GlucoseManager(storage: resolver.resolve(GlucoseStorage.self)!)
        }
        container.register(GlucoseStorage.self) { _ in GlucoseStorage() }
        container.register(UploadTask.self) { _ in UploadTask() }.inObjectScope(.transient)
    }
}

let assembler = Assembler([ServiceAssembly()], container: Container(defaultObjectScope: .container))

final class GlucoseManager {
    private var cancellables = Set<AnyCancellable>()

    init(storage: GlucoseStorage) {}

    func observe() {
        NotificationCenter.default.publisher(for: .NSSystemClockDidChange)
            .sink { _ in
                self.sync() // expect-warning:17 strong-self-capture {{'GlucoseManager' is made only by registrations of a dependency container made with 'defaultObjectScope: .container', which keeps one instance: it lives as long as the app}}
            }
            .store(in: &cancellables)
    }

    func sync() {}
}

final class GlucoseStorage {}

final class UploadTask {
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        NotificationCenter.default.publisher(for: .NSSystemClockDidChange)
            .sink { _ in
                self.retry() // expect-warning:17 strong-self-capture {{kept by 'self.cancellables'; capture [weak self]}}
            }
            .store(in: &cancellables)
    }

    func retry() {}
}
