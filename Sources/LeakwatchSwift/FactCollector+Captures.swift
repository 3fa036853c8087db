import LeakwatchCore
import SwiftSyntax

/// Closures and the names they use: which closures capture `self` or a variable, and how strongly.
extension FactCollector {
    func enter(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        let frame = ClosureFrame()
        // `tokens.forEach { … }` and `tokens.forEach({ … })`: the closure's parameter is each element.
        if let call = Self.callTakingOnly(node) {
            let (name, receiver) = Self.callee(call)
            if name == "forEach", let receiver { frame.elementOf = normalized(receiver) }
        }
        scopes.push(.closure, closure: frame)
        return .visitChildren
    }

    /// The call the closure is the trailing closure of, or the only argument of (`forEach({ … })`).
    static func callTakingOnly(_ node: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == node.id { return call }
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            call.trailingClosure == nil
        else { return nil }
        return call
    }

    func leave(_ node: ClosureExprSyntax) {
        let frame = scopes.scopes.last?.closure
        scopes.pop()
        guard let frame, frame.capturesAnything else { return }
        let delivery = delivery(of: ExprSyntax(node), local: true)
        followCapturedClosureParameters(frame, delivery: delivery)
        guard let delivery else { return }
        var captures = frame.captures
        captures.clearsItsHolder = Self.clearsItsHolder(node, nilAssigned: frame.nilAssignedPaths)
        callbacks.append(
            PendingCallback(
                location: location(of: node), context: currentContext, body: .closure(captures), delivery: delivery))
    }

    /// The closure is assigned to a property (`coordinator.didComplete = { … }`) that its body sets back to nil.
    static func clearsItsHolder(_ closure: ClosureExprSyntax, nilAssigned: [String]) -> Bool {
        guard !nilAssigned.isEmpty, let list = closure.parent?.as(ExprListSyntax.self), list.count == 3,
            list.last?.id == closure.id, list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = list.first?.trimmedText
        else { return false }
        let holder = StoragePath(written: target)
        return nilAssigned.contains { StoragePath(written: $0) == holder }
    }

    /// `x.handler = nil` inside a closure: what the closure lets go when it runs.
    func recordNilAssignment(_ node: SequenceExprSyntax) {
        let elements = node.elements
        guard elements.count == 3, elements.last?.is(NilLiteralExprSyntax.self) == true,
            elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let frame = scopes.scopes.last(where: { $0.closure != nil })?.closure, let target = elements.first
        else { return }
        frame.nilAssignedPaths.append(target.trimmedText)
    }

    /// Capture lists are evaluated where the closure is created, in the enclosing scope.
    func enter(_ node: ClosureCaptureClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let frame = scopes.scopes.last?.closure else { return .skipChildren }
        let outer = scopes.depth - 1
        for item in node.items {
            let isWeak = item.specifier != nil
            let isUnowned = item.specifier?.specifier.tokenKind == .keyword(.unowned)
            let isUnsafe = isUnowned && item.specifier?.detail?.text == "unsafe"
            let name = item.name.text
            let value = item.initializer?.value
            let itemLocation = value.map { location(of: $0) } ?? location(of: item.name)
            let sourceName: String
            if let value {
                guard let reference = value.as(DeclReferenceExprSyntax.self) else {
                    // `[vm = self.viewModel]`: the enclosing code reads `self`, the closure holds the value.
                    if let root = rootReference(of: value) {
                        use(name: root.baseName.text, at: location(of: root), from: outer, via: .explicit)
                    }
                    let binding = scopes.declare(name, .plain)
                    binding.isWeak = isWeak
                    binding.isUnowned = isUnowned
                    binding.isUnsafe = isUnsafe
                    if isUnowned { frame.addUnowned(binding, at: itemLocation) }
                    continue
                }
                sourceName = reference.baseName.text
            } else {
                sourceName = name
            }
            let source = scopes.resolve(sourceName, from: outer)
            let via: SelfUse.Via = isUnowned ? .nestedUnownedCapture : isWeak ? .nestedWeakCapture : .explicit
            use(name: sourceName, at: itemLocation, from: outer, via: via)
            if let source, source.isSelfLike {
                if isWeak || !source.isStrongSelf {
                    let binding = scopes.declare(name, .weakSelf)
                    binding.isUnowned = isUnowned || (!isWeak && source.isUnowned)
                    binding.isUnsafe = isUnsafe || (!isWeak && source.isUnsafe)
                    if binding.isUnowned {
                        frame.addUnowned(binding, at: itemLocation)
                    } else if isWeak {
                        frame.capturesSelfWeakly = true
                    }
                } else {
                    frame.selfUses.append(SelfUse(location: itemLocation, via: .captureList))
                    scopes.declare(name, .strongSelf(.captureList))
                }
            } else {
                if !isWeak, source != nil {
                    frame.addCapturedVariable(name, at: itemLocation)
                    if value == nil { frame.listedVariables.append(name) }
                }
                let binding = scopes.declare(name, .plain)
                binding.isWeak = isWeak
                binding.isUnowned = isUnowned
                binding.isUnsafe = isUnsafe
                if isUnowned, source != nil { frame.addUnowned(binding, at: itemLocation) }
                // `[weak parentCoordinator] in parentCoordinator?.removeChild(child)`: the capture names the same
                // object as the parameter or local it copies, so a removal through it pairs with an addition there.
                if let source {
                    binding.aliasPath =
                        source.aliasPath
                        ?? (source.isParameter ? .parameter(sourceName) : sourceName != name ? .local(sourceName) : nil)
                }
            }
        }
        return .skipChildren
    }

