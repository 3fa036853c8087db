/// Objects that live as long as the app (or, for test cases, the test run): a cycle through them frees nothing
/// anyone wanted freed, so their findings are notes.
extension ProjectIndex {
    /// Why the type lives as long as the app, for messages; nil when it does not (as far as the project shows).
    package func appLifetime(of typeName: String) -> String? {
        ownAppLifetime(of: typeName) ?? typesKeptForApp[Self.simpleName(Self.baseTypeName(typeName))]
    }

    /// The app's entry point and delegates, singletons and test cases: what lives for the run by what it is.
    func ownAppLifetime(of typeName: String, countingTestCases: Bool = true) -> String? {
        let name = Self.simpleName(Self.baseTypeName(typeName))
        let all = declarations(of: typeName)
        if all.contains(where: \.isEntryPoint) {
            return "'\(name)' is the app's entry point and lives as long as the app"
        }
        if let singleton = all.lazy.flatMap(\.singletonProperties).first {
            let accessor = singleton.hasPrefix("+") ? "[\(name) \(singleton.dropFirst())]" : "\(name).\(singleton)"
            return "'\(name)' is a singleton ('\(accessor)') and lives as long as the app"
        }
        let adopts = all.flatMap(\.inheritedTypes).map { Self.simpleName(Self.baseTypeName($0)) }
        if let delegate = adopts.first(where: options.catalog.isLifetimeRoot) {
            return "'\(name)' is the app's '\(delegate)' and lives as long as the app"
        }
        if countingTestCases, let base = options.catalog.testCaseClasses.first(where: { inherits(typeName, from: $0) })
        {
            return "'\(name)' is a test case ('\(base)'): the test runner keeps it until the whole run ends"
        }
        return nil
    }

    /// Types whose every instance the project makes in a global or in a property that an app-lifetime object
    /// sets up once (its initial value, initializer or launch method), with the reason for messages. A type
    /// with a subclass counts the subclass's instances; a type made anywhere else, or never made in the
    /// project (a storyboard's, a framework's), is not among them.
    static func typesKeptForApp(
        _ instantiations: [String: Set<Instantiation.Keeper>], index: ProjectIndex
    ) -> [String: String] {
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
        var kept: [String: String] = [:]
        var owners: [String: Bool] = [:]
        func livesForApp(_ type: String) -> Bool {
            if kept[type] != nil { return true }
            if let known = owners[type] { return known }
            // A test case keeps what it makes only for the run of the tests: the app's types keep their severity.
            let own = index.ownAppLifetime(of: type, countingTestCases: false) != nil
            owners[type] = own
            return own
        }
        let candidates = Set(index.declarationsBySimpleName.keys).intersection(instantiations.keys)
            .union(subclasses.keys).sorted()
        var changed = true
        while changed {
            changed = false
            for type in candidates where !livesForApp(type) {
                let sites = keepers(of: type)
                guard !sites.isEmpty else { continue }
                var owners: Set<String> = []
                let allKept = sites.allSatisfy { keeper in
                    switch keeper {
                    case .global: return true
                    case .other: return false
                    case .property(let ownerType, let property):
                        let simple = simpleName(baseTypeName(ownerType))
                        guard simple != type, livesForApp(simple) else { return false }
                        owners.insert("\(simple).\(property)")
                        return true
                    }
                }
                guard allKept else { continue }
                kept[type] =
                    if let first = owners.min() {
                        "'\(type)' is made only as '\(first)'"
                            + (owners.count > 1 ? " (and \(owners.count - 1) more such properties)" : "")
                            + ", and '\(first.split(separator: ".")[0])' lives as long as the app"
                    } else {
                        "'\(type)' is made only in global variables and lives as long as the app"
                    }
                changed = true
            }
        }
        return kept
    }
}
