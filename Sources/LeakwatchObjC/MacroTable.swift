import Foundation
import LeakwatchCore

/// The macros every parse reads after the prelude, one definition per name: the catalogue's well-known macros, then
/// the tree's own (which replace them), then the configuration's (which replace both). A definition that libclang
/// rejects on its own is left out, and nothing else with it.
package struct MacroTable: Sendable {
    package enum Origin: String, Sendable, CaseIterable {
        case tree, catalogue, configuration
    }

    struct Macro: Sendable {
        var origin: Origin
        var directive: String
        /// The replacement's tokens, the macro's own parameters and pasted pieces left out: the names an expansion
        /// brings into a file, to be declared like the file's own.
        var body: [Token]
    }

    let macros: [String: Macro]
    /// The directives, in an order where each helper comes before nothing it needs (macros expand when used).
    let header: String
    /// Stands for `header` in cache keys and file names.
    package let digest: String
    /// The prelude followed by the macros: the one header every parse includes (precompiled, or as text).
    let preludeText: String
    /// The tree's Xcode project folders and whether each compiles with ARC (`TreeMacros.projectFolders`).
    let tree: TreeMacros

    /// The catalogue's macros alone: what a file analyzed outside any tree sees.
    package static let standard = MacroTable()

    package init(
        tree: TreeMacros = TreeMacros(), configured: [ObjCMacro] = [], catalogue: [ObjCMacro] = ObjCMacros.wellKnown
    ) {
        var chosen: [String: (origin: Origin, directive: String)] = [:]
        var order: [String] = []
        func choose(_ name: String, _ origin: Origin, _ directive: String) {
            if chosen[name] == nil { order.append(name) }
            chosen[name] = (origin, directive)
        }
        for macro in catalogue { choose(macro.name, .catalogue, macro.directive) }
        for definition in tree.definitions where Self.mayComeFromTree(definition.name) {
            choose(definition.name, .tree, definition.directive)
        }
        for macro in configured { choose(macro.name, .configuration, macro.directive) }
        let accepted = MacroValidation.accepted(order.map { ($0, chosen[$0]?.directive ?? "") })
        var macros: [String: Macro] = [:]
        var header = ""
        for name in order where accepted.contains(name) {
            guard let (origin, directive) = chosen[name] else { continue }
            macros[name] = Macro(origin: origin, directive: directive, body: Self.bodyTokens(of: directive))
            header += directive + "\n"
        }
        self.macros = macros
        self.header = header
        self.tree = TreeMacros(projectFolders: tree.projectFolders)
        // What decides how a file counts references is part of what its facts depend on.
        let counting = tree.projectFolders.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        digest = Self.digest(of: counting.isEmpty ? header : header + "\n" + counting.joined(separator: "\n"))
        preludeText = Prelude.text + "\n" + header
        shadowingMacros = Self.shadowing(macros)
    }

    /// Function-like macros that declare a local of their argument's name (`MXStrongifyAndReturnIfNil(var)` declares
    /// `var`), themselves or through the macros they use: given `self`, the rest of the block's `self` is that local.
    let shadowingMacros: Set<String>

    private static func shadowing(_ macros: [String: Macro]) -> Set<String> {
        var direct: Set<String> = []
        for (name, macro) in macros where Self.declaresParameter(macro.directive) { direct.insert(name) }
        var found = direct
        var changed = true
        while changed {
            changed = false
            for (name, macro) in macros where !found.contains(name) {
                if macro.body.contains(where: { found.contains($0.text) }) {
                    found.insert(name)
                    changed = true
                }
            }
        }
        return found
    }

    /// Whether the replacement declares a parameter: `) var =` or `Type var =`, the name not pasted to another.
    static func declaresParameter(_ directive: String) -> Bool {
        let tokens = Lexer.tokens(directive)
        guard tokens.count > 4, tokens[3].text == "(", tokens[3].offset == tokens[2].end else { return false }
        var parameters: Set<String> = []
        var index = 4
        while index < tokens.count, tokens[index].text != ")" {
            if tokens[index].kind == .identifier { parameters.insert(tokens[index].text) }
            index += 1
        }
        index += 1
        while index + 1 < tokens.count {
            let token = tokens[index]
            if parameters.contains(token.text), tokens[index + 1].text == "=", index + 2 < tokens.count,
                tokens[index + 2].text != "=", tokens[index - 1].text == ")" || tokens[index - 1].kind == .identifier
            {
                return true
            }
            index += 1
        }
        return false
    }

    package var count: Int { macros.count }

    package func origin(of name: String) -> Origin? { macros[name]?.origin }

    func isMacro(_ name: String) -> Bool { macros[name] != nil }

    /// The replacement tokens of every macro the tokens use, and of the macros those use in turn.
    func expansionTokens(of tokens: [Token]) -> [[Token]] {
        guard !macros.isEmpty else { return [] }
        var seen: Set<String> = []
        var pending: [String] = []
        for token in tokens where token.kind == .identifier && macros[token.text] != nil {
            if seen.insert(token.text).inserted { pending.append(token.text) }
        }
        var bodies: [[Token]] = []
        while let name = pending.popLast() {
            guard let body = macros[name]?.body, !body.isEmpty else { continue }
            bodies.append(body)
            for token in body where token.kind == .identifier && macros[token.text] != nil {
                if seen.insert(token.text).inserted { pending.append(token.text) }
            }
        }
        return bodies
    }

    /// Names that the prelude declares or defines, the language's own words, and names reserved to the compiler
    /// (`__has_feature`) stay as the prelude has them: a header's fallback for an old compiler (`#define nullable`,
    /// `#define NS_ENUM(…)`) sits under an `#if` that leakwatch does not evaluate.
    static func mayComeFromTree(_ name: String) -> Bool {
        !name.hasPrefix("__") && !Prelude.declaredNames.contains(name) && !Lexer.keywords.contains(name)
            && !reservedWords.contains(name)
    }

    private static let reservedWords: Set<String> = [
        "self", "super", "id", "SEL", "Class", "IMP", "BOOL", "YES", "NO", "nil", "Nil", "NULL", "instancetype",
        "nullable", "nonnull", "null_unspecified", "null_resettable", "_Nullable", "_Nonnull", "_Null_unspecified",
        "weak", "strong", "assign", "copy", "retain", "atomic", "nonatomic", "readonly", "readwrite", "getter",
        "setter", "unsafe_unretained", "typeof", "_cmd", "in", "out", "inout", "bycopy", "byref", "oneway",
    ]

    /// The tokens after the macro's head, without its parameters and the pieces of `#`/`##`.
    static func bodyTokens(of directive: String) -> [Token] {
        let tokens = Lexer.tokens(directive)
        guard tokens.count > 2 else { return [] }
        var start = 2  // `#`, `define`
        var parameters: Set<String> = []
        if start + 1 < tokens.count, tokens[start + 1].text == "(", tokens[start + 1].offset == tokens[start].end {
            var cursor = start + 2
            while cursor < tokens.count, tokens[cursor].text != ")" {
                if tokens[cursor].kind == .identifier { parameters.insert(tokens[cursor].text) }
                cursor += 1
            }
            start = cursor
        }
        guard start + 1 < tokens.count else { return [] }
        var body: [Token] = []
        let rest = Array(tokens[(start + 1)...])
        for (index, token) in rest.enumerated() {
            let pasted =
                (index > 0 && rest[index - 1].text == "#") || (index + 1 < rest.count && rest[index + 1].text == "#")
            if token.text == "#" || pasted || parameters.contains(token.text) || token.text == "__VA_ARGS__" {
                continue
            }
            body.append(token)
        }
        return body
    }

    /// FNV-1a, 64 bits, as hexadecimal: stable across runs, unlike `Hasher`.
    static func digest(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
