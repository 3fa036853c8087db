/// Objects that live as long as the app (or, for test cases, the test run): a cycle through them frees nothing
/// anyone wanted freed, so their findings are notes.
extension ProjectIndex {
    /// Why the type lives as long as the app, for messages; nil when it does not (as far as the project shows).
    package func appLifetime(of typeName: String) -> String? {
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
        if let delegate = adopts.first(where: APICatalog.isAppLifetimeProtocol) {
            return "'\(name)' is the app's '\(delegate)' and lives as long as the app"
        }
        if let base = APICatalog.testCaseClasses.first(where: { inherits(typeName, from: $0) }) {
            return "'\(name)' is a test case ('\(base)'): the test runner keeps it until the whole run ends"
        }
        return nil
    }
}
