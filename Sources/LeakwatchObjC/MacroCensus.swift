import Foundation

/// Where the macros a file uses are defined, as the parse sees them: the measure of how much of a code base's
/// preprocessing reaches libclang without the real headers.
package struct MacroCensus: Sendable {
    package enum Definer: String, Sendable, CaseIterable {
        /// A header of the analyzed tree, or of a folder the analysis skips (`Pods/`, `Carthage/`).
        case tree
        /// The catalogue of well-known macros.
        case catalogue
        /// `objc_macros:` in `.leakwatch.yml`.
        case configuration
        /// The file's own `#define`.
        case file
        /// The prelude's stand-ins for the SDK's macros.
        case sdk = "SDK prelude"
        /// Nothing: the use is read as a call of an unknown function or an unknown value.
        case undefined
    }

    package var uses: [Definer: Int] = [:]
    /// How often each undefined name is used, to see which macros a tree still lacks.
    package var undefinedNames: [String: Int] = [:]

    package init() {}

    package var total: Int { uses.values.reduce(0, +) }

    package mutating func add(_ other: MacroCensus) {
        uses.merge(other.uses, uniquingKeysWith: +)
        undefinedNames.merge(other.undefinedNames, uniquingKeysWith: +)
    }

    /// A use is an identifier that a macro of the file, the tree, the catalogue, the configuration or the prelude
    /// defines; or, defined by none, an all-capitals name called like a function or written alone as a statement
    /// (`WEAKSELF;`), or a name after `@` that is no Objective-C keyword (`@weakify`).
    init(code: [Token], text: String, macros: MacroTable) {
        let own = Set(MacroDirectives.definitions(in: Array(text.utf8), path: "").map(\.name))
        for (index, token) in code.enumerated() where token.kind == .identifier {
            let previous = index > 0 ? code[index - 1].text : ""
            let next = index + 1 < code.count ? code[index + 1].text : ""
            if previous == "." || previous == "->" { continue }
            if own.contains(token.text) {
                uses[.file, default: 0] += 1
            } else if let origin = macros.origin(of: token.text) {
                uses[Self.definer(origin), default: 0] += 1
            } else if Prelude.macroNames.contains(token.text) {
                uses[.sdk, default: 0] += 1
            } else if !Prelude.declaredNames.contains(token.text),
                Self.looksLikeMacro(token.text, previous: previous, next: next)
            {
                uses[.undefined, default: 0] += 1
                undefinedNames[token.text, default: 0] += 1
            }
        }
    }

    private static func definer(_ origin: MacroTable.Origin) -> Definer {
        switch origin {
        case .tree: .tree
        case .catalogue: .catalogue
        case .configuration: .configuration
        }
    }

    private static func looksLikeMacro(_ name: String, previous: String, next: String) -> Bool {
        if previous == "@" { return !objectiveCKeywords.contains(name) }
        let capitals = name.utf8.allSatisfy { (65...90).contains($0) || (48...57).contains($0) || $0 == 95 }
        guard capitals, name.utf8.count > 1, name.utf8.contains(where: { (65...90).contains($0) }) else {
            return false
        }
        return next == "(" || (next == ";" && [";", "{", "}", ""].contains(previous))
    }

    private static let objectiveCKeywords: Set<String> = [
        "interface", "implementation", "end", "protocol", "property", "synthesize", "dynamic", "class", "selector",
        "encode", "optional", "required", "try", "catch", "finally", "throw", "synchronized", "autoreleasepool",
        "available", "import", "public", "private", "protected", "package", "defs", "compatibility_alias",
    ]
}

extension Prelude {
    /// The names the prelude defines as macros.
    static let macroNames: Set<String> = Set(
        MacroDirectives.definitions(in: Array(text.utf8), path: path).map(\.name))
}
