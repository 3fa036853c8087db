import CClang
import LeakwatchCore

/// Observer calls (`-addObserver:…`, `-removeObserver:…`, `subscribeNext:`) with their arguments normalized the
/// way the Swift front end normalizes them, and the own methods each method sends to `self`.
extension Walker {
    func recordObserverCall(_ node: Node, shape: MessageShape) {
        let names = swiftName(of: node, shape: shape)
        // Under `if (self.isMovingFromParentViewController) { … }`: teardown on the last disappearance, not part of
        // the method that runs on every disappearance (no call of it, no removal from it).
        let isFinal =
            method.map { APICatalog.disappearMethods.contains($0.name) } == true && isUnderFinalDisappearanceGuard(node)
        if !isFinal, let method, shape.receiverText == "self", !names.isInitializer {
            let selector = node.spelling.isEmpty ? shape.selector : node.spelling
            let called = SelectorNames.methodName(selector)
            // Only an initializer sends an initializer to self: elsewhere `[self initRenderer]` is a method, and so
            // is one the file declares returning nothing (`[self initViews]` in `-initWithFrame:`).
            let isMethod = called == "init" && (method.name != "init" || Self.sendsMethodReturningNothing(node))
            method.calledMethods.append(isMethod ? SelectorNames.firstPiece(selector) : called)
        }
        guard catalog.isObserverVerb(names.name) else { return }
        var arguments: [ObserverArgument] = []
        var hasCallback = false
        for (index, piece) in shape.pieces.enumerated() {
            guard let range = piece.argument else { continue }
            let label = index < names.labels.count ? names.labels[index] : nil
            let argument = shape.arguments[index]
            if let argument, argument.unwrapped.kind == CXCursor_BlockExpr { hasCallback = true }
            arguments.append(ObserverArgument(label: label, value: normalized(argument, range: range)))
        }
        let receiver: ValueRef? = shape.receiverText.isEmpty ? nil : normalizedReceiver(shape)
        observerCalls.append(
            PendingObserverCall(
                call: callSite(node), arguments: arguments, receiver: receiver, context: currentContext,
                function: isFinal ? nil : method?.name, hasCallback: hasCallback))
    }

    /// True when the node is in the then-branch of an `if` whose condition asks whether the controller leaves
    /// for good (`isMovingFromParentViewController`, `isBeingDismissed`), within the method around it.
    private func isUnderFinalDisappearanceGuard(_ node: Node) -> Bool {
        var child = node
        while let parent = child.parent {
            if parent.kind == CXCursor_BlockExpr || parent.kind == CXCursor_ObjCInstanceMethodDecl { return false }
            if parent.kind == CXCursor_IfStmt, parent.children.count >= 2, parent.children[1] === child,
                let condition = parent.children.first
            {
                let text = tokens.slice(condition.start, condition.end).map(\.text).joined()
                if APICatalog.asksFinalDisappearance(text) { return true }
            }
            child = parent
        }
        return false
    }

    private func normalizedReceiver(_ shape: MessageShape) -> ValueRef {
        if shape.receiverText == "super" { return .selfInstance }
        guard let receiver = shape.receiver else { return Self.value(ofPath: shape.receiverText) }
        return normalized(receiver, range: receiver.start..<receiver.end)
    }

    /// The argument as a value that lets a registration and its removal be matched: `self`, `self.token` (also
    /// for `_token`), the key path `rate` for `@"rate"`, `NSStringFromSelector(@selector(rate))` and
    /// `@keypath(self, rate)`, a constant, a local, a parameter.
    func normalized(_ node: Node?, range: Range<Int>) -> ValueRef {
        // `(NSObject *)self`: a cast names the same object.
        if let cast = node?.unwrapped, cast.kind == CXCursor_CStyleCastExpr, let operand = cast.children.last {
            return normalized(operand, range: operand.start..<operand.end)
        }
        let words = tokens.slice(range.lowerBound, range.upperBound).map(\.text)
        if let key = Self.keyPath(words) { return .keyPath(key) }
        if words.count == 1, let value = Self.booleanWords[words[0]] { return .literal(value ? "true" : "false") }
        if words == ["nil"] || words == ["NULL"] || words == ["Nil"] { return .literal("nil") }
        // A bare instance variable (`themeObserver`) is `self`'s storage, as `_themeObserver` and `self->x` are.
        if let value = node?.unwrapped, value.kind == CXCursor_MemberRefExpr, isInstanceVariable(value) {
            return Self.value(ofPath: pathText(value))
        }
        if let path = tokenPath(range) { return path }
        guard let node else { return words.count == 1 ? .global(words[0]) : .unknown(offset: range.lowerBound) }
        let value = node.unwrapped
        switch value.kind {
        case CXCursor_ObjCSelfExpr:
            return .selfInstance
        case CXCursor_DeclRefExpr:
            if isStandInIvar(value) { return Self.value(ofPath: pathText(value)) }
            if let offset = value.referenced?.offset, let binding = bindings[offset] {
                if binding.isSelfLike { return .selfInstance }
                return binding.aliasPath ?? (binding.isParameter ? .parameter(binding.name) : .local(binding.name))
            }
            return .global(value.spelling)
        case CXCursor_MemberRefExpr, CXCursor_ObjCMessageExpr, CXCursor_ObjCClassRef:
            let path = pathText(value)
            if path.hasPrefix("self") || !path.contains(" ") { return Self.value(ofPath: path) }
        case CXCursor_CallExpr where words.count == 3 && words[1] == "(" && words[2] == ")":
            // `KeysToObserve()`: the same call gives the same value.
            if let call = ValueRef.global(words[0]).calledWithoutArguments { return call }
        default:
            if words.count == 1, words[0].first.map({ $0.isLetter || $0 == "_" }) == true { return .global(words[0]) }
            if words.count == 1, value.kind == CXCursor_IntegerLiteral { return .literal(words[0]) }
        }
        // `[NSString stringWithFormat:@"arrangedObjects.%@", EnabledKey]`: made of constants alone, the same
        // text gives the same value wherever it is written.
        // So is one made of constants and the element of a loop over a constant collection (`for (NSString *key in
        // [Document keysToObserve])` … `[NSString stringWithFormat:@"values.%@", key]`): the same loop in the
        // removal names the same key paths. A literal collection's strings are compared one by one by the rules.
        let slice = Array(tokens.slice(range.lowerBound, range.upperBound))
        if words.count > 1, let text = constantText(slice), text.count <= Self.longestConstantText {
            return .global(text)
        }
        // Anything else only has to differ from the other arguments: its place in the file is enough.
        return .unknown(offset: range.lowerBound)
    }

