import CClang
import LeakwatchCore

/// Observer calls (`-addObserver:…`, `-removeObserver:…`, `subscribeNext:`) with their arguments normalized the
/// way the Swift front end normalizes them, and the own methods each method sends to `self`.
extension Walker {
    func recordObserverCall(_ node: Node, shape: MessageShape) {
        let names = swiftName(of: node, shape: shape)
        if let method, shape.receiverText == "self", !names.isInitializer {
            method.calledMethods.append(
                SelectorNames.methodName(node.spelling.isEmpty ? shape.selector : node.spelling))
        }
        guard ObserverCall.isObserverVerb(names.name) else { return }
        var arguments: [ObserverArgument] = []
        var hasCallback = false
        for (index, piece) in shape.pieces.enumerated() {
            guard let range = piece.argument else { continue }
            let label = index < names.labels.count ? names.labels[index] : nil
            let argument = shape.arguments[index]
            if let argument, argument.unwrapped.kind == CXCursor_BlockExpr { hasCallback = true }
            arguments.append(ObserverArgument(label: label, value: normalized(argument, range: range)))
        }
        let receiver: String? = shape.receiverText.isEmpty ? nil : normalizedReceiver(shape)
        observerCalls.append(
            PendingObserverCall(
                call: callSite(node), arguments: arguments, receiver: receiver, context: currentContext,
                function: method?.name, hasCallback: hasCallback))
    }

    private func normalizedReceiver(_ shape: MessageShape) -> String {
        if shape.receiverText == "super" { return "super" }
        guard let receiver = shape.receiver else { return shape.receiverText }
        return normalized(receiver, range: receiver.start..<receiver.end)
    }

    /// The argument in the form that lets a registration and its removal be matched: `self`, `self.token` (also
    /// for `_token`), `key:rate` for `@"rate"`, `NSStringFromSelector(@selector(rate))` and `@keypath(self, rate)`,
    /// a constant's name, `local:x`, `param:x`.
    func normalized(_ node: Node?, range: Range<Int>) -> String {
        let words = tokens.slice(range.lowerBound, range.upperBound).map(\.text)
        if let key = Self.keyPath(words) { return "key:" + key }
        if words.count == 1, let value = Self.booleanWords[words[0]] { return value ? "true" : "false" }
        if words == ["nil"] || words == ["NULL"] || words == ["Nil"] { return "nil" }
        // A bare instance variable (`themeObserver`) is `self`'s storage, as `_themeObserver` and `self->x` are.
        if let value = node?.unwrapped, value.kind == CXCursor_MemberRefExpr, isInstanceVariable(value) {
            return pathText(value)
        }
        if let path = tokenPath(range) { return path }
        guard let node else { return words.count == 1 ? words[0] : "@\(range.lowerBound)" }
        let value = node.unwrapped
        switch value.kind {
        case CXCursor_ObjCSelfExpr:
            return "self"
        case CXCursor_DeclRefExpr:
            if isStandInIvar(value) { return pathText(value) }
            if let offset = value.referenced?.offset, let binding = bindings[offset] {
                if binding.isSelfLike { return "self" }
                return binding.aliasPath ?? (binding.isParameter ? "param:" : "local:") + binding.name
            }
            return value.spelling
        case CXCursor_MemberRefExpr, CXCursor_ObjCMessageExpr, CXCursor_ObjCClassRef:
            let path = pathText(value)
            if path.hasPrefix("self") || !path.contains(" ") { return path }
        default:
            if words.count == 1, words[0].first.map({ $0.isLetter || $0 == "_" }) == true { return words[0] }
            if words.count == 1, value.kind == CXCursor_IntegerLiteral { return words[0] }
        }
        // Anything else only has to differ from the other arguments: its place in the file is enough.
        return "@\(range.lowerBound)"
    }

    /// `self.token`, `_token`, `token` (a local) and `Constant` read from the tokens alone, which survive where clang
    /// lost the expression.
    private func tokenPath(_ range: Range<Int>) -> String? {
        let words = Array(tokens.slice(range.lowerBound, range.upperBound))
        guard words.count % 2 == 1,
            words.enumerated().allSatisfy({
                $0.offset % 2 == 0 ? $0.element.kind == .identifier : $0.element.text == "."
            }),
            let root = words.first
        else { return nil }
        let tail = stride(from: 2, to: words.count, by: 2).map { "." + words[$0].text }.joined()
        if root.text == "self" { return "self" + tail }
        if let binding = binding(named: root.text, before: root.offset) {
            if binding.isSelfLike { return "self" + tail }
            if tail.isEmpty { return binding.aliasPath ?? (binding.isParameter ? "param:" : "local:") + binding.name }
            return (binding.isParameter ? "param:" : "local:") + binding.name + tail
        }
        if isInstanceVariableName(root.text) {
            return "self." + Self.propertyName(ofIvar: root.text) + tail
        }
        return root.text + tail
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
