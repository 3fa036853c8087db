/// Declarations for the names a file uses but never declares (its own headers and the SDK are not there), read from
/// the token stream before parsing. clang drops a whole statement, block included, at the first undeclared
/// identifier; declaring each missing class, protocol, function and constant keeps the statement.
struct UnknownNames {
    private(set) var classes: [String] = []
    private(set) var protocols: [String] = []
    private(set) var functions: [String] = []
    private(set) var values: [String] = []
    private(set) var properties: [String] = []
    /// Types of values that are not objects (`NSRect frame = …`, `MKCoordinateRegion region;`): a name followed by
    /// a variable's name, no `*`.
    private(set) var valueTypes: [String] = []
    private(set) var blockTypes: Set<String> = []
    /// Values used in arithmetic, bit masks or `case` labels: a literal `0` fits those, an object does not.
    private(set) var numericValues: Set<String> = []

    /// `macros`: names it defines are expanded, not declared, and the names their expansions bring into the file
    /// are declared like the file's own.
    init(tokens: [Token], lines: LineTable, macros: MacroTable = .standard) {
        var visible = Self.codeTokens(tokens, lines: lines)
        for body in macros.expansionTokens(of: visible) {
            visible.append(Token(kind: .punctuation, text: ";", offset: visible.last?.end ?? 0))
            visible += body
        }
        let declared = Self.declaredNames(visible)
        var seen: Set<String> = []
        var seenProperties: Set<String> = []
        var angleDepth = 0
        // Open braces: true for a dictionary literal `@{`, where `name:` is a key, not a selector piece.
        var braces: [Bool] = []
        for (index, token) in visible.enumerated() {
            let previous = index > 0 ? visible[index - 1] : nil
            let next = index + 1 < visible.count ? visible[index + 1] : nil
            if token.text == "<", let previous, previous.text == "id" || previous.text.first?.isUppercase == true {
                angleDepth += 1
            } else if token.text == ">", angleDepth > 0 {
                angleDepth -= 1
            } else if token.text == "{" {
                braces.append(previous?.text == "@")
            } else if token.text == "}" {
                _ = braces.popLast()
            }
            guard token.kind == .identifier, !Self.builtins.contains(token.text) else { continue }
            if let previous, [".", "->", "@"].contains(previous.text) {
                // Any property: one declared by the file's own class is found there first. A name also used as a
                // value (`delegate` as a parameter and as `x.delegate`) is both.
                if previous.text == ".", token.text.first?.isLowercase == true, next?.text != "(",
                    !macros.isMacro(token.text), seenProperties.insert(token.text).inserted
                {
                    properties.append(token.text)
                }
                continue
            }
            guard !seen.contains(token.text), !Self.isCategoryName(at: index, in: visible) else { continue }
            guard !declared.contains(token.text), !Prelude.declaredNames.contains(token.text),
                !macros.isMacro(token.text)
            else { continue }
            // `@interface Foo : Base`, and the old style that names it again in `@implementation Foo : Base`.
            let isSuperclass =
                previous?.text == ":" && index > 2 && ["interface", "implementation"].contains(visible[index - 3].text)
            let afterNext = index + 2 < visible.count ? visible[index + 2] : nil
            guard
                let role = Self.role(
                    of: token, previous: previous, next: next, afterNext: afterNext, isSuperclass: isSuperclass,
                    inAngles: angleDepth > 0, inDictionary: braces.last == true)
            else { continue }
            // `@(UITouchTypeIndirect)` boxes a number: an object there is an error.
            let isBoxed = previous?.text == "(" && index >= 2 && visible[index - 2].text == "@"
            if role == .value, Self.isNumeric(previous: previous, next: next) || afterNext?.text == "|" || isBoxed {
                numericValues.insert(token.text)
            }
            seen.insert(token.text)
            switch role {
            case .type: classes.append(token.text)
            case .valueType:
                valueTypes.append(token.text)
                // `CompletionBlock done = ^{ … }`: a block type.
                if index + 3 < visible.count, visible[index + 3].text == "^" { blockTypes.insert(token.text) }
            case .protocolName: protocols.append(token.text)
            case .function: functions.append(token.text)
            case .value: values.append(token.text)
            }
        }
    }

    private enum Role { case type, valueType, protocolName, function, value }

