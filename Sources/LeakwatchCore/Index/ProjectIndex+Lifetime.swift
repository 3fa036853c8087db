/// Objects that live as long as the app (or, for test cases, the test run): a cycle through them frees nothing
/// anyone wanted freed, so their findings are notes.
extension ProjectIndex {
    /// Why the type lives as long as the app; nil when it does not (as far as the project shows).
    package func appLifetime(of typeName: String) -> AppLifetime? {
        ownAppLifetime(of: typeName) ?? typesKeptForApp[Self.simpleName(Self.baseTypeName(typeName))]
    }

    /// The app's entry point and delegates, singletons and test cases: what lives for the run by what it is.
    func ownAppLifetime(of typeName: String, countingTestCases: Bool = true) -> AppLifetime? {
        let name = Self.simpleName(Self.baseTypeName(typeName))
        let all = declarations(of: typeName)
        if all.contains(where: \.isEntryPoint) {
            return .entryPoint(type: name)
        }
        if let singleton = all.lazy.flatMap(\.singletonProperties).first {
            return .singleton(type: name, accessor: singleton)
        }
        let adopts = all.flatMap(\.inheritedTypes).map { Self.simpleName(Self.baseTypeName($0)) }
        if let delegate = adopts.first(where: options.catalog.isLifetimeRoot) {
            return .adopts(type: name, root: delegate)
        }
        if let root = interfaceRoots[name] { return .interfaceRoot(root) }
        if countingTestCases, let base = options.catalog.testCaseClasses.first(where: { inherits(typeName, from: $0) })
        {
            return .testCase(type: name, base: base)
        }
        return nil
    }

    /// Types whose every instance the project makes in a global or in a property that an app-lifetime object
    /// sets up once (its initial value, initializer or launch method), with the reason for messages. A type
    /// with a subclass counts the subclass's instances; a type made anywhere else, or never made in the
    /// project (a framework's), is not among them. The controllers of a storyboard scene the code makes by its
    /// identifier (`scenes`) are among them when every place that makes the scene is such a property, and every
    /// element of their class in the storyboards is in a scene so kept (or in the main interface). An object made
    /// in the launch method counts only where no code sets the window's root again (`windowRootReplaced`): a splash
    /// or login screen made there and then replaced goes, and a cycle of its own keeps it.
    static func typesKeptForApp(
        _ instantiations: [String: Set<Instantiation.Keeper>], scenes: [String: Set<Instantiation.Keeper>] = [:],
        windowRootReplaced: Bool = false, index: ProjectIndex
    ) -> [String: AppLifetime] {
        var subclasses: [String: [String]] = [:]
        for (name, declarations) in index.declarationsBySimpleName {
            for declaration in declarations where declaration.kind == .class {
                guard let superclass = declaration.inheritedTypes.first else { continue }
                subclasses[simpleName(baseTypeName(superclass)), default: []].append(name)
            }
        }
        func keepers(of type: String) -> Set<Instantiation.Keeper> {
            var all: Set<Instantiation.Keeper> = []
            var visited: Set<String> = []
            var pending = [type]
            while let next = pending.popLast() {
                guard visited.insert(next).inserted else { continue }
                all.formUnion(instantiations[next] ?? [])
                pending.append(contentsOf: subclasses[next] ?? [])
            }
            return all
        }
        var kept: [String: AppLifetime] = [:]
        var owners: [String: Bool] = [:]
        func livesForApp(_ type: String) -> Bool {
            if kept[type] != nil { return true }
            if let known = owners[type] { return known }
            // A test case keeps what it makes only for the run of the tests: the app's types keep their severity.
            let own = index.ownAppLifetime(of: type, countingTestCases: false) != nil
            owners[type] = own
            return own
        }
        /// The app-lifetime properties that keep what every site makes; nil when a site keeps it otherwise.
        func keptOwners(_ sites: Set<Instantiation.Keeper>, madeType type: String?) -> Set<ProjectIndex.MadeIn>? {
            var owners: Set<ProjectIndex.MadeIn> = []
            for keeper in sites {
                switch keeper {
                case .global, .container: continue
                case .launch: if windowRootReplaced { return nil }
                case .other: return nil
                case .property(let ownerType, let property):
                    let simple = simpleName(baseTypeName(ownerType))
                    guard simple != type, livesForApp(simple) else { return nil }
                    owners.insert(ProjectIndex.MadeIn(owner: simple, property: property))
                }
            }
            return owners
        }
        let candidates = Set(index.declarationsBySimpleName.keys).intersection(instantiations.keys)
            .union(subclasses.keys).sorted()
        let sceneRoots = Dictionary(grouping: index.options.interfaceRoots.filter { $0.scene != nil }) {
            $0.scene ?? ""
        }
        var keptElements: [String: Set<String>] = [:]
        for root in index.interfaceRoots.isEmpty ? [] : index.options.interfaceRoots where root.scene == nil {
            keptElements[root.classKey, default: []].insert(root.element)
        }
        var keptScenes: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for type in candidates where !livesForApp(type) {
                let sites = keepers(of: type)
                guard !sites.isEmpty, let owners = keptOwners(sites, madeType: type) else { continue }
                let scope = sites.lazy.compactMap { site -> String? in
                    if case .container(let scope) = site { scope } else { nil }
                }.min()
                kept[type] =
                    if let first = owners.min() {
                        .madeOnlyAs(type: type, owner: first.owner, property: first.property, more: owners.count - 1)
                    } else if let scope {
                        .madeOnlyInContainer(type: type, scope: scope)
                    } else if sites.contains(.launch) {
                        .madeOnlyAtLaunch(type: type)
                    } else {
                        .madeOnlyInGlobals(type: type)
                    }
                changed = true
            }
            for (identifier, roots) in sceneRoots.sorted(by: { $0.key < $1.key }) where !keptScenes.contains(identifier)
            {
                guard let sites = scenes[identifier], !sites.isEmpty,
                    let owners = keptOwners(sites, madeType: nil)
                else { continue }
                keptScenes.insert(identifier)
                changed = true
                for root in roots { keptElements[root.classKey, default: []].insert(root.element) }
                let madeIn = owners.min()
                for root in roots {
                    let type = simpleName(root.typeName)
                    // Made in code as well (`PreferencesController()`), shown by another scene, or its code run by
                    // a subclass's instances: not only here.
                    guard !livesForApp(type), (keptElements[root.classKey]?.count ?? 0) >= root.appearances,
                        !(instantiations[type] ?? []).contains(.other), subclasses[type] == nil
                    else { continue }
                    kept[type] = .storyboardScene(root, owner: madeIn?.owner, property: madeIn?.property)
                }
            }
        }
        return kept
    }
}

extension ProjectIndex {
    /// A property of an app-lifetime type that makes an object (`Module.settingsWindow`), ordered as its text.
    struct MadeIn: Hashable, Comparable {
        var owner: String
        var property: String

        static func < (lhs: MadeIn, rhs: MadeIn) -> Bool {
            (lhs.owner + "." + lhs.property) < (rhs.owner + "." + rhs.property)
        }
    }
}
