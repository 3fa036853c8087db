import LeakwatchCore
import SwiftSyntax

/// Observer calls (`addObserver`, `removeObserver`, `sink`, `addListener`), the methods each member calls,
/// and the closure parameters a function passes on: the facts of the lifecycle rules and of wrappers.
extension FactCollector {
    /// Called for every call: records it when its name is a registration or removal verb, and notes calls of
    /// the type's own methods for "reached from `viewDidLoad`".
    func recordObserverCall(_ node: FunctionCallExprSyntax, name: String, receiver: ExprSyntax?) {
        // `sink(event)` where `sink` is a parameter or a local: a call of that closure, no API of that name.
        if receiver == nil, node.calledExpression.is(DeclReferenceExprSyntax.self), scopes.resolve(name) != nil {
            return
        }
        // Under `if isMovingFromParent { … }`: what runs on the controller's last disappearance only is teardown,
        // not part of the method that runs on every disappearance (no call of it, no removal from it).
        let isFinal =
            currentMemberFunction.map { APICatalog.disappearMethods.contains($0.name) } == true
            && Self.isUnderFinalDisappearanceGuard(Syntax(node))
        if !isFinal, let member = currentMemberFunction, isOwnMethodCall(receiver: receiver, name: name) {
            member.calledMethods.append(name)
        }
        if let applied = appliedObserverCall(node, name: name, receiver: receiver) {
            observerCalls.append(applied)
            return
        }
        guard catalog.isObserverVerb(name) else { return }
        let arguments = node.arguments.map { ObserverArgument(label: $0.label?.text, value: normalized($0.expression)) }
        let hasCallback =
            node.trailingClosure != nil || !node.additionalTrailingClosures.isEmpty
            || node.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
        observerCalls.append(
            PendingObserverCall(
                call: callSite(node), arguments: arguments, receiver: receiver.map(normalized) ?? implicitSelfReceiver,
                context: currentContext,
                function: isFinal ? nil : currentMemberFunction?.name, hasCallback: hasCallback))
    }

    /// `tokens.forEach(NotificationCenter.default.removeObserver)` and `token.map(center.removeObserver)`
    /// remove each element: recorded as that removal with the collection as argument.
    private func appliedObserverCall(
        _ node: FunctionCallExprSyntax, name: String, receiver: ExprSyntax?
    ) -> PendingObserverCall? {
        guard name == "forEach" || name == "map", let receiver, node.arguments.count == 1,
            let function = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            let center = function.base, catalog.isObserverVerb(function.declName.baseName.text)
        else { return nil }
        var site = callSite(node)
        site.name = function.declName.baseName.text
        site.labels = [nil]
        return PendingObserverCall(
            call: site, arguments: [ObserverArgument(label: nil, value: .element(normalized(receiver)))],
            receiver: normalized(center), context: currentContext, function: currentMemberFunction?.name,
            hasCallback: false)
    }

    /// True when the node is in the body of an `if` (not its `else`) whose condition asks whether the controller
    /// leaves for good (`isMovingFromParent`, `isBeingDismissed`), inside the function around it.
    static func isUnderFinalDisappearanceGuard(_ node: Syntax) -> Bool {
        var child = node
        var current = node.parent
        while let candidate = current {
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(ClosureExprSyntax.self) { return false }
            if let ifExpr = candidate.as(IfExprSyntax.self), ifExpr.body.id == child.id {
                let condition = ifExpr.conditions.trimmedText
                if APICatalog.asksFinalDisappearance(condition) { return true }
            }
            child = candidate
            current = candidate.parent
        }
        return false
    }

    /// A bare call inside a type's code goes to `self` (`add(coordinator:)` and `self?.remove(coordinator:)` share
    /// a receiver).
    private var implicitSelfReceiver: ValueRef? {
        guard let selfBinding = scopes.resolve("self"), selfBinding.isSelfLike else { return nil }
        return .selfInstance
    }

    /// `reload()` and `self.reload()` call the type's own method; `other.reload()` does not.
    private func isOwnMethodCall(receiver: ExprSyntax?, name: String) -> Bool {
        // `.init(x: 0, y: 0)` makes a value of the type the context names, it is not this type's `init`.
        guard let receiver else {
            return name != "init" && name.startsLowercase && scopes.resolve(name) == nil
        }
        // `self.stop()`, and `self?.stop()` through a weak capture of `self`.
        let unwrapped = receiver.as(OptionalChainingExprSyntax.self)?.expression ?? receiver
        guard let reference = unwrapped.as(DeclReferenceExprSyntax.self) else { return false }
        if reference.baseName.tokenKind == .keyword(.self) { return true }
        return scopes.resolve(reference.baseName.text)?.isSelfLike == true
    }

