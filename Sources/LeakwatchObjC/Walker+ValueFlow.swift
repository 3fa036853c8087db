import CClang
import LeakwatchCore

/// Who owns the receiver of a block, and who keeps the result of a send: the same answers the Swift front end
/// gives, read from clang's resolved references.
extension Walker {
    /// The object an expression denotes, by its root: `self`, a property or ivar of `self`, a singleton, a local.
    func owner(of node: Node) -> PendingOwner {
        if let (root, rest) = dottedPath(node) { return owner(root: root, rest: rest) }
        let value = node.unwrapped
        let path = pathText(value)
        switch value.kind {
        case CXCursor_ObjCSelfExpr:
            return .resolved(.selfInstance)
        case CXCursor_MemberRefExpr, CXCursor_ObjCMessageExpr:
            guard let base = baseOf(value) else { return .resolved(.unknown(path)) }
            if base.kind == CXCursor_ObjCClassRef {
                let selector = value.spelling.isEmpty ? (shape(of: value)?.selector ?? "") : value.spelling
                return .resolved(APICatalog.isSingletonGetter(selector) ? .shared(path) : .unknown(path))
            }
            if value.kind == CXCursor_ObjCMessageExpr, let selector = shape(of: value)?.selector,
                APICatalog.namesMakingMethod(selector)
            {
                return .resolved(.unknown(path))
            }
            switch owner(of: base) {
            case .resolved(.selfInstance), .resolved(.selfProperty):
                return .resolved(Owner.ofSelf(StoragePath(written: path)))
            case .resolved(.shared): return .resolved(.shared(path))
            case .local(let binding, _): return .local(binding, path: path)
            case .resolved: return .resolved(.unknown(path))
            }
        case CXCursor_DeclRefExpr:
            if isStandInIvar(value) { return .resolved(Owner.ofSelf(StoragePath(written: path))) }
            guard let target = value.referenced else { return .resolved(.unknown(path)) }
            if let offset = target.offset, let binding = bindings[offset] {
                if binding.isSelfLike { return .resolved(.selfInstance) }
                if case .selfMetatype = binding.kind { return .resolved(.shared(path)) }
                if let shared = binding.sharedPath { return .resolved(.shared(shared)) }
                return .local(binding, path: path)
            }
            return .resolved(target.kind == CXCursor_VarDecl ? .shared(path) : .unknown(path))
        case CXCursor_ObjCClassRef:
            return .resolved(.shared(path))
        default:
            return .resolved(.unknown(path))
        }
    }

    /// `a.b.c` as written, when the expression is nothing more: the tokens keep what clang may have lost of a
    /// path whose types it could not check (a property declared in a header the parse did not see).
    func dottedPath(_ node: Node) -> (root: Token, rest: [String])? {
        let words = Array(tokens.slice(node.start, node.end))
        guard words.count >= 3, words.count % 2 == 1, node.end > node.start else { return nil }
        for (index, word) in words.enumerated() {
            let expected = index % 2 == 0 ? word.kind == .identifier : word.text == "."
            if !expected { return nil }
        }
        return (words[0], stride(from: 2, to: words.count, by: 2).map { words[$0].text })
    }

    /// The owner of `root.rest…`, by what the root names.
    func owner(root: Token, rest: [String]) -> PendingOwner {
        let tail = rest.map { "." + $0 }.joined()
        if root.text == "self" {
            return .resolved(Owner.ofSelf(StoragePath(rest)))
        }
        if let binding = binding(named: root.text, before: root.offset) {
            if binding.isSelfLike { return .resolved(Owner.ofSelf(StoragePath(rest))) }
            if let shared = binding.sharedPath { return .resolved(.shared(shared + tail)) }
            return .local(binding, path: root.text + tail)
        }
        if isInstanceVariableName(root.text) {
            return .resolved(Owner.ofSelf(StoragePath([Self.propertyName(ofIvar: root.text)] + rest)))
        }
        if root.text.first?.isUppercase == true { return .resolved(.shared(root.text + tail)) }
        return .resolved(.unknown(root.text + tail))
    }

