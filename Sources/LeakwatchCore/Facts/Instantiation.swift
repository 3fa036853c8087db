/// A place where the code makes an instance of a named type (`Settings()`, `[[Settings alloc] init]`), and what
/// keeps the instance made there. With every such place known, the index can tell a type whose every instance is
/// made once and kept for the app's whole run by an object that lives as long as the app.
package struct Instantiation: Hashable, Sendable, Codable {
    package enum Keeper: Hashable, Sendable, Codable {
        /// A global or static variable's initial value (also inside an array or dictionary literal): made once
        /// and never released.
        case global
        /// A stored property of the named type, set by its initial value or in its initializer (or the app's
        /// launch method): one instance per instance of that type.
        case property(ofType: String, name: String)
        /// The closure a dependency container's registration runs, with a scope that keeps the one instance it
        /// makes for the container's life (`register { Service() }.scope(.application)`), written as `scope`.
        case container(scope: String)
        /// Directly in the app delegate's launch method (a local `self` does not keep, an argument), which runs once
        /// per process: one instance for the run (`UINavigationController(rootViewController: FeedViewController())`).
        case launch
        /// Anywhere else (a local, an argument, a method that may run many times): one instance of many.
        case other
    }

    /// The scope of a registration that names none (`container.register(Service.self) { _ in Service() }`): the
    /// container's default, which keeps one instance where the project sets it so (`FileFacts.setsSingletonDefaultScope`).
    package static let defaultScope = "defaultObjectScope: .container"

    /// The type as written, without generic arguments (`Store`, `Module.Settings`).
    package var typeName: String
    package var keeper: Keeper

    package init(typeName: String, keeper: Keeper) {
        self.typeName = typeName
        self.keeper = keeper
    }

    /// An instance made into a local of `owner`'s initializer or launch method: kept as the property `self`
    /// stored the local in (`keptIn`), else made once for the run (`atLaunch`), else one of many.
    package init(typeName: String, madeInLocalOf owner: String, keptIn kept: StoragePath?, atLaunch: Bool) {
        let property = kept?.properties.first
        self.init(
            typeName: typeName,
            keeper: property.map { .property(ofType: owner, name: $0) } ?? (atLaunch ? .launch : .other))
    }

    /// Orders a file's instantiations the same way in every run.
    package var sortKey: String {
        switch keeper {
        case .global: "\(typeName) 0"
        case .property(let type, let name): "\(typeName) 1 \(type).\(name)"
        case .other: "\(typeName) 2"
        case .container(let scope): "\(typeName) 3 \(scope)"
        case .launch: "\(typeName) 4"
        }
    }
}
