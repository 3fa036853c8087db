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

    private func extendedTypeIsReference(_ name: String) -> Bool {
        let extensionConstraints = declarations(of: name).filter { $0.kind == .extension }
            .flatMap(\.inheritedTypes)
        switch declaredKind(of: name) {
        case .class?, .actor?: return true
        case .struct?, .enum?: return false
        case .protocol?: return protocolIsClassBound(name, extraConstraints: extensionConstraints)
        case .extension?, nil:
            let simple = Self.simpleName(Self.baseTypeName(name))
            if Self.externalValueTypes.contains(simple) { return false }
            if Self.externalProtocols.contains(simple) {
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
        if Self.classConstraints.contains(name) { return true }
        switch declaredKind(of: name) {
        case .class?, .actor?: return true
        case .struct?, .enum?, .protocol?: return false
        case .extension?, nil:
            return Self.objectiveCFrameworkPrefixes.contains { name.hasPrefix($0) }
                && !Self.externalValueTypes.contains(name)
        }
    }

    static let classConstraints: Set<String> = [
        "AnyObject", "class", "NSObjectProtocol", "NSObject", "ObservableObject",
    ]

    /// Apple's Objective-C frameworks: every protocol and class they declare is class-bound.
    static let objectiveCFrameworkPrefixes = ["UI", "NS", "CA", "WK", "MK", "AV", "CL", "SK", "SCN", "PH", "GK"]

    /// True when a result of this declared type cannot hold a closure, so storing it keeps none: nothing
    /// (`Void`), a number, a string, data, an image, or a struct or enum the project declares. Containers
    /// (`[AnyCancellable]`, `Optional<Token>`) and unknown types may hold one.
    package func resultCannotHoldClosures(_ written: String?) -> Bool {
        guard var type = written?.trimmingCharacters(in: .whitespaces), !type.isEmpty else { return true }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type == "()" || type.hasPrefix("[") || type.hasPrefix("(") { return type == "()" }
        let base = Self.simpleName(Self.baseTypeName(type))
        if Self.containerTypes.contains(base) { return false }
        if Self.externalValueTypes.contains(base) || Self.closurelessClasses.contains(base) { return true }
        switch declaredKind(of: base) {
        case .struct?, .enum?: return true
        default: return false
        }
    }

    /// True when a value of this declared type is the handle of one network request (`URLSessionDataTask?`,
    /// `NSURLSessionDataTask *`): storing it keeps a completion only while the request runs.
    package func isRequestHandle(_ written: String?) -> Bool {
        guard var type = written?.trimmingCharacters(in: .whitespaces), !type.isEmpty else { return false }
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
        var type = written.trimmingCharacters(in: .whitespaces)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        let base = Self.simpleName(Self.baseTypeName(type))
        guard !Self.containerTypes.contains(base), declaredKind(of: base) == nil else { return false }
        return Self.externalValueTypes.contains(base) || Self.closurelessClasses.contains(base)
    }

    static let containerTypes: Set<String> = ["Array", "ArraySlice", "Dictionary", "Set", "Optional", "Result"]
    /// Framework classes that hold no closures: storing one keeps no callback.
    static let closurelessClasses: Set<String> = ["UIImage", "NSImage", "CGImage", "UIColor", "NSColor", "NSNumber"]

    /// Value types of the standard library and common frameworks that projects extend.
    static let externalValueTypes: Set<String> = [
        "Array", "ArraySlice", "Bool", "CGFloat", "CGPoint", "CGRect", "CGSize", "CGVector", "Character",
        "ClosedRange", "Data", "Date", "DateComponents", "Decimal", "Dictionary", "Double", "Float", "IndexPath",
        "IndexSet", "Int", "Int8", "Int16", "Int32", "Int64", "Locale", "Measurement", "Optional", "Range",
        "Result", "Set", "String", "Substring", "TimeInterval", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "URL", "URLComponents", "URLRequest", "UUID", "Calendar", "TimeZone", "CharacterSet", "NSRange",
        "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIBackgroundTaskIdentifier", "CGAffineTransform", "CATransform3D",
        "Published", "Binding",
        "State", "Color", "Font", "Text", "Image", "Angle", "EdgeInsets", "Duration", "AttributedString",
        "DispatchTime", "DispatchTimeInterval", "DispatchQoS", "Never", "Void",
    ]

    /// Protocols of the standard library and SwiftUI that are not class-bound.
    static let externalProtocols: Set<String> = [
        "View", "ViewModifier", "Shape", "Scene", "App", "PreviewProvider", "Equatable", "Hashable", "Comparable",
        "Codable", "Encodable", "Decodable", "Error", "Identifiable", "Sequence", "Collection",
        "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "StringProtocol", "Numeric", "BinaryInteger", "FloatingPoint", "CustomStringConvertible",
        "CustomDebugStringConvertible", "RawRepresentable", "CaseIterable", "Sendable", "Publisher",
        "ObservableType", "ObservableConvertibleType", "LocalizedError", "ExpressibleByStringLiteral",
        "OptionSet", "SetAlgebra", "AsyncSequence", "IteratorProtocol", "Strideable", "Hasher",
    ]
}