    /// `_name`, or a name this file declares as an instance variable, used in an instance method (locals are
    /// looked up first by the callers).
    func isInstanceVariableName(_ name: String) -> Bool {
        guard let method, !method.context.isStatic else { return false }
        return namesStandInIvar(name) || ivarNames.contains(name)
    }

    /// The innermost local of that name declared before `offset`.
    func binding(named name: String, before offset: Int) -> Binding? {
        bindings.filter { $0.key < offset && $0.value.name == name }.max { $0.key < $1.key }?.value
    }

    /// The receiver of a zero-argument send (a getter) or the base of a member reference; nil for other sends.
    private func baseOf(_ value: Node) -> Node? {
        if value.kind == CXCursor_MemberRefExpr {
            return value.children.first
        }
        guard let shape = shape(of: value), shape.pieces.count == 1, shape.pieces[0].argument == nil else { return nil }
        return shape.receiver
    }

    /// An expression as a path users read: `self.player`, `self.token` for `_token`, `Foo.sharedInstance`.
    func pathText(_ node: Node) -> String {
        if let (root, rest) = dottedPath(node) {
            let tail = rest.map { "." + $0 }.joined()
            if root.text == "self" || binding(named: root.text, before: root.offset)?.isSelfLike == true {
                return StoragePath(rest).text
            }
            if binding(named: root.text, before: root.offset) == nil, isInstanceVariableName(root.text) {
                return StoragePath([Self.propertyName(ofIvar: root.text)] + rest).text
            }
            return root.text + tail
        }
        let value = node.unwrapped
        switch value.kind {
        case CXCursor_ObjCSelfExpr:
            return "self"
        case CXCursor_MemberRefExpr:
            let name = isInstanceVariable(value) ? Self.propertyName(ofIvar: value.spelling) : value.spelling
            guard let base = value.children.first else { return StoragePath.property(name).text }
            return pathText(base) + "." + name
        case CXCursor_DeclRefExpr:
            if isStandInIvar(value) { return StoragePath.property(Self.propertyName(ofIvar: value.spelling)).text }
            if let offset = value.referenced?.offset, let binding = bindings[offset], binding.isSelfLike {
                return "self"
            }
            return value.spelling
        case CXCursor_ObjCClassRef:
            return value.spelling
        case CXCursor_ObjCMessageExpr:
            if let base = baseOf(value) {
                return pathText(base) + "."
                    + (value.spelling.isEmpty ? (shape(of: value)?.selector ?? "") : value.spelling)
            }
            return tokens.text(value.start, value.end)
        default:
            return tokens.text(value.start, value.end)
        }
    }

    /// What becomes of the value of `start`: a chain of sends on it, an assignment, a local, a collection of
    /// `self`, a return, or a discarded statement.
    func keeper(of start: Node) -> (keeper: PendingKeeper, downstream: [String]) {
        var node = start
        var downstream: [String] = []
        while let (parent, child) = node.meaningfulParent {
            switch parent.kind {
            case CXCursor_ObjCMessageExpr:
                guard let shape = shape(of: parent) else { return (.resolved(.other("expression")), downstream) }
                if shape.receiver === child {
                    downstream.append(swiftName(of: parent, shape: shape).name)
                    node = parent
                    continue
                }
                return (argumentKeeper(parent, shape: shape, argument: child), downstream)
            case CXCursor_BinaryOperator, CXCursor_UnexposedExpr:
                guard isAssignment(parent), parent.children[1] === child else {
                    return (.resolved(.other("expression")), downstream)
                }
                // A number (`_task = [app beginBackgroundTaskWithExpirationHandler:…]`) keeps nothing.
                if parent.children[0].isScalar { return (.resolved(.other("number")), downstream) }
                return (storageKeeper(parent.children[0]), downstream)
            case CXCursor_VarDecl:
                guard let offset = parent.offset, let binding = bindings[offset] else {
                    return (.resolved(.other("expression")), downstream)
                }
                binding.holdsCallResult = true
                return (.local(binding), downstream)
            case CXCursor_ReturnStmt:
                return (.resolved(.returned), downstream)
            case CXCursor_CompoundStmt:
                return (.resolved(.discarded), downstream)
            default:
                return (.resolved(.other(parent.kind == CXCursor_CallExpr ? "call" : "expression")), downstream)
            }
        }
        return (.resolved(.other("expression")), downstream)
    }