    private static func role(
        of token: Token, previous: Token?, next: Token?, afterNext: Token?, isSuperclass: Bool, inAngles: Bool,
        inDictionary: Bool
    ) -> Role? {
        let name = token.text
        let upper = name.first?.isUppercase == true
        let nextText = next?.text ?? ""
        // `@implementation Foo : Base` declares Foo itself, as a subclass of Base, when no interface is seen.
        if previous?.text == "implementation", nextText == ":" { return nil }
        if previous?.text == "implementation" || previous?.text == "interface" { return .type }
        if nextText == ":" {
            // `@{ NSFontAttributeName: font, … }`: a key; `name:` elsewhere is a selector piece or a label.
            let isKey = inDictionary && (previous?.text == "{" || previous?.text == ",")
            if !isKey && previous?.text != "?" && previous?.text != "case" { return nil }
        }
        if inAngles { return nextText == "*" ? .type : (upper ? .protocolName : nil) }
        if nextText == "(" { return previous?.kind == .identifier ? nil : .function }
        // `static sqlite3 *database`, `const foo_t *p`: after a storage keyword, a name and `*` is a type.
        if nextText == "*", let previous, previous.kind == .keyword,
            ["static", "const", "extern", "volatile", "register"].contains(previous.text)
        {
            return .type
        }
        // ALL_CAPS names are macros and constants, not classes.
        let isClassLike = upper && name.contains { $0.isLowercase }
        if isClassLike {
            if nextText == "*" || nextText == "<" || isSuperclass {
                return .type
            }
            if previous?.text == "[", next?.kind == .identifier || next?.kind == .keyword { return .type }
            // `NSRect frame = …;` at the start of a statement: a value type declaring a variable.
            if next?.kind == .identifier, [nil, ";", "{", "}"].contains(previous?.text),
                ["=", ";", ","].contains(afterNext?.text ?? "")
            {
                return .valueType
            }
        }
        if upper { return .value }
        // `name:kThemeChanged object:nil`: a message's argument; `[_items count]`: a receiver.
        if previous?.text == ":" || (previous?.text == "[" && next?.kind == .identifier) { return .value }
        if next?.kind == .identifier || previous?.kind == .identifier { return nil }
        return .value
    }

    private static func isNumeric(previous: Token?, next: Token?) -> Bool {
        let operators: Set<String> = ["|", "&", "+", "-", "*", "/", "%", "<", ">", "~"]
        return previous?.text == "case" || operators.contains(previous?.text ?? "")
            || operators.contains(next?.text ?? "")
    }

    /// Tokens outside preprocessor lines, `@selector(…)` and `@property (…)` attribute lists.
    private static func codeTokens(_ tokens: [Token], lines: LineTable) -> [Token] {
        var result: [Token] = []
        var skipLine: Int?
        var skipParentheses = false
        var depth = 0
        for (index, token) in tokens.enumerated() {
            let line = lines.location(ofOffset: token.offset).line
            if let skip = skipLine, skip == line { continue }
            skipLine = nil
            if token.text == "#", index == 0 || lines.location(ofOffset: tokens[index - 1].offset).line != line {
                skipLine = line
                continue
            }
            if skipParentheses {
                if token.text == "(" { depth += 1 }
                if token.text == ")" { depth -= 1 }
                if depth == 0 { skipParentheses = false }
                continue
            }
            if index > 0, tokens[index - 1].text == "@",
                ["selector", "property", "protocol", "encode"].contains(token.text),
                index + 1 < tokens.count, tokens[index + 1].text == "("
            {
                skipParentheses = true
                depth = 0
            }
            result.append(token)
        }
        return result
    }

    /// Names the file declares itself: classes with a superclass, typedefs, variables, parameters, enum cases, macros.
    private static func declaredNames(_ tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        var inEnum = false
        var sawEnum = false
        for (index, token) in tokens.enumerated() {
            if token.text == "enum" || token.text == "NS_ENUM" || token.text == "NS_OPTIONS" { sawEnum = true }
            if token.text == "{" {
                inEnum = sawEnum
                sawEnum = false
            }
            if token.text == "}" || token.text == ";" {
                inEnum = inEnum && token.text != "}"
                sawEnum = false
            }
            guard token.kind == .identifier, index > 0 else { continue }
            let previous = tokens[index - 1]
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            if Self.isCategoryName(at: index, in: tokens) {
                continue  // a name of its own kind: the same word may also name a class
            } else if previous.text == "interface" {
                if next == ":" { names.insert(token.text) }
            } else if previous.text == "implementation" {
                continue  // implemented here, declared in a header the parse may not see
            } else if ["protocol", "class", "define", "enum", "struct"].contains(previous.text) {
                names.insert(token.text)
            } else if previous.kind == .identifier || previous.kind == .keyword || previous.text == "*"
                || (previous.text == ")" && Self.closesParameterType(tokens, at: index - 1))
            {
                // `__weak Foo *x` declares `x`, not `Foo`: a name followed by `*` or `<` is a type.
                if !["return", "case", "sizeof", "else", "goto"].contains(previous.text), next != "*", next != "<",
                    next != ":" || previous.text == "?"
                {
                    names.insert(token.text)
                }
            } else if previous.text == ">", next == ";" || next == "," || next == "=" || next == ")" {
                names.insert(token.text)  // `id<NSObject> token;`, `NSArray<Foo *> *items`
            } else if previous.text == "^", next == ")" {
                names.insert(token.text)  // a block variable, ivar or property: `void (^name)(void)`
            } else if inEnum, previous.text == "{" || previous.text == ",", next == "=" || next == "," || next == "}" {
                names.insert(token.text)
            }
        }
        return names
    }

