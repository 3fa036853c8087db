import LeakwatchCore
import SwiftSyntax

/// Where values go: who owns the receiver of a callback, and who keeps the result of a call.
extension FactCollector {
    /// The object that `expression` denotes, by its root: `self`, a property of `self`, a singleton, a local.
    func owner(of expression: ExprSyntax) -> PendingOwner {
        let path = Self.pathText(expression)
        guard let root = rootReference(of: expression) else {
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
                return .resolved(.shared(path))
            }
            if rootIsSuper(expression) {
                return .resolved(path == "super" ? .selfInstance : Owner.ofSelf(StoragePath(written: path)))
            }
            return .resolved(.unknown(path))
        }
        let name = root.baseName.tokenKind == .keyword(.self) ? "self" : root.baseName.text
        if case .dollarIdentifier = root.baseName.tokenKind { return .resolved(elementOwner(path, root: name)) }
        let isWholeExpression = root.id == expression.id
        if let binding = scopes.resolve(name) {
            switch binding.kind {
            case .selfInstance, .strongSelf, .weakSelf:
                // `strongSelf.tokens` and `self?.tokens` are both `self.tokens` to the user.
                return .resolved(
                    isWholeExpression ? .selfInstance : Owner.ofSelf(StoragePath(written: path, below: name)))
            case .selfMetatype:
                return .resolved(.shared(path))
            case .plain:
                if let alias = binding.aliasOwner {
                    return .resolved(Self.extend(alias, by: String(path.dropFirst(name.count))))
                }
                return .local(binding, path: path)
            }
        }
        if name.startsUppercase { return .resolved(.shared(path)) }
        // A variable the file declared at its top level, which the type being walked does not declare: the global
        // (`actions.append(action)` with `private var actions` above an extension).
        if globalVariables.contains(name), typeFrames.last?.instanceProperties.contains(name) != true {
            return .resolved(.shared(path))
        }
        if let selfBinding = scopes.resolve("self"), selfBinding.isSelfLike {
            return .resolved(Owner.ofSelf(StoragePath(written: path)))
        }
        return .resolved(.unknown(path))
    }

    /// `$0` of `buttons.forEach { $0.onTap = … }`: an element of what the closure iterates, which `self` keeps
    /// when the sequence is its storage (`self.buttons[]`); nothing known otherwise.
    private func elementOwner(_ path: String, root: String) -> Owner {
        guard let sequence = scopes.scopes.last(where: { $0.closure != nil })?.closure?.elementOf,
            let storage = StoragePath(.element(sequence)), !storage.isSelfItself
        else { return .unknown(path) }
        return Owner.ofSelf(storage.extended(byWritten: String(path.dropFirst(root.count))))
    }

    private func rootIsSuper(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
        return current.is(SuperExprSyntax.self)
    }

    /// An expression as the user wrote it, without `&`; long expressions (a chain full of closures) are cut
    /// short, so that describing a receiver never costs more than a few tokens.
    static func pathText(_ expression: ExprSyntax) -> String {
        if let inOut = expression.as(InOutExprSyntax.self) { return shortText(inOut.expression) }
        return shortText(expression)
    }

    private static let tightTokens: Set<String> = [".", "(", ")", "[", "]", ",", "?", "!", ":"]

    static func shortText(_ node: some SyntaxProtocol, limit: Int = 48) -> String {
        var text = ""
        var count = 0
        for token in node.tokens(viewMode: .sourceAccurate) {
            if count == limit { return text + "…" }
            if count > 0, token.leadingTrivia.contains(where: \.isWhitespace), !Self.tightTokens.contains(token.text) {
                text += " "
            }
            text += token.text
            count += 1
        }
        return text
    }

    /// What becomes of the value of `start`: follows `.store(in:)`, `.disposed(by:)`, assignments,
    /// `let` bindings, arguments of `append`-like calls, returns and discards.
    func keeper(of start: ExprSyntax) -> (keeper: PendingKeeper, downstream: [String]) {
        var node = Syntax(start)
        var downstream: [String] = []
        var awaited = false
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self) {
                guard member.base?.id == node.id, let call = member.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.id == member.id
                else { return (.resolved(.other(Self.pathText(ExprSyntax(member)))), downstream) }
                let name = member.declName.baseName.text
                downstream.append(name)
                if let storage = storageArgument(of: call, method: name) {
                    return (storageKeeper(storage), downstream)
                }
                node = Syntax(call)
                continue
            }
            switch parent.kind {
            case .awaitExpr:
                awaited = awaited || downstream.isEmpty
                node = parent
            case .optionalChainingExpr, .forceUnwrapExpr, .tryExpr, .awaitExpr, .asExpr:
                node = parent
            case .labeledExpr:
                let list = parent.parent
                if let tuple = list?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                    node = Syntax(tuple)
                } else if let call = list?.parent?.as(FunctionCallExprSyntax.self) {
                    let (kept, joined) = argumentKeeper(call, argument: parent.as(LabeledExprSyntax.self))
                    return (kept, downstream + joined)
                } else {
                    return (.resolved(.other("argument")), downstream)
                }
            case .arrayElement:
                guard let array = parent.parent?.parent?.as(ArrayExprSyntax.self) else {
                    return (.resolved(.other("array")), downstream)
                }
                node = Syntax(array)
            case .exprList:
                return (assignmentKeeper(node, in: parent), downstream)
            case .initializerClause:
                return (bindingKeeper(parent.parent?.as(PatternBindingSyntax.self)), downstream)
            case .returnStmt:
                return (.resolved(.returned), downstream)
            case .codeBlockItem:
                // The value of an `if` or `switch` expression goes where the expression goes.
                if let expression = Self.branchValueExpression(of: parent) {
                    node = expression
                    continue
                }
                // An awaited call is an async function, never one of the synchronous registrations whose token
                // a statement could drop (`await publisher.sink { … }` of a package's actor).
                if awaited { return (.resolved(.other("awaited call")), downstream) }
                return (statementKeeper(parent), downstream)
            default:
                return (.resolved(.other(parent.kind == .functionCallExpr ? "call" : "expression")), downstream)
            }
        }
        return (.resolved(.other("expression")), downstream)
    }

    /// `.store(in: &x)` and `.disposed(by: x)` name where the result goes.
    private func storageArgument(of call: FunctionCallExprSyntax, method: String) -> ExprSyntax? {
        guard let first = call.arguments.first, let label = first.label?.text,
            catalog.storageLabel(of: method) == label
        else { return nil }
        return first.expression
    }

    private func storageKeeper(_ target: ExprSyntax) -> PendingKeeper {
        owner(of: target.as(InOutExprSyntax.self)?.expression ?? target).storageKeeper
    }

    /// `x = value`, `x += [value]`, `_ = value`.
    private func assignmentKeeper(_ node: Syntax, in list: Syntax) -> PendingKeeper {
        guard let elements = list.as(ExprListSyntax.self) else { return .resolved(.other("expression")) }
        let items = Array(elements)
        guard let index = items.firstIndex(where: { $0.id == node.id }), index >= 2 else {
            return .resolved(.other("expression"))
        }
        let operatorNode = items[index - 1]
        let isAssignment =
            operatorNode.is(AssignmentExprSyntax.self)
            || operatorNode.as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
        guard isAssignment else { return .resolved(.other("expression")) }
        let target = items[index - 2]
        if target.is(DiscardAssignmentExprSyntax.self) { return .resolved(.discarded) }
        return storageKeeper(target)
    }

    /// `let token = value`: a member of the type keeps it; a local decides later.
    private func bindingKeeper(_ binding: PatternBindingSyntax?) -> PendingKeeper {
        guard let binding else { return .resolved(.other("expression")) }
        if binding.pattern.is(WildcardPatternSyntax.self) { return .resolved(.discarded) }
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            return .resolved(.other("pattern"))
        }
        let name = identifier.identifier.text
        // A `lazy var`'s initializer runs as code of the instance, but what it makes is the property's value.
        if isAtMemberLevel || !scopes.isInsideCode || lazyBindings.contains(binding.id) {
            return .resolved(.selfStorage(.property(name)))
        }
        if let early = earlyBindings[binding.id] { return .local(early) }
        let early = Binding(name: name, kind: .plain, depth: scopes.depth)
        early.holdsCallResult = true
        earlyBindings[binding.id] = early
        return .local(early)
    }

    /// The `if` or `switch` expression whose branch value `item` is (`self.x = if a { nil } else { … }`); nil
    /// when the branch holds more than one statement or the `if`/`switch` is a statement.
    static func branchValueExpression(of item: Syntax) -> Syntax? {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return nil }
        var outer: Syntax?
        if let block = list.parent?.as(CodeBlockSyntax.self), var ifExpr = block.parent?.as(IfExprSyntax.self) {
            while let enclosing = ifExpr.parent?.as(IfExprSyntax.self) { ifExpr = enclosing }
            outer = Syntax(ifExpr)
        } else if let switchCase = list.parent?.as(SwitchCaseSyntax.self),
            let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
        {
            outer = Syntax(switchExpr)
        }
        guard let outer, let parent = outer.parent,
            parent.kind != .codeBlockItem && parent.kind != .expressionStmt
        else { return nil }
        return outer
    }

    /// An expression statement: the value is thrown away, unless it is the implicit return of a closure or
    /// a single-expression function.
    private func statementKeeper(_ item: Syntax) -> PendingKeeper {
        // Each statement of a result builder's body is part of what it returns (`@DisposeBag.DisposableBuilder
        // func bindings() -> [Disposable] { a.subscribe(…); b.subscribe(…) }`).
        if let function = item.parent?.parent?.parent?.as(FunctionDeclSyntax.self),
            Self.isResultBuilder(function.attributes)
        {
            return .resolved(.returned)
        }
        if let closure = Self.builderCandidate(around: item), isBuilderBody(closure) {
            return .resolved(.returned)
        }
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else {
            return .resolved(.discarded)
        }
        if list.parent?.is(ClosureExprSyntax.self) == true { return .resolved(.returned) }
        if let function = list.parent?.parent?.as(FunctionDeclSyntax.self),
            function.signature.returnClause != nil
        {
            return .resolved(.returned)
        }

        if list.parent?.is(AccessorBlockSyntax.self) == true { return .resolved(.returned) }
        return .resolved(.discarded)
    }

    /// The closure a statement belongs to, through the `if`, `#if` and `switch` branches a result builder's body
    /// may hold; nil for a closure of one statement (its value is its result anyway) or none.
    static func builderCandidate(around item: Syntax) -> ClosureExprSyntax? {
        var list = item.parent?.as(CodeBlockItemListSyntax.self)
        while let current = list {
            if let closure = current.parent?.as(ClosureExprSyntax.self) {
                return current.count > 1 || current.id != item.parent?.id ? closure : nil
            }
            // Up from a branch to the statement that holds it: `if … { here }`, `#if X here #endif`, `case: here`.
            var node = current.parent
            while let candidate = node, !candidate.is(CodeBlockItemSyntax.self) {
                if candidate.is(ClosureExprSyntax.self) || candidate.is(FunctionDeclSyntax.self) { return nil }
                node = candidate.parent
            }
            list = node?.parent?.as(CodeBlockItemListSyntax.self)
        }
        return nil
    }

    /// A closure given to a call the catalogue does not know, whose statements are calls, with the local
    /// declarations and branches a result builder allows (`disposeBag.bind { a.sink { … }; let b = …;
    /// b.sink { … } }`): the body of a result builder, each statement part of what it returns.
    private func isBuilderBody(_ closure: ClosureExprSyntax) -> Bool {
        var call = Syntax(closure).parent
        if call?.is(LabeledExprSyntax.self) == true { call = call?.parent?.parent }
        guard let call = call?.as(FunctionCallExprSyntax.self),
            closure.statements.allSatisfy({ statement in
                if let expression = statement.item.as(ExprSyntax.self)
                    ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
                {
                    // A subscription the catalogue names, or a call handed a closure (`publisher.uiSink { … }`, a
                    // project's own subscription); not a call that does work (`view.layoutIfNeeded()`).
                    if let made = expression.as(FunctionCallExprSyntax.self) {
                        return returnsToken(made) || made.trailingClosure != nil
                            || made.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
                    }
                    return expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self)
                }
                return statement.item.is(VariableDeclSyntax.self) || statement.item.is(IfConfigDeclSyntax.self)
            }),
            closure.statements.contains(where: { statement in
                statement.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self).map(returnsToken) == true
            })
        else { return false }
        // RxSwift's names are another library's where the file imports no module of RxSwift's.
        let importsRx = imports.contains(where: APICatalog.isRxModule)
        return !catalog.entries(named: Self.callee(call).name).contains { $0.framework != "RxSwift" || importsRx }
    }

    /// A subscription whose token the catalogue names (`sink`, `subscribe`): what a builder of tokens collects.
    private func returnsToken(_ call: FunctionCallExprSyntax) -> Bool {
        catalog.entries(named: Self.callee(call).name).contains { $0.tokenType != nil }
    }

    /// `@ViewBuilder`, `@DisposeBag.DisposableBuilder`: an attribute that names a result builder, by the convention
    /// that builders' names end in `Builder`.
    static func isResultBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            return attribute.attributeName.trimmedText.hasSuffix("Builder")
        }
    }

    /// Passed to `append`, `insert`, `add…`, `set…` on an object of `self`: `self` keeps it.
    private func argumentKeeper(_ call: FunctionCallExprSyntax, argument: LabeledExprSyntax?) -> (
        PendingKeeper, [String]
    ) {
        let (name, receiver) = Self.callee(call)
        // An object keeps what it is initialized with: `UIButton(primaryAction: action)` goes where the button goes.
        // So does a chain that joins its arguments (`Publishers.CombineLatest(names, $filter)`,
        // `Observable.combineLatest(a, b)`, `$query.combineLatest(filters)`): it goes where the joined chain goes.
        // `.add(title:onCompleted:)`, `.init(…)`: a case or static member of the type the context expects, which
        // makes a value as an initializer does (not a method of `self` named `add`).
        let isImplicitMember = call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
        let isTypeInitializer =
            isImplicitMember
            || (name.startsUppercase
                && (receiver.map { receiver in
                    let text = Self.pathText(receiver)
                    return text.startsUppercase && !text.utf8.contains(UInt8(ascii: "("))
                } ?? true))
        if isTypeInitializer
            || (catalog.has(name, role: .combiningOperator) && !APICatalog.isStoringVerb(name))
        {
            let (kept, joined) = keeper(of: ExprSyntax(call))
            return (kept, [name] + joined)
        }
        guard APICatalog.isStoringVerb(name) else { return (.resolved(.other(name)), []) }
        // `queue.addOperation { … }`: the queue runs the closure once, then lets it go.
        if catalog.has(name, role: .deferred) { return (.resolved(.other(name)), []) }
        // `queue.addOperation(RefreshOperation(completion: done))`: the queue releases the operation once it has run.
        if let made = argument?.expression.as(FunctionCallExprSyntax.self),
            APICatalog.runsAndReleases(call: name, valueType: Self.callee(made).0)
        {
            return (.resolved(.other(name)), [])
        }
        // `self.setLocalDescription(peer, completion: done)`: a closure handed to a method the type declares
        // itself goes where that method's summary says (a completion it runs), not into `self` by the verb.
        if let argument, isClosure(argument.expression),
            receiver.map({ $0.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }) ?? true,
            typeDeclaresMethod(name, around: Syntax(call))
        {
            return (.resolved(.other(name)), [])
        }
        guard let receiver else {
            if let selfBinding = scopes.resolve("self"), selfBinding.isSelfLike {
                return (.resolved(.selfStorage(.selfItself)), [])
            }
            return (.resolved(.other(name)), [])
        }
        switch owner(of: receiver) {
        case .resolved(.selfInstance): return (.resolved(.selfStorage(.selfItself)), [])
        case .resolved(.selfProperty(let path)): return (.resolved(.selfStorage(path)), [])
        case .resolved(.shared(let path)): return (.resolved(.shared(path)), [])
        case .local(let binding, _): return (.storedInto(binding), [])
        default: return (.resolved(.other(name)), [])
        }
    }

    /// `task.cancel()` or `task?.cancel()` on the name.
    static func isCancelCall(on node: DeclReferenceExprSyntax) -> Bool {
        var base = Syntax(node)
        if let chained = base.parent, chained.is(OptionalChainingExprSyntax.self) { base = chained }
        guard let member = base.parent?.as(MemberAccessExprSyntax.self), member.base?.id == base.id,
            member.declName.baseName.text == "cancel",
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty
        else { return false }
        return call.calledExpression.id == member.id
    }

    /// The storing call (`backlog.add(task)`) that takes the value as one of its arguments, written as it is.
    static func storingCall(receiving value: Syntax) -> StoringCall? {
        guard let argument = value.parent?.as(LabeledExprSyntax.self),
            let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        let name = callee(call).0
        guard APICatalog.isStoringVerb(name), let position = list.firstIndex(where: { $0.id == argument.id }) else {
            return nil
        }
        var labels: [String?] = list.map { $0.label?.text }
        if call.trailingClosure != nil { labels.append(CallSite.trailingClosureLabel) }
        return StoringCall(name: name, labels: labels, position: list.distance(from: list.startIndex, to: position))
    }

    /// A closure literal, or a name that holds one (a closure parameter, a local made from a closure).
    private func isClosure(_ expression: ExprSyntax) -> Bool {
        if expression.is(ClosureExprSyntax.self) { return true }
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
            let binding = scopes.resolve(reference.baseName.text)
        else { return false }
        return binding.closureParameterOf != nil || binding.holdsClosure
    }

    /// True when the type (or extension) around the node declares a method of that name.
    func typeDeclaresMethod(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let members = candidate.asProtocol(DeclGroupSyntax.self)?.memberBlock.members {
                if let known = declaredMethodNames[candidate.id] { return known.contains(name) }
                let names = Set(members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
                declaredMethodNames[candidate.id] = names
                return names.contains(name)
            }
            current = candidate.parent
        }
        return false
    }

    /// `a?`, `a!` and `A<T>` are `a` and `A` as far as ownership and names go.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            // Most expressions are none of the three: one look at the kind settles them.
            switch current.kind {
            case .optionalChainingExpr, .forceUnwrapExpr, .genericSpecializationExpr: break
            default: return current
            }
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let specialized = current.as(GenericSpecializationExprSyntax.self) {
                current = specialized.expression
            } else {
                return current
            }
        }
    }

    /// The base name and receiver of a call: `a.b.sink(…)` is (`sink`, `a.b`), `Timer(…)` is (`Timer`, nil).
    static func callee(_ call: FunctionCallExprSyntax) -> (name: String, receiver: ExprSyntax?) {
        let called = unwrapped(call.calledExpression)
        if let member = called.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "init", let base = member.base { return (shortText(base), nil) }
            return (name, member.base)
        }
        if let reference = called.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, nil) }
        return (shortText(called), nil)
    }

    /// The stored property whose initial value is a closure called at once (`lazy var x = { … }()`) when `statement`
    /// is a `return` among that closure's own statements.
    static func propertyInitialized(byReturnOf statement: Syntax) -> String? {
        guard let item = statement.parent?.as(CodeBlockItemSyntax.self),
            let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
            let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
            call.arguments.isEmpty, call.trailingClosure == nil,
            let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
            variable.parent?.is(MemberBlockItemSyntax.self) == true, !isStatic(variable.modifiers)
        else { return nil }
        return name
    }

    /// A use of a local as an argument, an assigned value or the base of `.store(in:)` may show that
    /// `self` keeps it.
    func trackFate(of binding: Binding, usedAt node: DeclReferenceExprSyntax) {
        if !binding.isCancelled, Self.isCancelCall(on: node) { binding.isCancelled = true }
        if binding.holdsClosure, binding.forwardedDelivery == nil {
            binding.forwardedDelivery = delivery(of: ExprSyntax(node))
        }
        guard binding.keptBySelf == nil, let parent = node.parent else { return }
        let parentKind = parent.kind
        switch parentKind {
        case .labeledExpr, .exprList, .arrayElement, .memberAccessExpr: break
        case .returnStmt:
            // `lazy var cell: Cell = { let cell = Cell(); …; return cell }()`: the property keeps what it returns.
            if let property = Self.propertyInitialized(byReturnOf: parent) {
                binding.keptBySelf = StoragePath([property])
            }
            return
        default: return
        }
        // A chain kept in a local and subscribed later (`let x = a.map { … }; x.subscribe(…).disposed(by: bag)`).
        if let member = parent.as(MemberAccessExprSyntax.self),
            !catalog.has(member.declName.baseName.text, role: .storeIntoBag), !binding.holdsCallResult
        {
            return
        }
        if parentKind == .labeledExpr,
            let call = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
            APICatalog.runsAndReleases(call: Self.callee(call).0, valueType: binding.valueUpstream?.first)
        {
            return
        }
        let (kept, downstream) = keeper(of: ExprSyntax(node))
        if case .resolved(.selfStorage(let path)) = kept, !APICatalog.isWeakFrameworkProperty(path: path),
            !APICatalog.leavesThroughParentLink(path: path)
        {
            binding.keptBySelf = path
            binding.keptThrough = Self.storingCall(receiving: Syntax(node))
            binding.laterDownstream = downstream
        } else if case .storedInto(let holder) = kept, binding.holder == nil, holder !== binding,
            holder.holder !== binding
        {
            binding.holder = holder
        }
    }
}
