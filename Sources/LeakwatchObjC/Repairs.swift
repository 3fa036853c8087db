import LeakwatchCore

/// Declarations that a parse's own errors show missing, with the kind the context demands: the rounds after the
/// first parse add them and parse again. The token pre-scan (`UnknownNames`) guesses before parsing; clang's
/// errors say for certain which name it could not resolve and where, so a round only declares what was really
/// missing, and a name the pre-scan declared with the wrong kind is declared again with the right one.
struct Repairs {
    private(set) var lines: [String] = []
    /// Byte ranges of the text to blank with spaces in the next round: a boxing `@` or a cast that only the
    /// stand-in types make wrong (`@(item.count)` where `count` stands in as an object). No rule reads them, and
    /// clang drops the whole statement around them.
    private(set) var blanks: [Range<Int>] = []

    /// The names declared here; the pre-scan's guesses for them are left out.
    private(set) var declared: Set<String> = []
    /// Properties of objects of unknown class whose type a parse's errors showed (`switch (item.kind)` wants an
    /// integer, `initWithFrame:view.bounds` a rectangle); the pre-scan declared them as stand-in objects.
    private(set) var propertyTypes: [String: String] = [:]
    /// Functions the pre-scan declared as returning a stand-in object whose result the context shows to be a
    /// number or a structure (`CGRectMake`-like functions of a missing header).
    private var functionTypes: [String: String] = [:]

    /// The header text, given after the pre-scan's declarations.
    var header: String {
        var text = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        for (name, type) in functionTypes.sorted(by: { $0.key < $1.key }) { text += "\(type) \(name)();\n" }
        if !propertyTypes.isEmpty {
            text += "@interface NSObject (LeakwatchLearnedProperties)\n"
            for (name, type) in propertyTypes.sorted(by: { $0.key < $1.key }) {
                text += UnknownNames.propertyDeclaration(name, type: type) + "\n"
            }
            text += "@end\n"
        }
        return text
    }

    /// Names whose declaration the header replaces: the pre-scan leaves them out.
    var redeclared: Set<String> { declared.union(functionTypes.keys) }

    /// What one parse's errors taught: where those errors are, and the names declared anew or again. Code that
    /// neither holds one of those errors nor mentions one of those names parses the same in the next round.
    struct Learned {
        var offsets: [Int] = []
        var names: Set<String> = []
        /// Nothing new to declare: another round would give the same tree.
        var isEmpty: Bool { offsets.isEmpty }
    }

    /// Learns from the errors of one parse.
    mutating func learn(from errors: [ClangUnit.Diagnostic], tokens: [Token], cplusplus: Bool) -> Learned {
        var learned = Learned()
        let namesBefore = declared.union(propertyTypes.keys).union(functionTypes.keys)
        for error in errors {
            let before = lines.count + blanks.count + propertyTypes.count + functionTypes.count
            defer {
                if lines.count + blanks.count + propertyTypes.count + functionTypes.count > before {
                    learned.offsets.append(error.offset)
                }
            }
            learnFromShape(error, tokens: tokens)
            learnBlank(error, tokens: tokens)
            learnType(error, tokens: tokens)
            learnParameterType(error, tokens: tokens)
            guard let (kind, name) = Self.missingName(in: error.message), !name.isEmpty,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { continue }
            let at = Self.tokenIndex(tokens, at: error.offset, named: name)
            let previous = at.flatMap { $0 > 0 ? tokens[$0 - 1].text : nil }
            let next = at.flatMap { $0 + 1 < tokens.count ? tokens[$0 + 1].text : nil }
            switch kind {
            case .type:
                if next == "*" || next == "<" || previous == "[" {
                    declareClass(name, tokens: tokens)
                } else {
                    declare(name, Self.valueTypeStandIn(name))
                }
            case .receiver:
                declareClass(name, tokens: tokens)
            case .identifier:
                if next == "(" {
                    declare(name, cplusplus ? "LWAny *\(name)(...);" : "LWAny *\(name)();")
                } else if previous == "[", name.first?.isUppercase == true {
                    declareClass(name, tokens: tokens)
                } else if Self.isNumericContext(previous: previous, next: next) {
                    declareNumber(name)
                } else {
                    declare(name, "extern LWAny *\(name);")
                }
            case .value:
                // A name the pre-scan took for a class (`NSFoundationVersionNumber < x` reads like a generic); a
                // class the file declares stays one.
                guard !Self.declaresClass(tokens, named: name) else { continue }
                if Self.isNumericContext(previous: previous, next: next) {
                    declareNumber(name)
                } else {
                    declare(name, "extern LWAny *\(name);")
                }
            case .protocolName:
                declare(name, "@protocol \(name) <NSObject>\n@end")
            case .classInterface:
                declareClass(name)
            }
        }
        learned.names = declared.union(propertyTypes.keys).union(functionTypes.keys).subtracting(namesBefore)
        return learned
    }