    /// `Cat` in `@interface Foo (Cat)` or `@implementation Foo (Cat)`: a category, declared there, which names
    /// nothing a statement can use (`@interface TSMessage (TSMessageView)` beside a class `TSMessageView`).
    private static func isCategoryName(at index: Int, in tokens: [Token]) -> Bool {
        index >= 3 && tokens[index - 1].text == "(" && ["interface", "implementation"].contains(tokens[index - 3].text)
    }

    /// `:(NSString *)name` declares a method's parameter; `(int)_items.count` is a cast of a name declared elsewhere.
    private static func closesParameterType(_ tokens: [Token], at close: Int) -> Bool {
        guard let open = tokens.opening(matching: close) else { return false }
        return open > 0 && tokens[open - 1].text == ":"
    }

    private static let builtins: Set<String> = [
        "self", "super", "id", "SEL", "Class", "instancetype", "BOOL", "nil", "Nil", "YES", "NO", "NULL", "IMP",
        "_cmd", "typeof", "__typeof__", "__typeof", "__weak", "__strong", "__block", "__unsafe_unretained",
        "__autoreleasing", "nullable", "nonnull", "__nullable", "__nonnull", "_Nullable", "_Nonnull", "__kindof",
        "interface", "implementation", "end", "property", "synthesize", "dynamic", "selector", "autoreleasepool",
        "try", "catch", "finally", "throw", "synchronized", "optional", "required", "import", "package", "private",
        "public", "protected", "available", "encode", "in", "out", "inout", "bycopy", "byref", "oneway",
    ]

    /// The declarations, as a header given after the prelude. `cplusplus` picks prototypes that C++ accepts.
    /// Names in `excluding` are declared elsewhere (by a repair round that learned their kind from clang), and so
    /// are the properties in `excludingProperties` (a repair round learned their type).
    func header(cplusplus: Bool, excluding: Set<String> = [], excludingProperties: Set<String> = []) -> String {
        var text = ""
        for name in protocols where !excluding.contains(name) { text += "@protocol \(name) <NSObject>\n@end\n" }
        for name in classes where !excluding.contains(name) { text += "@interface \(name) : LWAny\n@end\n" }
        for name in valueTypes where !excluding.contains(name) {
            // A block type (`CompletionBlock done = ^{ … }`) stands in as `id`, as one named like a block type does.
            text += (blockTypes.contains(name) ? "typedef id \(name);" : Repairs.valueTypeStandIn(name)) + "\n"
        }
        for name in functions where !excluding.contains(name) {
            text += cplusplus ? "LWAny *\(name)(...);\n" : "LWAny *\(name)();\n"
        }
        for (index, name) in values.enumerated() where !excluding.contains(name) {
            text +=
                numericValues.contains(name)
                ? "#define \(name) \(Self.standInNumber(index, repaired: false))\n" : "static LWAny *\(name);\n"
        }
        if !properties.isEmpty {
            text += "@interface NSObject (LeakwatchProperties)\n"
            for name in properties where !excludingProperties.contains(name) {
                text += Self.propertyDeclaration(name, type: Prelude.getterTypes[name] ?? "LWAny *") + "\n"
            }
            text += "@end\n"
        }
        return text
    }

    /// The value of the `index`th numeric stand-in: each differs from the others (`case` labels of one `switch`
    /// must) and from the small numbers code writes as literals.
    static func standInNumber(_ index: Int, repaired: Bool) -> Int { (repaired ? 0x50000 : 0x40000) + index }

    /// `@property` of the stand-in category: object types are kept strongly (a block stored there is kept, as
    /// in most real declarations), scalars and structs are plain values.
    static func propertyDeclaration(_ name: String, type: String) -> String {
        let isObject = type.contains("*") || type == "id" || type.hasPrefix("id<") || type == "Class"
        let separator = type.hasSuffix("*") ? "" : " "
        return "@property (nonatomic\(isObject ? ", strong" : "")) \(type)\(separator)\(name);"
    }

    var isEmpty: Bool {
        classes.isEmpty && valueTypes.isEmpty && protocols.isEmpty && functions.isEmpty && values.isEmpty
            && properties.isEmpty
    }
}
