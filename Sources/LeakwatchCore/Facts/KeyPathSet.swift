import Foundation

/// The keys of a collection written out in the code (`@[@"name", @"date"]`, `[NSArray arrayWithObjects:@"name",
/// kDateKey, nil]`): a loop over it registers or removes each of them, so a removal loop over a collection that
/// holds a key undoes that key's registration.
package struct KeyPathSet: Hashable, Sendable {
    /// Each element: `.keyPath` for a string literal, `.global` for a constant's name.
    package let keys: Set<ValueRef>

    /// The keys of a collection literal as its compact text reads, or nil when the text is no such literal or
    /// holds anything but string literals and constants.
    package init?(collectionText text: String) {
        guard let body = Self.body(of: text) else { return nil }
        var keys: Set<ValueRef> = []
        for item in Self.items(body) {
            if item == "nil" { continue }
            if item.hasPrefix("@\""), item.hasSuffix("\""), item.count >= 3 {
                keys.insert(.keyPath(String(item.dropFirst(2).dropLast())))
            } else if let first = item.first, first.isLetter || first == "_",
                item.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                keys.insert(.global(item))
            } else {
                return nil
            }
        }
        guard !keys.isEmpty else { return nil }
        self.keys = keys
    }

    /// The keys each element of `value` may be, when `value` is one key or an element of a collection literal.
    package init?(elementsOf value: ValueRef) {
        switch value {
        case .keyPath:
            keys = [value]
        case .global(let text):
            guard KeyPathSet(collectionText: text) == nil else { return nil }
            keys = [value]
        case .element(.global(let text)):
            guard let set = KeyPathSet(collectionText: text) else { return nil }
            keys = set.keys
        default:
            return nil
        }
    }

    private static let constructors = [
        "[NSArray arrayWithObjects:", "[NSMutableArray arrayWithObjects:", "[NSSet setWithObjects:",
        "[NSMutableSet setWithObjects:", "[NSArray arrayWithObject:", "[NSSet setWithObject:",
    ]

    private static func body(of text: String) -> Substring? {
        guard text.hasSuffix("]") else { return nil }
        if text.hasPrefix("@[") { return text.dropFirst(2).dropLast() }
        for prefix in constructors where text.hasPrefix(prefix) { return text.dropFirst(prefix.count).dropLast() }
        return nil
    }

    /// The comma-separated items, commas inside string literals left alone.
    private static func items(_ body: Substring) -> [String] {
        var items: [String] = []
        var current = ""
        var inString = false
        var previous: Character?
        for character in body {
            if character == "\"", previous != "\\" { inString.toggle() }
            if character == ",", !inString {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        items.append(current)
        return items.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
