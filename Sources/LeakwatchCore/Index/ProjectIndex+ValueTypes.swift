import Foundation

extension ProjectIndex {
    /// Whether `self` in this context is an object that a closure can keep alive: a class or actor
    /// instance. Value types, metatypes, top-level code and protocols that are not class-bound are not.
    package func selfIsReference(in context: SelfContext) -> Bool {
        guard let typeName = context.typeName, !context.isStatic else { return false }
        switch context.declaredKind {
        case .class?, .actor?: return true
        case .struct?, .enum?: return false
        case .protocol?: return protocolIsClassBound(typeName, extraConstraints: [])
        case .extension?, nil: return extendedTypeIsReference(typeName)
        }
    }

    /// True when values of the type are copied, not shared: a `struct` or `enum` of the project, or a value type
    /// the catalogue knows (`Int`, `CGRect`, a configured package's `Money`).
    package func isValueType(_ written: String) -> Bool {
        let base = Self.baseTypeName(written)
        switch declaredKind(of: base) {
        case .struct?, .enum?: return true
        case .class?, .actor?, .protocol?: return false
        case .extension?, nil: return options.catalog.types.valueTypes.contains(Self.simpleName(base))
        }
    }

    private func extendedTypeIsReference(_ name: String) -> Bool {
        let extensionConstraints = declarations(of: name).filter { $0.kind == .extension }
            .flatMap(\.inheritedTypes)
        switch declaredKind(of: name) {
        case .class?, .actor?: return true
        case .struct?, .enum?: return false
        case .protocol?: return protocolIsClassBound(name, extraConstraints: extensionConstraints)
        case .extension?, nil:
            let simple = Self.simpleName(Self.baseTypeName(name))
            if options.catalog.types.valueTypes.contains(simple) { return false }
            if options.catalog.types.unboundProtocols.contains(simple) {
                return extensionConstraints.contains { typeIsClassLike(Self.baseTypeName($0)) }
            }
            // A type declared outside the project (UIViewController, NSObject) is taken to be a class.
            return true
        }
    }

    /// A protocol is class-bound when it or a protocol it refines requires `AnyObject`, a class, or
    /// `NSObjectProtocol`.
    package func protocolIsClassBound(_ name: String, extraConstraints: [String]) -> Bool {
        var visited: Set<String> = []
        var pending = extraConstraints.map(Self.baseTypeName) + [name]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            if next != name, typeIsClassLike(next) { return true }
            for declaration in declarations(of: next) where declaration.kind == .protocol {
                pending.append(contentsOf: declaration.inheritedTypes.map(Self.baseTypeName))
            }
        }
        return false
    }

    /// `AnyObject`, a class of the project, or an Objective-C framework name.
    private func typeIsClassLike(_ name: String) -> Bool {
        if options.catalog.types.classConstraints.contains(name) { return true }
        switch declaredKind(of: name) {
        case .class?, .actor?: return true
        case .struct?, .enum?, .protocol?: return false
        case .extension?, nil:
            return options.catalog.types.classBoundPrefixes.contains { name.hasPrefix($0) }
                && !options.catalog.types.valueTypes.contains(name)
        }
    }

    /// True when a result of this declared type cannot hold a closure, so storing it keeps none: nothing
    /// (`Void`), a number, a string, data, an image, or a struct or enum the project declares. Containers
    /// (`[AnyCancellable]`, `Optional<Token>`) and unknown types may hold one.
    package func resultCannotHoldClosures(_ written: String?) -> Bool {
        guard var type = written?.trimmingSpaces, !type.isEmpty else { return true }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type == "()" || type.hasPrefix("[") || type.hasPrefix("(") { return type == "()" }
        let base = Self.simpleName(Self.baseTypeName(type))
        if options.catalog.types.containers.contains(base) { return false }
        if options.catalog.types.valueTypes.contains(base) || options.catalog.types.closurelessClasses.contains(base) {
            return true
        }
        switch declaredKind(of: base) {
        case .struct?, .enum?: return true
        default: return false
        }
    }

    /// True when a value of this declared type is the handle of one network request (`URLSessionDataTask?`,
    /// `NSURLSessionDataTask *`): storing it keeps a completion only while the request runs.
    package func isRequestHandle(_ written: String?) -> Bool {
        guard var type = written?.trimmingSpaces, !type.isEmpty else { return false }
        while type.hasSuffix("?") || type.hasSuffix("!") || type.hasSuffix("*") || type.hasSuffix(" ") {
            type.removeLast()
        }
        let base = Self.simpleName(Self.baseTypeName(type))
        return declaredKind(of: base) == nil && APICatalog.isRequestHandleType(base)
    }

    /// A framework value that holds no closure (`UIBackgroundTaskIdentifier`, `Int`, `UIImage`): a property
    /// declared with one keeps no callback, whatever call fills it. Project structs are left out: one may
    /// have a closure member (`AlertInfo(primaryAction: { … })`).
    package func isClosurelessFrameworkValue(_ written: String) -> Bool {
        var type = written.trimmingSpaces
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        let base = Self.simpleName(Self.baseTypeName(type))
        guard !options.catalog.types.containers.contains(base), declaredKind(of: base) == nil else { return false }
        return options.catalog.types.valueTypes.contains(base)
            || options.catalog.types.closurelessClasses.contains(base)
    }

}