    /// An expression as a value that lets a registration and its removal be matched: `self`, `self.token`, an
    /// element of `self.tokens`, the key path `rate` for `"rate"`, `#keyPath(Player.rate)` and `\.rate`.
    func normalized(_ expression: ExprSyntax) -> ValueRef {
        var current = Self.unwrapped(expression)
        while true {
            if let inOut = current.as(InOutExprSyntax.self) {
                current = Self.unwrapped(inOut.expression)
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                current = Self.unwrapped(only.expression)
            } else if let sequence = current.as(SequenceExprSyntax.self), let first = sequence.elements.first,
                sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
            {
                current = first
            } else {
                break
            }
        }
        if let key = Self.keyPathText(current) { return .keyPath(key) }
        if current.is(NilLiteralExprSyntax.self) || current.is(BooleanLiteralExprSyntax.self)
            || current.is(IntegerLiteralExprSyntax.self)
        {
            return .literal(current.trimmedText)
        }
        if let reference = current.as(DeclReferenceExprSyntax.self) { return normalized(reference) }
        if current.is(SuperExprSyntax.self) { return .selfInstance }
        if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
            return .element(normalized(subscriptCall.calledExpression))
        }
        if let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let value = normalized(call.calledExpression).calledWithoutArguments
        {
            return value
        }
        if let member = current.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return .implicitMember(member.declName.baseName.text) }
            let root = normalized(base)
            if root.isKnown { return .member(root, member.declName.baseName.text) }
        }
        // Anything else only has to differ from the other arguments: its place in the file is enough.
        return .unknown(offset: pieceOffset + current.position.utf8Offset)
    }

    private func normalized(_ reference: DeclReferenceExprSyntax) -> ValueRef {
        switch reference.baseName.tokenKind {
        case .keyword(.self): return .selfInstance
        case .dollarIdentifier:
            return scopes.scopes.last { $0.closure != nil }?.closure?.elementOf.map { .element($0) }
                ?? .local(reference.baseName.text)
        default: break
        }
        let name = reference.baseName.text
        if let binding = scopes.resolve(name) {
            if binding.isSelfLike { return .selfInstance }
            // `let controller = ZapController()` in a static method of `ZapController`: a new instance of the type,
            // whose own `deinit` undoes what is registered on it (named as the Objective-C front end names it).
            if binding.isMadeHere, !binding.isParameter, let context = contexts.last, context.isStatic,
                let typeName = context.typeName, binding.typeName == typeName
            {
                return .member(.global(typeName), "init")
            }
            return binding.aliasPath ?? (binding.isParameter ? .parameter(name) : .local(name))
        }
        if name == "oldValue", let property = Self.propertyObserved(around: reference) {
            return .member(.selfInstance, property)
        }
        if name.startsLowercase, scopes.resolve("self") != nil { return .member(.selfInstance, name) }
        return .global(name)
    }

    /// The stored property of `self` whose `didSet` holds the node: there `oldValue` is the value the property had
    /// (`didSet { NotificationCenter.default.removeObserver(oldValue) }` removes the token it held).
    static func propertyObserved(around node: some SyntaxProtocol) -> String? {
        guard let accessor = node.ancestorOrSelf(mapping: { $0.as(AccessorDeclSyntax.self) }),
            accessor.accessorSpecifier.tokenKind == .keyword(.didSet),
            let binding = accessor.ancestorOrSelf(mapping: { $0.as(PatternBindingSyntax.self) }),
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
            variable.parent?.is(MemberBlockItemSyntax.self) == true
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// `"rate"`, `#keyPath(Player.rate)`, `\.rate`, `\Player.rate` all name the key path `rate`.
    static func keyPathText(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        {
            return segment.content.text
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "keyPath",
            let argument = macro.arguments.first?.expression.trimmedText
        {
            return droppingTypeRoot(argument)
        }
        if let keyPath = expression.as(KeyPathExprSyntax.self) {
            let components = keyPath.components.map { $0.trimmedText }.joined()
            return components.hasPrefix(".") ? String(components.dropFirst()) : components
        }
        return nil
    }

    /// `Player.currentItem.status` → `currentItem.status`.
    private static func droppingTypeRoot(_ path: String) -> String {
        let parts = path.split(separator: ".")
        guard let first = parts.first, first.startsUppercase, parts.count > 1 else { return path }
        return parts.dropFirst().joined(separator: ".")
    }

    /// A closure parameter of the function being walked reached a call or a property: the function forwards it.
    func followClosureParameter(_ binding: Binding, usedAt node: DeclReferenceExprSyntax) {
        guard let frame = binding.closureParameterOf else { return }
        let index = binding.closureParameterIndex
        if case .resolved(.selfStorage(let path)) = keeper(of: ExprSyntax(node)).keeper {
            frame.forward(index, .storedProperty(path))
            return
        }
        if let argument = node.parent?.as(LabeledExprSyntax.self),
            let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self)
        {
            let position = list.firstIndex { $0.id == argument.id }.map { list.distance(from: list.startIndex, to: $0) }
            frame.forward(index, .argument(callSite(call), label: argument.label?.text, position: position ?? 0))
            return
        }
        // `if let handler = handler`, `guard let handler = handler`: the unwrapped name carries the closure on, and
        // its own uses are followed.
        let unwrapped = node.parent?.as(InitializerClauseSyntax.self)?.parent?.is(OptionalBindingConditionSyntax.self)
        frame.recordUse(index, followed: unwrapped == true || Self.callsOrTests(node))
    }

    /// A use of a closure that keeps nothing of it: a call (`handler(x)`, `handler?(x)`) or a test against nil.
    static func callsOrTests(_ node: DeclReferenceExprSyntax) -> Bool {
        var expression = Syntax(node)
        while let parent = expression.parent,
            parent.is(OptionalChainingExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self)
        {
            expression = parent
        }
        if let call = expression.parent?.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.id == expression.id
        }
        guard let items = expression.parent?.as(ExprListSyntax.self).map(Array.init), items.count == 3,
            let comparison = items[1].as(BinaryOperatorExprSyntax.self),
            ["==", "!=", "===", "!=="].contains(comparison.operator.text)
        else { return false }
        return items[0].is(NilLiteralExprSyntax.self) || items[2].is(NilLiteralExprSyntax.self)
    }

    /// A parameter wrapped in a new object (`VLCObserver(observer)`) or stored in a property of `self`
    /// (`delegate = observer`): where a registry keeps what it is given.
    func followParameterSink(_ binding: Binding, usedAt node: DeclReferenceExprSyntax) {
        guard let frame = binding.parameterOf, binding.closureParameterOf == nil else { return }
        if let argument = node.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            let (name, receiver) = Self.callee(call)
            let labels = call.arguments.map { $0.label?.text }
            if argument.label == nil, call.arguments.first?.id == argument.id,
                catalog.isSelectorObserverRegistration(name, labels: labels)
            {
                frame.parameterSinks[binding.parameterPosition, default: []].append(.selectorObserverOf(api: name))
                return
            }
            if receiver == nil, name.startsUppercase, !APICatalog.isIdentityWrapper(name) {
                frame.parameterSinks[binding.parameterPosition, default: []].append(.wrappedIn(type: name))
            }
            // `observers.add(observer)`: kept in a collection property of `self`.
            if let receiver, APICatalog.isStoringVerb(name),
                case .resolved(.selfProperty(let path)) = owner(of: receiver)
            {
                frame.parameterSinks[binding.parameterPosition, default: []].append(
                    .storedIn(property: path.firstProperty ?? ""))
            } else if let receiver, case .resolved(.selfProperty(let path)) = owner(of: receiver),
                let property = path.firstProperty,
                let position = call.arguments.firstIndex(where: { $0.id == argument.id })
            {
                // `subscribers.subscribe(observer, handler: handler)`: handed to an object `self` keeps.
                frame.parameterSinks[binding.parameterPosition, default: []].append(
                    .passedTo(
                        function: name, labels: call.arguments.map { $0.label?.text },
                        position: call.arguments.distance(from: call.arguments.startIndex, to: position),
                        onProperty: property))
            }
            return
        }
        if let list = node.parent?.as(ExprListSyntax.self) {
            let items = Array(list)
            if items.count == 3, items[2].id == node.id, items[1].is(AssignmentExprSyntax.self),
                case .resolved(.selfProperty(let path)) = owner(of: items[0])
            {
                frame.parameterSinks[binding.parameterPosition, default: []].append(
                    .storedIn(property: path.firstProperty ?? ""))
            }
        }
    }

    /// A closure that uses a closure parameter of the function around it forwards that parameter where it goes.
    func followCapturedClosureParameters(_ frame: ClosureFrame, delivery: PendingDelivery?) {
        for captured in frame.capturedVariables {
            guard let binding = scopes.resolve(captured.name), let function = binding.closureParameterOf else {
                continue
            }
            if case .local(let local)? = delivery {
                function.parametersInLocalClosures.append((local, binding.closureParameterIndex))
            } else {
                forward(binding.closureParameterIndex, of: function, to: delivery)
            }
        }
    }

    /// Records where a closure parameter goes when a closure that captures it is delivered.
    func forward(_ parameter: Int, of function: FunctionFrame, to delivery: PendingDelivery?) {
        if let forwarding = PendingForwarding(capturedBy: delivery) {
            function.forward(parameter, forwarding)
        } else {
            function.recordUse(parameter, followed: false)
        }
    }
}