    /// A parameter written `` `self` `` (RxSwift's `subscribe(with: self) { `self`, value in … }`) is a plain value
    /// the call passes in, held weakly by the call: inside the closure `self` names it, not the enclosing `self`.
    static func parameterName(_ token: TokenSyntax) -> String {
        token.identifier?.name ?? token.text
    }

    func enter(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        let binding = scopes.declare(Self.parameterName(node.name), .plain)
        bindElement(binding, first: node.parent?.as(ClosureShorthandParameterListSyntax.self)?.first?.id == node.id)
        return .skipChildren
    }

    func enter(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.parameterName(node.secondName ?? node.firstName)
        let binding = scopes.declare(name, .plain)
        binding.isHostedView = Self.namesHostedView(name: name, type: node.type.map(Self.typeName) ?? "")
        bindElement(binding, first: node.parent?.as(ClosureParameterListSyntax.self)?.first?.id == node.id)
        return .skipChildren
    }

    /// `keys.forEach { key in … }`: the parameter is each element of `keys`, as the variable of
    /// `for key in keys` is, so a registration in one and its removal in the other pair.
    private func bindElement(_ binding: Binding, first: Bool) {
        guard first, let sequence = scopes.scopes.last?.closure?.elementOf else { return }
        binding.aliasPath = .element(sequence)
    }

    func enter(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .skipChildren
        }
        // A key path's component names a member (`\.self`, `\.title`): nothing is used or captured.
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .skipChildren }
        let token = node.baseName
        let name: String
        switch token.tokenKind {
        case .keyword(.self): name = "self"
        case .identifier(let text): name = text
        default: return .skipChildren
        }
        let binding = use(name: name, at: location(of: node), from: scopes.depth, via: .explicit)
        if let binding, case .plain = binding.kind {
            followClosureParameter(binding, usedAt: node)
            followParameterSink(binding, usedAt: node)
            trackFate(of: binding, usedAt: node)
        } else if binding == nil, name != "self", name.startsLowercase {
            useImplicitSelf(member: name, at: location(of: node))
        }
        return .skipChildren
    }

    /// `super.viewDidLoad()` inside a closure captures `self` like `self.` does.
    func enter(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
        use(name: "self", at: location(of: node), from: scopes.depth, via: .explicit)
        return .skipChildren
    }

    /// Records that the code at `depth` uses `name`: every closure between the use and the declaration
    /// captures it. Returns the binding, nil when the name is not a variable of the enclosing code. The location is
    /// computed only when a closure is crossed: most names are used where they are declared.
    @discardableResult
    func use(
        name: String, at useLocation: @autoclosure () -> SourceLocation, from depth: Int, via: SelfUse.Via
    ) -> Binding? {
        guard let binding = scopes.resolve(name, from: depth) else { return nil }
        binding.useCount += 1
        let crossed = scopes.closuresCrossed(from: depth, to: binding)
        guard !crossed.isEmpty else { return binding }
        let location = useLocation()
        switch binding.kind {
        case .selfInstance:
            for frame in crossed { frame.selfUses.append(SelfUse(location: location, via: via)) }
        case .strongSelf(let origin):
            let carried: SelfUse.Via
            switch via {
            case .explicit: carried = origin == .captureList ? .explicit : origin
            default: carried = via
            }
            for frame in crossed { frame.selfUses.append(SelfUse(location: location, via: carried)) }
        case .plain:
            if !binding.isWeak {
                for frame in crossed { frame.addCapturedVariable(name, at: location) }
            } else if binding.isUnowned {
                for frame in crossed { frame.addUnowned(binding, at: location) }
            }
        case .weakSelf:
            // An unowned `self` of an enclosing closure or an `unowned let` copy: every closure crossed holds it so.
            if binding.isUnowned {
                for frame in crossed { frame.addUnowned(binding, at: location) }
            }
        case .selfMetatype:
            break
        }
        return binding
    }

    /// A bare `reload()` means `self.reload()` when `reload` is a member. Where `[self]` or `guard let self`
    /// allows that, it is a strong capture; under the method's own `self` it proves the closure cannot escape.
    private func useImplicitSelf(member name: String, at location: @autoclosure () -> SourceLocation) {
        guard let selfBinding = scopes.resolve("self") else { return }
        switch selfBinding.kind {
        case .strongSelf:
            use(name: "self", at: location(), from: scopes.depth, via: .implicitMember(name))
        case .selfInstance:
            let crossed = scopes.closuresCrossed(to: selfBinding)
            guard !crossed.isEmpty else { return }
            let location = location()
            for frame in crossed {
                frame.implicitMemberUses.append(NameUse(name: name, location: location))
            }
        case .plain, .weakSelf, .selfMetatype:
            break
        }
    }

    /// The leftmost name of `a.b.c`, `a?.b`, `a[0].b`.
    func rootReference(of expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        var current = Self.unwrapped(expression)
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = Self.unwrapped(base)
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = Self.unwrapped(subscriptCall.calledExpression)
            } else {
                return nil
            }
        }
    }
}