    /// A stand-in object where the context wants a number or a structure, or a block or structure where it wants
    /// a stand-in object: the property (or function) that gave the stand-in is declared again with the type the
    /// context wants. Each name is learned once, so rounds cannot go back and forth.
    /// `- (void)motionBegan:(UIEventSubtype)motion`: a method's parameter or return type that no header declared is
    /// "expected a type" at its name, not "unknown type name"; without a repair, clang loses the method and every
    /// body after it.
    private mutating func learnParameterType(_ error: ClangUnit.Diagnostic, tokens: [Token]) {
        guard error.message == "expected a type" else { return }
        let index = tokens.firstIndex(atOrAfter: error.offset)
        guard index > 0, index + 1 < tokens.count, tokens[index].offset == error.offset,
            tokens[index].kind == .identifier, tokens[index - 1].text == "("
        else { return }
        let name = tokens[index].text
        if tokens[index + 1].text == "*" {
            declareClass(name, tokens: tokens)
        } else {
            declare(name, Self.valueTypeStandIn(name))
        }
    }

    /// The declaration of a type used without `*`: a scalar, or `id` for a name like a block type's
    /// (`IconCompletionBlock`), which then takes a block literal as an argument instead of losing the call.
    static func valueTypeStandIn(_ name: String) -> String {
        "typedef \(APICatalog.namesBlockType(name) ? "id" : "long") \(name);"
    }

    private mutating func learnType(_ error: ClangUnit.Diagnostic, tokens: [Token]) {
        let message = error.message
        let quoted = Self.quotedTypes(message)
        let index = tokens.firstIndex(atOrAfter: error.offset)
        guard index < tokens.count, tokens[index].offset == error.offset else { return }
        let standIn = "LWAny *"
        if message.hasPrefix("integer constant expression must have integer type"), quoted.first == standIn {
            // `case kServerError:` with a constant the pre-scan took for an object.
            if tokens[index].kind == .identifier, index + 1 < tokens.count, tokens[index + 1].text == ":" {
                declareNumber(tokens[index].text)
            }
        } else if message.hasPrefix("statement requires expression of integer type"), quoted.first == standIn {
            // `switch (item.kind)`: the error is at `switch`.
            if index + 2 < tokens.count, tokens[index + 1].text == "(" {
                learn(Self.valueName(tokens, startingAt: index + 2), type: "NSInteger")
            }
        } else if message.hasPrefix("invalid operands to binary expression"), quoted.count == 2 {
            // `view.width * 2`: the error is at the operator, the stand-in on either side.
            if quoted[0] == standIn, Self.isArithmetic(quoted[1]) {
                learn(Self.valueName(tokens, endingBefore: index), type: "NSInteger")
            } else if quoted[1] == standIn, Self.isArithmetic(quoted[0]) {
                learn(Self.valueName(tokens, startingAt: index + 1), type: "NSInteger")
            }
        } else if quoted.count == 2 {
            // The error is at the value; `wanted` is the type the context wants, `given` the value's type.
            let (given, wanted): (String, String)
            if message.hasPrefix("sending ") || message.hasPrefix("returning ") {
                (given, wanted) = (quoted[0], quoted[1])
            } else if message.hasPrefix("initializing ") || message.hasPrefix("assigning to ") {
                (given, wanted) = (quoted[1], quoted[0])
            } else {
                return
            }
            if given == standIn, Self.isValueType(wanted) {
                learn(Self.valueName(tokens, startingAt: index), type: wanted)
            } else if wanted == standIn, given.contains("(^") || Self.isValueType(given) {
                // `[cell setAction:^{ … }]`, `view.frame = rect`: the property being set.
                learn(Self.settingName(tokens, valueAt: index), type: given.contains("(^") ? "id" : given)
            }
        }
    }

    private mutating func learn(_ value: (name: String, isFunction: Bool)?, type: String) {
        guard let value, !value.name.isEmpty else { return }
        if value.isFunction {
            guard functionTypes[value.name] == nil, !declared.contains(value.name) else { return }
            functionTypes[value.name] = type
        } else if propertyTypes[value.name] == nil {
            propertyTypes[value.name] = type
        }
    }

