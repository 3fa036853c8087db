/// The words of a message, with the parts that a Swift and an Objective-C reader say differently kept typed
/// until `Wording` says them for the file's language: rules build phrases, and no message is ever read back.
package struct Phrase: Hashable, Sendable, ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    package enum Part: Hashable, Sendable {
        /// Words every language says alike.
        case text(String)
        /// The callback: `closure` in Swift, `block` in Objective-C.
        case callback(plural: Bool, capitalized: Bool)
        /// Where an object is torn down: `'deinit'`, `'dealloc'`.
        case teardown
        /// Code, quoted: an API known by its Swift title is named by its selector in Objective-C.
        case code(String)
        /// What makes a strong `self` again inside a callback: `guard let self` in Swift, a block-local `self`
        /// (`@strongify(self)`) in Objective-C.
        case strongSelfRebinding
    }

    package private(set) var parts: [Part]

    package init(parts: [Part]) { self.parts = parts }

    package init(stringLiteral value: String) { parts = value.isEmpty ? [] : [.text(value)] }

    package init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    package var isEmpty: Bool { parts.isEmpty }

    package static func + (lhs: Phrase, rhs: Phrase) -> Phrase { Phrase(parts: lhs.parts + rhs.parts) }

    package static func += (lhs: inout Phrase, rhs: Phrase) { lhs.parts += rhs.parts }

    /// The words that differ between languages, to interpolate: `"\(.closure) passed to \(code: name)"`.
    package enum Word: Sendable {
        case closure, closures, capitalizedClosure, teardown, strongSelfRebinding
    }

    package struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        package init(literalCapacity: Int, interpolationCount: Int) {}

        package mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.text(literal)) }
        }

        package mutating func appendInterpolation(_ text: String) { appendLiteral(text) }

        package mutating func appendInterpolation(_ value: Int) { appendLiteral(String(value)) }

        package mutating func appendInterpolation(_ phrase: Phrase) { parts += phrase.parts }

        package mutating func appendInterpolation(_ word: Word) {
            switch word {
            case .closure: parts.append(.callback(plural: false, capitalized: false))
            case .closures: parts.append(.callback(plural: true, capitalized: false))
            case .capitalizedClosure: parts.append(.callback(plural: false, capitalized: true))
            case .teardown: parts.append(.teardown)
            case .strongSelfRebinding: parts.append(.strongSelfRebinding)
            }
        }

        /// Quoted code: `'\(name)'`.
        package mutating func appendInterpolation(code: String) { parts.append(.code(code)) }
    }
}

/// Says phrases in the words of one language: the one formatter of each.
package struct Wording: Sendable {
    package var language: Language
    /// The run's catalogue: the selectors of the APIs quoted by their Swift names, configured ones included.
    package var catalog: APICatalog

    package init(_ language: Language, catalog: APICatalog = .builtIn) {
        self.language = language
        self.catalog = catalog
    }

    package func say(_ phrase: Phrase) -> String {
        var result = ""
        for part in phrase.parts {
            switch part {
            case .text(let text): result += text
            case .callback(let plural, let capitalized):
                let word = (language == .objectiveC ? "block" : "closure") + (plural ? "s" : "")
                result += capitalized ? word.prefix(1).uppercased() + word.dropFirst() : word
            case .teardown: result += language == .objectiveC ? "'dealloc'" : "'deinit'"
            case .code(let code): result += "'" + self.code(code) + "'"
            case .strongSelfRebinding:
                result +=
                    language == .objectiveC
                    ? "the strong local 'self' of an enclosing block ('@strongify(self)' or the like)"
                    : "the strong 'self' of an enclosing 'guard let self'"
            }
        }
        return result
    }

    /// Code as this language names it: `deinit` is `dealloc`, a catalogue title its selector.
    private func code(_ code: String) -> String {
        guard language == .objectiveC else { return code }
        if code == "deinit" { return "dealloc" }
        return catalog.selector(ofSwiftTitle: code) ?? code
    }
}
