import LeakwatchCore
import SwiftSyntax

/// Calls and assignments that receive callbacks: closures, method references and `self` itself.
extension FactCollector {
    /// Where a closure or method reference goes: a call argument, a property, a `lazy var`, or (when `local`)
    /// a local whose later uses decide; nil when it is called at once or returned.
    func delivery(of callback: ExprSyntax, local: Bool = false) -> PendingDelivery? {
        var node = Syntax(callback)
        while let parent = node.parent {
            if let call = parent.as(FunctionCallExprSyntax.self) {
                guard call.trailingClosure?.id == node.id else { return nil }
                return .argument(callSite(call), label: nil, position: call.arguments.count)
            }
            if let trailing = parent.as(MultipleTrailingClosureElementSyntax.self),
                let list = trailing.parent?.as(MultipleTrailingClosureElementListSyntax.self),
                let call = list.parent?.as(FunctionCallExprSyntax.self)
            {
                let offset = list.firstIndex { $0.id == trailing.id }.map {
                    list.distance(from: list.startIndex, to: $0)
                }
                return .argument(
                    callSite(call), label: trailing.label.text, position: call.arguments.count + 1 + (offset ?? 0))
            }
            if let argument = parent.as(LabeledExprSyntax.self) {
                if let tuple = argument.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                    node = Syntax(tuple)
                    continue
                }
                guard let list = argument.parent?.as(LabeledExprListSyntax.self),
                    let call = list.parent?.as(FunctionCallExprSyntax.self)
                else { return nil }
                let position = list.firstIndex { $0.id == argument.id }.map {
                    list.distance(from: list.startIndex, to: $0)
                }
                return .argument(callSite(call), label: argument.label?.text, position: position ?? 0)
            }
            if let list = parent.as(ExprListSyntax.self) {
                return assignmentDelivery(of: node, in: list)
            }
            if let initializer = parent.as(InitializerClauseSyntax.self) {
                guard let binding = initializer.parent?.as(PatternBindingSyntax.self),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return nil }
                if lazyBindings.contains(binding.id) { return .lazyProperty(name) }
                guard local, !isAtMemberLevel, scopes.isInsideCode else { return nil }
                let early = earlyBindings[binding.id] ?? Binding(name: name, kind: .plain, depth: scopes.depth)
                early.holdsClosure = true
                earlyBindings[binding.id] = early
                return .local(early)
            }
            switch parent.kind {
            case .asExpr, .tupleExpr: node = parent
            default: return nil
            }
        }
        return nil
    }

    /// `owner.property = callback`, or `property = callback` on `self`.
    private func assignmentDelivery(of node: Syntax, in list: ExprListSyntax) -> PendingDelivery? {
        let items = Array(list)
        guard let index = items.firstIndex(where: { $0.id == node.id }), index >= 2,
            items[index - 1].is(AssignmentExprSyntax.self)
        else { return nil }
        var target = Self.unwrapped(items[index - 2])
        var property = ""
        while let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            property = "[]" + property
            target = Self.unwrapped(subscriptCall.calledExpression)
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            return .propertyAssignment(owner: owner(of: base), property: member.declName.baseName.text + property)
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if scopes.resolve(name) != nil { return nil }
            guard let selfBinding = scopes.resolve("self"), selfBinding.isSelfLike else { return nil }
            return .propertyAssignment(owner: .resolved(.selfInstance), property: name + property)
        }
        return nil
    }

    /// The facts of a call, computed once per call however many callbacks it receives.
    func callSite(_ call: FunctionCallExprSyntax) -> PendingCallSite {
        if let cached = callSiteCache[call.id] { return cached }
        let (name, receiver) = Self.callee(call)
        var labels: [String?] = call.arguments.map { $0.label?.text }
        if call.trailingClosure != nil { labels.append(CallSite.trailingClosureLabel) }
        labels += call.additionalTrailingClosures.map { $0.label.text }
        var booleans: [String: Bool] = [:]
        var cases: [String: String] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            if let literal = argument.expression.as(BooleanLiteralExprSyntax.self) {
                booleans[label] = literal.literal.tokenKind == .keyword(.true)
            } else if let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                cases[label] = member.declName.baseName.text
            }
        }
        let (result, downstream) = keeper(of: ExprSyntax(call))
        var site = PendingCallSite(
            name: name, receiver: receiver.map(Self.pathText), receiverOwner: receiver.map { owner(of: $0) },
            labels: labels, booleanArguments: booleans, downstream: downstream, result: result,
            location: location(of: Self.nameToken(of: call)))
        site.upstream = chainUpstream(of: receiver)
        site.caseArguments = cases
        if case .resolved(.selfStorage) = result { site.storedThrough = Self.storingCall(receiving: Syntax(call)) }
        callSiteCache[call.id] = site
        return site
    }

    /// The calls and properties a chain is made of, from its start: `a.b().c` is `a`, `b`, `c`.
    /// The chain a receiver stands for, through a local that holds the result of an earlier chain.
    func chainUpstream(of receiver: ExprSyntax?) -> [String] {
        let names = Self.upstream(of: receiver)
        guard let first = names.first, let value = scopes.resolve(first)?.valueUpstream else { return names }
        return value + names.dropFirst()
    }

    static func upstream(of receiver: ExprSyntax?) -> [String] {
        var names: [String] = []
        var current = receiver.map(unwrapped)
        while let expression = current, names.count < 32 {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                let (name, base) = callee(call)
                // `Deferred { Future { … } }` is the chain its closure makes, made when subscribed to.
                if let made = deferredChain(call, name: name, base: base) {
                    current = unwrapped(made)
                    continue
                }
                names.append(endsWithOwner(call, name) ? name + Self.untilOwnerGoes : name)
                current = base.map(unwrapped)
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                names.append(member.declName.baseName.text)
                current = member.base.map(unwrapped)
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
                current = nil
            } else {
                current = nil
            }
        }
        return names.reversed()
    }

    /// The publisher Combine's `Deferred { … }` (or `Publishers.Deferred`) makes: its closure's single expression or
    /// last `return`; nil for any other call, or a closure that ends otherwise.
    static func deferredChain(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax?) -> ExprSyntax? {
        guard name == "Deferred" || name.hasPrefix("Deferred<"),
            base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Publishers",
            let closure = call.trailingClosure
                ?? call.arguments.first(where: { $0.label?.text == "createPublisher" })?.expression.as(
                    ClosureExprSyntax.self),
            let last = closure.statements.last?.item
        else { return nil }
        if let expression = last.as(ExprSyntax.self), closure.statements.count == 1 { return expression }
        return last.as(ReturnStmtSyntax.self)?.expression
    }

    /// Marks `take(until: self.rx.deallocated)` and `take(during: reactive.lifetime)` in a chain's names: they
    /// end the chain when its owner goes, which a strong capture of that owner prevents, so they do not make the
    /// chain finite.
    static let untilOwnerGoes = "(until the owner goes)"

    static func endsWithOwner(_ call: FunctionCallExprSyntax, _ name: String) -> Bool {
        // The arguments' text (a closure's whole body, often) only for the few operators that can end a chain.
        guard APICatalog.isUntilOperator(name) else { return false }
        return call.arguments.contains {
            APICatalog.endsWithOwner(operator: name, argument: $0.expression.trimmedText)
        }
    }

    /// `nil`, `[]`, `[:]`, `.init()`, `CallbackList()`, `{}`: a fresh, empty value; and an enum case without
    /// associated values (`state = .idle`), which lets go of what the case before held.
    static func isEmptyValue(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return true }
        // `callback = {}` puts a closure that does nothing where the one that ran was.
        if let closure = expression.as(ClosureExprSyntax.self) { return closure.statements.isEmpty }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.argumentNames == nil, member.declName.baseName.text != "init"
        {
            return true
        }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            if case .colon = dictionary.content { return true }
            return false
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            let (name, _) = callee(call)
            return name == "init" || name.startsUppercase
        }
        return false
    }

    /// SwiftUI presentations write nil (or false) into the state bound to them when they are dismissed:
    /// `.alert(item: $viewModel.alertInfo)` clears `alertInfo` of the view model's type. Recorded as a cleared
    /// property of this type, dotted when it goes through one of its properties.
    func notePresentationResets(_ call: FunctionCallExprSyntax, name: String) {
        guard let frame = typeFrames.last, APICatalog.isPresentation(name) else { return }
        for argument in call.arguments where APICatalog.resetsBoundState(call: name, label: argument.label?.text) {
            let written = argument.expression.trimmedText
            guard written.hasPrefix("$") else { continue }
            let path = StoragePath(written: written.dropFirst()).relativeText
            guard !path.isEmpty, path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                continue
            }
            frame.clearedProperties.append(path)
            frame.privateClearingMethods.append(nil)
        }
    }

    /// The locals of the function that hold a call's result live at least until a blocking wait after them
    /// returns (a wait is a barrier their lifetime cannot end before): a token in one is not cancelled at once.
    func keepLocalsThroughWait() {
        for index in scopes.scopes.indices.reversed() {
            for binding in scopes.scopes[index].bindings.values where binding.holdsCallResult {
                binding.useCount += 1
            }
            if scopes.scopes[index].kind == .function || scopes.scopes[index].kind == .closure { break }
        }
    }

    /// `timer.invalidate()` on a parameter of an enclosing closure: that closure ends its own registration.
    func noteSelfEnding(name: String, receiver: ExprSyntax?) {
        guard APICatalog.endsRegistrationFromInside(name),
            let reference = receiver.map(Self.unwrapped)?.as(DeclReferenceExprSyntax.self),
            let binding = scopes.resolve(reference.baseName.text), binding.kind == .plain,
            scopes.scopes.indices.contains(binding.depth), let frame = scopes.scopes[binding.depth].closure
        else { return }
        frame.endsItsRegistration = true
    }

    /// `token?.cancel()`, or `center.removeObserver(token!)`, inside the closure of `token = queue.observe { … }`:
    /// the closure ends its own registration the first time it runs (a one-shot observer).
    func noteTokenEnding(_ call: FunctionCallExprSyntax, name: String, receiver: ExprSyntax?) {
        let ended: ExprSyntax?
        let isRemoval: Bool
        if APICatalog.endsRegistrationFromInside(name) {
            (ended, isRemoval) = (receiver, false)
        } else if catalog.has(name, role: .remove) {
            (ended, isRemoval) = (call.arguments.first?.expression, true)
        } else {
            return
        }
        guard let reference = ended.map(Self.unwrapped)?.as(DeclReferenceExprSyntax.self),
            case let local = reference.baseName.text, let binding = scopes.resolve(local), binding.kind == .plain
        else { return }
        // The closures around the call, innermost first, as the scopes hold them.
        let closureScopes = scopes.scopes.indices.reversed().filter { scopes.scopes[$0].closure != nil }
        var closuresWithin = 0
        var current = Syntax(call).parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(InitializerDeclSyntax.self) {
            // An observer removed only under a condition (`if note.object === job { … }`) may stay registered; a
            // repeating timer or a subscription that ends itself once its condition holds (`if done {
            // timer?.invalidate() }`) is read as its parameter's form is.
            if isRemoval,
                node.is(IfExprSyntax.self) || node.is(GuardStmtSyntax.self) || node.is(SwitchExprSyntax.self)
                    || node.is(TernaryExprSyntax.self)
            {
                return
            }
            if let closure = node.as(ClosureExprSyntax.self) {
                closuresWithin += 1
                if Self.isArgumentOfCall(closure, assignedTo: local) {
                    guard closureScopes.count >= closuresWithin else { return }
                    let place = closureScopes[closuresWithin - 1]
                    if place > binding.depth { scopes.scopes[place].closure?.removesItsOwnToken = true }
                    return
                }
            }
            current = node.parent
        }
    }

    /// `token = queue.observe(…) { … }`: the closure is an argument of a call whose result (through `try` and
    /// `await`) is assigned to the variable `name`.
    static func isArgumentOfCall(_ closure: ClosureExprSyntax, assignedTo name: String) -> Bool {
        var call = closure.parent
        if call?.is(LabeledExprSyntax.self) == true { call = call?.parent?.parent }
        if call?.is(MultipleTrailingClosureElementSyntax.self) == true { call = call?.parent?.parent }
        guard var value = call, value.is(FunctionCallExprSyntax.self) else { return false }
        while let parent = value.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            value = parent
        }
        guard let list = value.parent?.as(ExprListSyntax.self), list.count == 3, list.last?.id == value.id,
            list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        else { return false }
        return list.first?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    /// `source?.cancel()` on a property of this type declared as an object that lets its closures go when
    /// cancelled (a dispatch source, a cancellable, a request's task).
    func cancelReleasesClosures(_ name: String, _ receiver: ExprSyntax) -> Bool {
        guard APICatalog.cancelsItsObject(name), case .resolved(.selfProperty(let path)) = owner(of: receiver),
            case let names = path.propertyNames, names.count == 1,
            let type = typeFrames.last?.propertyTypes[names[0]]
        else { return false }
        return APICatalog.cancelReleasesClosures(ofDeclaredType: type)
    }

    /// `cancellables.forEach { $0.cancel() }` on a property of this type that holds objects that let their
    /// closures go when cancelled: the whole collection is let go.
    func cancelsEveryElement(_ call: FunctionCallExprSyntax, _ name: String, _ receiver: ExprSyntax) -> Bool {
        guard name == "forEach", case .resolved(.selfProperty(let path)) = owner(of: receiver),
            case let names = path.propertyNames, names.count == 1,
            let element = typeFrames.last?.elementTypes[names[0]],
            APICatalog.cancelReleasesClosures(ofDeclaredType: element),
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            closure.statements.count == 1,
            let inner = closure.statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
            case (let innerName, let innerReceiver) = Self.callee(inner), APICatalog.cancelsItsObject(innerName),
            let reference = innerReceiver.map(Self.unwrapped)?.as(DeclReferenceExprSyntax.self)
        else { return false }
        let parameter: String
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: parameter = list.first?.name.text ?? ""
        case .parameterClause(let clause)?:
            parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? ""
        case nil: parameter = "$0"
        }
        return reference.baseName.text == parameter
    }

    /// `streamContinuation.finish()` on a property of this type that holds a stream's continuation: the stream ends,
    /// and with it the loops that wait on it.
    func finishesContinuation(_ name: String, _ receiver: ExprSyntax) -> Bool {
        guard AsyncSequences.finishingCalls.contains(name),
            case .resolved(.selfProperty(let path)) = owner(of: receiver),
            case let names = path.propertyNames, names.count == 1
        else { return false }
        if let type = typeFrames.last?.propertyTypes[names[0]] { return type.hasSuffix("Continuation") }
        return names[0].lowercased().hasSuffix("continuation")
    }

    /// Records that a method other than `init` and `deinit` empties a property of `self` (`deinit` never runs
    /// while a cycle lasts, so its clearing ends none).
    func noteCleared(_ target: ExprSyntax) {
        guard let frame = typeFrames.last,
            !APICatalog.methodsThatEndNoCycle.contains(currentMemberFunction?.name ?? "")
        else { return }
        switch owner(of: target) {
        case .resolved(.selfProperty(let path)):
            let names = path.propertyNames
            // `model?.invalidate(); model = results.observe { … }`: the property is cleared to be set again at
            // once, which keeps the cycle.
            if !names.isEmpty, !Self.isSetAgainLater(names.joined(separator: "."), after: Syntax(target)),
                !Self.removesOnlyItsOwnDeadEntry(names.joined(separator: "."), at: Syntax(target))
            {
                frame.clearedProperties.append(names.joined(separator: "."))
                let member = currentMemberFunction
                frame.privateClearingMethods.append(member?.isPrivate == true ? member?.name : nil)
            }
        default:
            break
        }
    }

    /// `observers[id] = { [weak observer] event in guard let observer else { self.observers.removeValue(forKey: id);
    /// return } … }`: an entry of the collection removes itself, and only once the object it holds weakly is gone.
    /// While that object lives nothing empties the collection, so the removal lets go of no closure that keeps it.
    /// The entry is the closure around the removal, stored in `property` directly or through a local of the block.
    static func removesOnlyItsOwnDeadEntry(_ property: String, at node: Syntax) -> Bool {
        var weakName: String?
        var current = node.parent
        while let candidate = current {
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(InitializerDeclSyntax.self) { return false }
            if weakName == nil, let guardStatement = candidate.as(GuardStmtSyntax.self) {
                weakName =
                    guardStatement.conditions.lazy.compactMap {
                        $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?
                            .identifier.text
                    }.first
            }
            if let closure = candidate.as(ClosureExprSyntax.self) {
                guard let weakName,
                    closure.signature?.capture?.items.contains(where: {
                        $0.specifier?.specifier.tokenKind == .keyword(.weak) && $0.name.text == weakName
                    }) == true
                else { return false }
                return isStored(Syntax(closure), into: property)
            }
            current = candidate.parent
        }
        return false
    }

    /// `property[key] = closure`, or `let entry = closure` followed in the same block by `property[key] = entry`.
    private static func isStored(_ closure: Syntax, into property: String) -> Bool {
        func isEntry(of target: ExprSyntax) -> Bool {
            guard let subscriptCall = target.as(SubscriptCallExprSyntax.self) else { return false }
            return StoragePath(written: subscriptCall.calledExpression.trimmedText) == StoragePath(written: property)
        }
        if let sequence = closure.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
            sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            sequence.elements.last?.id == closure.id, let target = sequence.elements.first
        {
            return isEntry(of: target)
        }
        guard let binding = closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let item = binding.parent?.parent?.parent?.as(CodeBlockItemSyntax.self)
        else { return false }
        return assignments(after: item).contains {
            $0.value?.as(DeclReferenceExprSyntax.self)?.baseName.text == local && isEntry(of: $0.target)
        }
    }

    /// True when a statement after the one holding `node`, in the same block, assigns `property` (`property = …`
    /// or `self.property = …`).
    static func isSetAgainLater(_ property: String, after node: Syntax) -> Bool {
        var current: Syntax? = node
        while let candidate = current, !candidate.is(CodeBlockItemSyntax.self) {
            if candidate.is(ClosureExprSyntax.self) || candidate.is(FunctionDeclSyntax.self) { return false }
            current = candidate.parent
        }
        guard let item = current?.as(CodeBlockItemSyntax.self) else { return false }
        return assignments(after: item).contains {
            StoragePath(written: $0.target.trimmedText) == StoragePath(written: property)
        }
    }

    /// The statements after `item` in its block that assign (`target = value`), as target and value; the value is
    /// nil when it is more than one expression (`total = a + b`).
    static func assignments(after item: CodeBlockItemSyntax) -> [(target: ExprSyntax, value: ExprSyntax?)] {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self),
            let place = list.firstIndex(where: { $0.id == item.id })
        else { return [] }
        return list[list.index(after: place)...].compactMap { later in
            guard let elements = later.item.as(SequenceExprSyntax.self)?.elements, elements.count >= 3,
                elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                let target = elements.first
            else { return nil }
            return (target, elements.count == 3 ? elements.last : nil)
        }
    }

    /// The token that names the called function: `addObserver` in `center.addObserver(…)`.
    static func nameToken(of call: FunctionCallExprSyntax) -> Syntax {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        return Syntax(call.calledExpression)
    }

    /// Method references and `self` given as arguments.
    func enter(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let (name, receiver) = Self.callee(node)
        noteCollectedElement(node, name: name, receiver: receiver)
        // A watch app's `WKInterfaceController.reloadRootPageControllers(withNames:…)` replaces its first pages.
        if APICatalog.reloadsWatchRoot(name),
            !(currentMemberFunction.map { APICatalog.isLaunchMethodName($0.name) } ?? false)
        {
            replacesWindowRoot = true
        }
        recordObserverCall(node, name: name, receiver: receiver)
        if let receiver,
            APICatalog.emptiesItsReceiver(name) || cancelReleasesClosures(name, receiver)
                || finishesContinuation(name, receiver) || cancelsEveryElement(node, name, receiver)
        {
            noteCleared(receiver)
        }
        notePresentationResets(node, name: name)
        noteSelfEnding(name: name, receiver: receiver)
        noteTokenEnding(node, name: name, receiver: receiver)
        if APICatalog.isBlockingWait(name) { keepLocalsThroughWait() }
        // The label first: most calls have none of this name, and an argument's text can be a whole closure.
        if node.arguments.contains(where: {
            $0.label?.text == APICatalog.containerDefaultScopeLabel
                && APICatalog.isSingletonDefaultScope($0.expression.trimmedDescription)
        }) {
            setsSingletonDefaultScope = true
        }
        guard let selfBinding = scopes.resolve("self"), selfBinding.isStrongSelf else { return .visitChildren }
        for (position, argument) in node.arguments.enumerated() {
            let expression = argument.expression
            if let reference = expression.as(DeclReferenceExprSyntax.self),
                reference.baseName.tokenKind == .keyword(.self)
            {
                selfArguments.append(
                    PendingSelfArgument(
                        call: callSite(node), label: argument.label?.text, location: location(of: reference),
                        context: currentContext))
            } else if let name = methodReferenceName(expression) {
                callbacks.append(
                    PendingCallback(
                        location: location(of: expression), context: currentContext,
                        body: .methodReference(name: name),
                        delivery: .argument(callSite(node), label: argument.label?.text, position: position)))
            }
        }
        return .visitChildren
    }

    /// `registeredKeys.insert(key)`, `observers.append(observer)`: the parameter or local is from then on an element
    /// of that collection of `self`, as a loop over it names its elements in a removal (`for key in registeredKeys {
    /// defaults.removeObserver(self, forKeyPath: key) }`).
    private func noteCollectedElement(_ node: FunctionCallExprSyntax, name: String, receiver: ExprSyntax?) {
        guard name == "insert" || name == "append", node.arguments.count == 1, let receiver,
            let argument = node.arguments.first, argument.label == nil,
            let reference = argument.expression.as(DeclReferenceExprSyntax.self),
            let binding = scopes.resolve(reference.baseName.text), !binding.isSelfLike, binding.aliasPath == nil,
            case .resolved(.selfProperty(let path)) = owner(of: receiver), path.properties.count == 1,
            let property = path.firstProperty
        else { return }
        binding.aliasPath = .element(.member(.selfInstance, property))
    }

    /// Records that a method other than `init` sets a property of a singleton or global to something other than a
    /// closure literal (`Current.database = previousDatabase`): a closure stored there earlier is let go then,
    /// unless `value` is a method of the type (its bare name is recorded; the index tells). `deinit` too: it ends
    /// no cycle, but it runs before an object a closure holds unowned goes.
    private func noteSharedReassignment(_ target: ExprSyntax, value: ExprSyntax) {
        guard let frame = typeFrames.last, let function = currentMemberFunction?.name, function != "init",
            let member = Self.unwrapped(target).as(MemberAccessExprSyntax.self), let base = member.base,
            case .resolved(.shared(let path)) = owner(of: base)
        else { return }
        // The name is read only here, for the few assignments that reach a singleton or global.
        frame.sharedAssignments.append(
            SharedAssignment(
                path: path + "." + member.declName.baseName.text, member: function,
                assignedName: methodReferenceName(value)))
    }

    /// `banner = Banner()` in the scope that declares `banner`: from here on the local is a fresh binding, so that
    /// what later code does with the new value (`stickyBanner = banner`) is not said of the values it held before.
    /// An assignment in a branch (each `case` of a `switch` making the alert that code after it keeps) leaves
    /// the local as it is.
    func noteReassignment(_ node: SequenceExprSyntax) {
        guard node.elements.count == 3,
            let target = node.elements.first?.as(DeclReferenceExprSyntax.self),
            node.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            case .identifier(let name) = target.baseName.tokenKind, let binding = scopes.resolve(name),
            binding.depth == scopes.depth, case .plain = binding.kind, !binding.isParameter, binding.aliasOwner == nil
        else { return }
        scopes.declare(binding.reassigned())
    }

    /// `handler = self.handle` and `view.onClose = close`; `callbacks = []` empties a pending queue.
    func enter(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let items = Array(node.elements)
        if items.count == 3, items[1].is(AssignmentExprSyntax.self) {
            noteWindowRoot(items[0])
            if Self.isEmptyValue(items[2]) { noteCleared(items[0]) }
            if !Self.unwrapped(items[2]).is(ClosureExprSyntax.self) {
                noteSharedReassignment(items[0], value: items[2])
            }
            noteSelfStore(items[2], in: node.elements)
        }
        guard items.count == 3, items[1].is(AssignmentExprSyntax.self), let name = methodReferenceName(items[2]),
            let selfBinding = scopes.resolve("self"), selfBinding.isStrongSelf,
            let delivery = assignmentDelivery(of: Syntax(items[2]), in: node.elements)
        else { return .visitChildren }
        callbacks.append(
            PendingCallback(
                location: location(of: items[2]), context: currentContext, body: .methodReference(name: name),
                delivery: delivery))
        return .visitChildren
    }

    /// `window?.rootViewController = onboarding` outside a launch method: the window lets its first controller go.
    private func noteWindowRoot(_ target: ExprSyntax) {
        guard !replacesWindowRoot, let member = Self.unwrapped(target).as(MemberAccessExprSyntax.self),
            APICatalog.isWindowRootProperty(member.declName.baseName.text), let base = member.base,
            APICatalog.setsWindowRoot(property: member.declName.baseName.text, receiver: Self.pathText(base))
        else { return }
        if let function = currentMemberFunction, APICatalog.isLaunchMethodName(function.name) { return }
        replacesWindowRoot = true
    }

    /// `child.delegate = self`: another object's property receives a strong `self`.
    private func noteSelfStore(_ value: ExprSyntax, in list: ExprListSyntax) {
        guard let reference = Self.unwrapped(value).as(DeclReferenceExprSyntax.self),
            reference.baseName.tokenKind == .keyword(.self), scopes.resolve("self")?.isStrongSelf == true,
            case .propertyAssignment(let owner, let property)? = assignmentDelivery(of: Syntax(value), in: list),
            !property.contains("[")
        else { return }
        if case .resolved(.selfInstance) = owner { return }
        selfStores.append(
            PendingSelfStore(
                owner: owner, property: property, location: location(of: reference), context: currentContext))
    }

    /// `handle`, `handle(_:)` or `self.handle` when `handle` is not a local: the index decides whether it
    /// is an instance method.
    private func methodReferenceName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            case .identifier(let name) = reference.baseName.tokenKind
        {
            guard name.startsLowercase, scopes.resolve(name) == nil else { return nil }
            return name
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self),
            case .identifier(let name) = member.declName.baseName.tokenKind
        {
            return name
        }
        return nil
    }
}