    /// The types a message quotes, in order, without their `aka` spellings.
    static func quotedTypes(_ message: String) -> [String] {
        var types: [String] = []
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "'") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "'") else { break }
            let type = String(after[..<close])
            rest = after[after.index(after: close)...]
            if rest.hasPrefix(" (aka '"), let akaClose = rest.dropFirst(7).firstIndex(of: "'") {
                rest = rest[rest.index(after: akaClose)...]
            }
            // `const float` is a `float` value.
            types.append(type.hasPrefix("const ") ? String(type.dropFirst(6)) : type)
        }
        return types
    }

    /// Numbers and the structures the prelude declares: the types a stand-in object cannot convert to.
    private static func isValueType(_ type: String) -> Bool {
        isArithmetic(type) || ["CGRect", "CGPoint", "CGSize", "NSRange", "UIEdgeInsets"].contains(type)
    }

    private static func isArithmetic(_ type: String) -> Bool {
        let words = type.split(separator: " ")
        let scalars: Set<Substring> = [
            "char", "short", "int", "long", "float", "double", "unsigned", "signed", "_Bool", "BOOL", "NSInteger",
            "NSUInteger", "CGFloat", "NSTimeInterval", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
            "uint16_t", "uint32_t", "uint64_t", "size_t",
        ]
        return !words.isEmpty && words.allSatisfy { scalars.contains($0) }
    }

    /// The property or function whose value starts at `start`: `item.kind`, `self.view.bounds`, `RectLike()`.
    private static func valueName(_ tokens: [Token], startingAt start: Int) -> (name: String, isFunction: Bool)? {
        guard start < tokens.count, tokens[start].kind == .identifier else { return nil }
        var last = start
        var dotted = false
        while last + 2 < tokens.count, tokens[last + 1].text == "." || tokens[last + 1].text == "->",
            tokens[last + 2].kind == .identifier
        {
            dotted = dotted || tokens[last + 1].text == "."
            last += 2
        }
        let next = last + 1 < tokens.count ? tokens[last + 1].text : ""
        if !dotted, last == start, next == "(" { return (tokens[start].text, true) }
        guard dotted, tokens[last - 1].text == ".", next != "(", next != "[", next != "." else { return nil }
        return (tokens[last].text, false)
    }

    /// The property whose value ends just before `end`: `item.kind` in `item.kind * 2`.
    private static func valueName(_ tokens: [Token], endingBefore end: Int) -> (name: String, isFunction: Bool)? {
        guard end >= 2, tokens[end - 1].kind == .identifier, tokens[end - 2].text == "." else { return nil }
        return (tokens[end - 1].text, false)
    }

    /// The property set by the value at `index`: `x.action = ^{…}` or `[x setAction:^{…}]`.
    private static func settingName(_ tokens: [Token], valueAt index: Int) -> (name: String, isFunction: Bool)? {
        guard index >= 3 else { return nil }
        if tokens[index - 1].text == "=", tokens[index - 2].kind == .identifier, tokens[index - 3].text == "." {
            return (tokens[index - 2].text, false)
        }
        let setter = tokens[index - 2].text
        guard tokens[index - 1].text == ":", setter.hasPrefix("set"), setter.count > 3 else { return nil }
        let property = setter.dropFirst(3)
        guard property.first?.isUppercase == true else { return nil }
        return (property.prefix(1).lowercased() + property.dropFirst(), false)
    }

    /// `text` with the blanks applied; every offset and line stays where it was.
    func applied(to text: String) -> String { text.blanking(blanks) }

    /// A boxed object (`@(x)` where `x` has an object type) or a pointer cast to a number (`(CGFloat)[x value]`):
    /// blanks the `@` or the cast.
    private mutating func learnBlank(_ error: ClangUnit.Diagnostic, tokens: [Token]) {
        let index = tokens.firstIndex(atOrAfter: error.offset)
        guard index < tokens.count, tokens[index].offset == error.offset else { return }
        if error.message.hasPrefix("conflicting super class name") {
            // `@implementation TSLogWindow : NSWindow` of a class whose interface the parse does not see: the
            // stand-in interface has its own superclass, and clang drops the whole implementation over the other.
            guard index >= 3, tokens[index - 1].text == ":", tokens[index - 3].text == "implementation" else { return }
            addBlank(tokens[index - 1].offset..<tokens[index].end)
        } else if error.message.contains("used in a boxed expression") {
            let at = tokens[index].text == "@" ? index : index - 1
            guard at >= 0, tokens[at].text == "@", at + 1 < tokens.count, tokens[at + 1].text == "(" else { return }
            addBlank(tokens[at].offset..<tokens[at].end)
        } else if error.message.hasPrefix("pointer cannot be cast to type") {
            // clang places the error at the cast's `(` or at the operand just after its `)`.
            if tokens[index].text == "(" {
                var close = index + 1
                while close < tokens.count, close < index + 8, tokens[close].text != ")" { close += 1 }
                guard close < tokens.count, tokens[close].text == ")" else { return }
                addBlank(tokens[index].offset..<tokens[close].end)
            } else if index > 0, tokens[index - 1].text == ")" {
                var open = index - 2
                while open >= 0, open > index - 9, tokens[open].text != "(", tokens[open].text != ")" { open -= 1 }
                guard open >= 0, tokens[open].text == "(" else { return }
                addBlank(tokens[open].offset..<tokens[index - 1].end)
            }
        }
    }

    private mutating func addBlank(_ range: Range<Int>) {
        if !blanks.contains(range) { blanks.append(range) }
    }

    /// "expected expression" names nothing, but at a block literal whose return type is unknown
    /// (`^NSComparisonResult(id a, id b) { … }`) it shows the missing type.
    private mutating func learnFromShape(_ error: ClangUnit.Diagnostic, tokens: [Token]) {
        guard error.message == "expected expression" else { return }
        let start = tokens.firstIndex(atOrAfter: error.offset)
        // `^` `Type` `(`: the caret is at the error or just before it.
        for caret in [start - 1, start] where caret >= 0 && caret + 2 < tokens.count {
            guard tokens[caret].text == "^", tokens[caret + 1].kind == .identifier else { continue }
            let name = tokens[caret + 1].text
            if tokens[caret + 2].text == "*" {
                declareClass(name, tokens: tokens)
            } else {
                declare(name, Self.valueTypeStandIn(name))
            }
        }
    }

    /// An enum constant with a value of its own: two stand-in constants as `case` labels of one `switch` must
    /// differ, or clang drops the whole `switch` as a duplicate case.
    private mutating func declareNumber(_ name: String) {
        declare(name, "enum { \(name) = \(UnknownNames.standInNumber(lines.count, repaired: true)) };")
    }

    private mutating func declareClass(_ name: String) {
        declare(name, "@interface \(name) : LWAny\n@end")
    }

    /// A class the file itself declares further down (`AppDelegate *gAppDelegate;` above `@interface AppDelegate :
    /// UIResponder <UIApplicationDelegate>`) is declared ahead only by name: a stand-in interface would clash with
    /// the file's own, and clang would drop the file's, with its superclass and protocols.
    private mutating func declareClass(_ name: String, tokens: [Token]) {
        if Self.declaresInterface(tokens, named: name) {
            declare(name, "@class \(name);")
        } else {
            declareClass(name)
        }
    }

    /// `@interface Name :` or `@interface Name <…>` or `@interface Name {`: the class itself, not a category of it.
    private static func declaresInterface(_ tokens: [Token], named name: String) -> Bool {
        tokens.indices.dropFirst(2).dropLast().contains {
            tokens[$0].text == name && tokens[$0 - 1].text == "interface" && tokens[$0 - 2].text == "@"
                && tokens[$0 + 1].text != "("
        }
    }

    private mutating func declare(_ name: String, _ line: String) {
        guard declared.insert(name).inserted else { return }
        lines.append(line)
    }

    enum MissingKind { case type, receiver, identifier, value, protocolName, classInterface }

    /// The name clang could not resolve, from the error messages of clang 14 that mean "not declared".
    static func missingName(in message: String) -> (MissingKind, String)? {
        let patterns: [(String, MissingKind)] = [
            ("unknown type name '", .type),
            ("use of undeclared identifier '", .identifier),
            ("unknown receiver '", .receiver),
            ("cannot find protocol declaration for '", .protocolName),
            ("cannot find interface declaration for '", .classInterface),
            ("unexpected interface name '", .value),
        ]
        for (prefix, kind) in patterns where message.hasPrefix(prefix) {
            let rest = message.dropFirst(prefix.count)
            guard let close = rest.firstIndex(of: "'") else { return nil }
            return (kind, String(rest[..<close]))
        }
        return nil
    }

    /// The token of the name at or just after the error's place.
    private static func tokenIndex(_ tokens: [Token], at offset: Int, named name: String) -> Int? {
        let low = tokens.firstIndex(atOrAfter: offset)
        for index in low..<min(tokens.count, low + 4) where tokens[index].text == name { return index }
        return nil
    }

    private static func declaresClass(_ tokens: [Token], named name: String) -> Bool {
        tokens.indices.dropFirst().contains {
            tokens[$0].text == name && ["interface", "class", "implementation"].contains(tokens[$0 - 1].text)
        }
    }

    /// Arithmetic, bit masks, comparisons, `case` labels and array sizes want a number, not an object.
    private static func isNumericContext(previous: String?, next: String?) -> Bool {
        let operators: Set<String> = ["|", "&", "+", "-", "*", "/", "%", "<", ">", "~", "<<", ">>", "==", "!="]
        return previous == "case" || operators.contains(previous ?? "") || operators.contains(next ?? "")
            || (previous == "[" && next == "]")
    }
}