    /// `info = [self defineControl:…]`, again and again among the statements that declare `info`: from there on
    /// the local is a fresh binding, so that what later code does with the new value (`_aiModelInfo = info`) is
    /// not said of the values it held before. An assignment in a branch (each `case` of a `switch` making the
    /// alert that code after the `switch` keeps) leaves the local as it is.
    func noteReassignment(_ node: Node) {
        guard isAssignment(node), let list = node.parent, let target = node.children.first?.unwrapped,
            target.kind == CXCursor_DeclRefExpr, let declared = target.referenced?.offset,
            let binding = bindings[declared], !binding.isSelfLike, !binding.isParameter, binding.sharedPath == nil,
            binding.declaringList == ObjectIdentifier(list)
        else { return }
        bindings[declared] = binding.reassigned()
    }

    /// `Foo` of `[[Foo alloc] init…]` or `[Foo new]`.
    private func madeClassName(_ node: Node) -> String? {
        let words = tokens.slice(node.start, min(node.end, node.start + 64)).prefix(4).map(\.text)
        if words.count >= 4, words[0] == "[", words[1] == "[", words[3] == "alloc" { return words[2] }
        if words.count >= 3, words[0] == "[", words[2] == "new" { return words[1] }
        return nil
    }

    /// A block, or a local or parameter that holds one: what the index follows through project methods.
    private func passesBlock(_ argument: Node) -> Bool {
        let value = argument.unwrapped
        if value.kind == CXCursor_BlockExpr { return true }
        guard value.kind == CXCursor_DeclRefExpr, let offset = value.referenced?.offset, let binding = bindings[offset]
        else { return false }
        return binding.closureParameterIndex != nil || binding.holdsClosure
    }

    private func storageKeeper(_ target: Node) -> PendingKeeper {
        owner(of: target).storageKeeper
    }

    /// Passed to `addObject:`, `setObject:forKey:`, `insert…`, `register…` of an object of `self`: `self` keeps it.
    /// An object keeps what it is initialized with: `[[Fetcher alloc] initWithBlock:x]` goes where the object goes.
    private func argumentKeeper(_ node: Node, shape: MessageShape, argument: Node) -> PendingKeeper {
        let names = swiftName(of: node, shape: shape)
        if names.isInitializer { return keeper(of: node).keeper }
        guard APICatalog.isStoringVerb(names.name) else { return .resolved(.other(names.name)) }
        // `[queue addOperationWithBlock:block]`: the queue runs the block once, then lets it go.
        if catalog.has(names.name, role: .deferred) { return .resolved(.other(names.name)) }
        // `[queue addOperation:[[RefreshOperation alloc] initWithCompletion:done]]`: the queue releases the
        // operation once it has run.
        if APICatalog.runsAndReleases(call: names.name, valueType: madeClassName(argument)) {
            return .resolved(.other(names.name))
        }
        if shape.receiverText == "self" || shape.receiverText == "super" {
            // A method the file declares (`[self addFolder:sub completionBlock:done]`) says itself what it does with
            // its argument: the index follows it there, rather than take the verb's word.
            if let declared = node.referenced, declared.offset != nil,
                declared.kind == CXCursor_ObjCInstanceMethodDecl, passesBlock(argument)
            {
                return .resolved(.other(names.name))
            }
            return .resolved(.selfStorage(.selfItself))
        }
        guard let receiver = shape.receiver else { return .resolved(.other(names.name)) }
        switch owner(of: receiver) {
        case .resolved(.selfInstance): return .resolved(.selfStorage(.selfItself))
        case .resolved(.selfProperty(let path)): return .resolved(.selfStorage(path))
        case .resolved(.shared(let path)): return .resolved(.shared(path))
        case .local(let binding, _): return .storedInto(binding)
        default: return .resolved(.other(names.name))
        }
    }
}
