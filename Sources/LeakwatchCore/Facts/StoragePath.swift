/// Where `self` keeps something: `self` itself, or a chain of its stored properties (`self.header.button`,
/// `self.cancellables`). The one type for a storage path: the front ends build it from syntax, the index and
/// the rules compare and extend it, and only messages turn it into text.
package struct StoragePath: Hashable, Sendable, Codable, Comparable {
    /// The properties from `self`, outermost first, each as written (`items[]` keeps its brackets); empty for
    /// `self` itself.
    package private(set) var properties: [String]

    /// `.self` names the object it follows (`self.self`, `box.self`, Objective-C's `-self`): it is no storage.
    package init(_ properties: [String]) { self.properties = properties.filter { $0 != "self" } }

    /// `self` itself.
    package static let selfItself = StoragePath([])

    /// `self.<name>`.
    package static func property(_ name: String) -> StoragePath { StoragePath([name]) }

    /// The path a member access chain names from `self`, written relative to it (`header.button`) or from it
    /// (`self.header.button`, `super.view`: the same object).
    package init(written text: some StringProtocol) {
        var rest = Substring(text)
        for root in ["self", "super"] where rest == root || rest.hasPrefix(root + ".") {
            rest = rest.dropFirst(min(rest.count, root.count + 1))
        }
        self.init(rest.isEmpty ? [] : rest.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// The path written from a variable that stands for `self` (`strongSelf.tokens`, `self?.tokens`): what
    /// follows `root` and its optional marks.
    package init(written text: some StringProtocol, below root: String) {
        var rest = Substring(text).dropFirst(root.count)
        while rest.first == "?" || rest.first == "!" { rest = rest.dropFirst() }
        self.init(written: rest.hasPrefix(".") ? rest.dropFirst() : rest)
    }

    /// The path with more of the expression written after it (`.x`, `?.x`), as the code goes on from it.
    package func extended(byWritten rest: String) -> StoragePath { StoragePath(written: text + rest) }

    /// The storage a value of `self` names (`self.buttons`, each element of `self.model.items`); nil for a value
    /// that does not start at `self`.
    package init?(_ value: ValueRef) {
        switch value {
        case .selfInstance: self = .selfItself
        case .member(let base, let name):
            guard let base = StoragePath(base) else { return nil }
            self = base.appending(name)
        case .element(let base):
            guard let base = StoragePath(base), let last = base.properties.last else { return nil }
            self = StoragePath(base.properties.dropLast() + [last + "[]"])
        default: return nil
        }
    }

    package var isSelfItself: Bool { properties.isEmpty }

    /// The name of the first property (`header` of `self.header.button`, `items` of `self.items[]`).
    package var firstProperty: String? {
        properties.first.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
    }

    package var lastProperty: String? { properties.last }

    /// The names of its properties, each without what follows the name (`delegate` of `delegate?`).
    package var propertyNames: [String] {
        properties.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }.filter { !$0.isEmpty }
    }

    package func appending(_ property: String) -> StoragePath { StoragePath(properties + [property]) }

    package func appending(_ other: StoragePath) -> StoragePath { StoragePath(properties + other.properties) }

    /// True when `self` keeps it through the same first property as `other` does, or deeper below it.
    package func starts(with other: StoragePath) -> Bool { properties.starts(with: other.properties) }

    /// `self.header.button`, as messages quote it.
    package var text: String { properties.isEmpty ? "self" : "self." + properties.joined(separator: ".") }

    /// The path as messages quote it. An element of a collection (`self.buttons[]`) is no code anyone wrote: it
    /// is said in words, `'onTap' of each element of 'self.buttons'`.
    /// So is a subscript by a closure's `$0`, which means nothing outside it; an optional mark that ends the path
    /// (`self.buttons.first?`) is left out.
    package var phrase: Phrase {
        guard let element = properties.lastIndex(where: Self.namesEachElement) else {
            var written = text
            while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
            return "\(code: written)"
        }
        let name = properties[element].prefix { $0 != "[" }
        let collection = StoragePath(properties[..<element] + [String(name)])
        let below = properties[(element + 1)...].joined(separator: ".")
        let each: Phrase = "each element of \(collection.phrase)"
        return below.isEmpty ? each : "\(code: below) of \(each)"
    }

    /// `items[]` (each element), `items[$0]`.
    private static func namesEachElement(_ property: String) -> Bool {
        property.hasSuffix("[]") || property.contains("[$")
    }

    /// `header.button`: the path below `self`, as a type's own members name it.
    package var relativeText: String { properties.joined(separator: ".") }

    package static func < (lhs: StoragePath, rhs: StoragePath) -> Bool { lhs.text < rhs.text }
}