    /// Longer expressions are not compared by their text (messages shorten what they quote).
    static let longestConstantText = 400

    /// The tokens as written, a space only between two words (`[@"values." stringByAppendingString:Key]`).
    private static func compactText(_ words: [Token]) -> String {
        var text = ""
        var previous: Token?
        for word in words {
            if let previous, previous.kind != .punctuation, word.kind != .punctuation { text += " " }
            text += word.text
            previous = word
        }
        return text
    }

    /// The compact text of literals, punctuation, selector pieces and names that are no local, parameter or
    /// instance variable; a loop's element over a constant collection is written as that collection's element
    /// (`TeXProjectDocument.keys[]`). Nil when anything else is in it.
    private func constantText(_ words: [Token]) -> String? {
        var written: [Token] = []
        for word in words {
            switch word.kind {
            case .identifier:
                guard word.text != "self", word.text != "super", !isInstanceVariableName(word.text) else { return nil }
                if let binding = binding(named: word.text, before: word.offset) {
                    guard case .element(let collection)? = binding.aliasPath, collection.isConstant else { return nil }
                    written.append(Token(kind: word.kind, text: collection.text + "[]", offset: word.offset))
                } else {
                    written.append(word)
                }
            default:
                guard word.text != "^", word.text != "=" else { return nil }
                written.append(word)
            }
        }
        return Self.compactText(written)
    }

    /// `self.player.rate` as a value: `self` and its properties, or a global and its members.
    static func value(ofPath path: String) -> ValueRef {
        var parts = path.split(separator: ".").map(String.init)
        guard let first = parts.first else { return .global(path) }
        parts.removeFirst()
        let root: ValueRef = first == "self" ? .selfInstance : .global(first)
        return parts.reduce(root) { .member($0, $1) }
    }

    /// `self.token`, `_token`, `token` (a local) and `Constant` read from the tokens alone, which survive where clang
    /// lost the expression.
    private func tokenPath(_ range: Range<Int>) -> ValueRef? {
        let words = Array(tokens.slice(range.lowerBound, range.upperBound))
        guard words.count % 2 == 1,
            words.enumerated().allSatisfy({
                $0.offset % 2 == 0 ? $0.element.kind == .identifier : $0.element.text == "."
            }),
            let root = words.first
        else { return nil }
        let tail = stride(from: 2, to: words.count, by: 2).map { words[$0].text }
        func following(_ start: ValueRef) -> ValueRef { tail.reduce(start) { .member($0, $1) } }
        if root.text == "self" { return following(.selfInstance) }
        if let binding = binding(named: root.text, before: root.offset) {
            if binding.isSelfLike { return following(.selfInstance) }
            let variable: ValueRef = binding.isParameter ? .parameter(binding.name) : .local(binding.name)
            if tail.isEmpty { return binding.aliasPath ?? variable }
            return following(variable)
        }
        if isInstanceVariableName(root.text) {
            return following(.member(.selfInstance, Self.propertyName(ofIvar: root.text)))
        }
        return following(.global(root.text))
    }

    /// `@"rate"`, `NSStringFromSelector(@selector(rate))`, `@keypath(self, rate)`, `@keypath(player.rate)`.
    static func keyPath(_ words: [String]) -> String? {
        if words.count == 2, words[0] == "@", words[1].hasPrefix("\""), words[1].hasSuffix("\""), words[1].count >= 2 {
            return String(words[1].dropFirst().dropLast())
        }
        if words.first == "NSStringFromSelector", let at = words.firstIndex(of: "selector"), at + 2 < words.count {
            return words[(at + 2)...].prefix { $0 != ")" }.joined().replacingOccurrences(of: ":", with: "")
        }
        if words.count > 4, words[0] == "@", words[1] == "keypath" || words[1] == "keypathClassic", words[2] == "(" {
            let inside = Array(words[3..<(words.count - 1)])
            if let comma = inside.firstIndex(of: ",") { return inside[(comma + 1)...].joined() }
            let path = inside.joined()
            return path.split(separator: ".").dropFirst().joined(separator: ".")
        }
        return nil
    }
}
