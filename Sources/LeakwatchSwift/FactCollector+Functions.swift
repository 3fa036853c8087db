import LeakwatchCore
import SwiftSyntax

/// Functions, accessors and blocks: where `self` and local variables come into scope.
extension FactCollector {
    /// True when the innermost non-block scope is a type body: declarations there are members.
    var isAtMemberLevel: Bool {
        for scope in scopes.scopes.reversed() where scope.kind != .block {
            return scope.kind == .type
        }
        return false
    }

    /// Opens a function-like scope; members get their own `self`, nested functions keep the outer one.
    func enterFunction(isStatic: Bool, isMember: Bool, frame: FunctionFrame? = nil, member: String? = nil) {
        let memberOfType = isMember && !typeFrames.isEmpty
        scopes.push(.function, function: frame)
        if let frame { functionFrames.append(frame) }
        if memberOfType {
            scopes.declare("self", isStatic ? .selfMetatype : .selfInstance)
            var context = currentContext
            context.isStatic = isStatic
            context.member = frame?.name ?? member
            contexts.append(context)
        }
    }

    func leaveFunction(isMember: Bool) {
        if isMember && !typeFrames.isEmpty { contexts.removeLast() }
        if let frame = scopes.scopes.last?.function {
            functionFrames.removeLast()
            // `let entry = { … closure(…) … }; observers[id] = entry`: the parameter goes where the local went.
            for (local, parameter) in frame.parametersInLocalClosures {
                forward(parameter, of: frame, to: local.forwardedDelivery)
            }
            if let declaration = frame.declaration { pendingFunctions.append(declaration) }
            if let typeName = frame.typeName {
                typeFrames.last { $0.name == typeName }?.calls[frame.name, default: []] += frame.calledMethods
                var summary = MethodSummary(
                    typeName: typeName, name: frame.name, calledMethods: frame.calledMethods,
                    location: frame.location, onceFlag: frame.onceFlag, nilChecked: frame.nilChecked)
                summary.clearedFlags = frame.clearedFlags
                summary.parameterLabels = frame.labels
                summary.parameterNames = frame.parameterNames
                methods.append(summary)
            }
        }
        scopes.pop()
    }

    /// The member function around the code being walked (`viewDidLoad`), through nested functions and closures.
    var currentMemberFunction: FunctionFrame? {
        functionFrames.last { $0.typeName != nil }
    }

    private func makeFrame(
        name: String, isMember: Bool, signature: FunctionSignatureSyntax?, at node: some SyntaxProtocol
    ) -> FunctionFrame {
        let labels =
            signature?.parameterClause.parameters.map { parameter -> String? in
                parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            } ?? []
        let frame = FunctionFrame(
            name: name, typeName: isMember ? typeFrames.last?.name : nil, labels: labels,
            returnType: signature?.returnClause?.type.trimmedText, location: location(of: node))
        frame.parameterNames =
            signature?.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text } ?? []
        return frame
    }

    /// `return session.dataTaskPublisher(for: url).map(\.data)…` in the function itself (not in a closure of it).
    func recordReturn(_ node: ReturnStmtSyntax) {
        guard let frame = functionFrames.last, frame.returnType != nil, let expression = node.expression else { return }
        var parent = node.parent
        while let current = parent {
            if current.is(ClosureExprSyntax.self) { return }
            if current.is(FunctionDeclSyntax.self) { break }
            parent = current.parent
        }
        frame.returnedChains.append(Self.upstream(of: expression))
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    func enter(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let member = isAtMemberLevel
        let isStatic = Self.isStatic(node.modifiers)
        if member, !isStatic, let frame = typeFrames.last {
            frame.instanceMethods.append(node.name.text)
            if Self.runsOncePerInstance(Syntax(node)) { onceRunMethods[frame.name, default: []].insert(node.name.text) }
        }
        let frame = makeFrame(name: node.name.text, isMember: member, signature: node.signature, at: node)
        frame.isGlobal = typeFrames.isEmpty && !scopes.isInsideCode
        frame.isPrivate = node.modifiers.contains {
            $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
        }
        if frame.returnType != nil, let body = node.body?.statements, body.count == 1,
            let expression = body.first?.item.as(ExprSyntax.self)
        {
            frame.returnedChains.append(Self.upstream(of: expression))
        }
        // Read for every method whose body opens with `if` or `guard` (after a call to `super`): an appearance
        // method, or a helper it calls, that runs once per object.
        if member, !isStatic, let body = node.body, Self.opensWithCondition(body),
            OnceGuard.mayGuardBody(body.tokens(viewMode: .sourceAccurate).prefix(60).map(\.text))
        {
            frame.onceFlag = OnceGuard.guardFlag(body.tokens(viewMode: .sourceAccurate).map(\.text))
        }
        enterFunction(isStatic: isStatic, isMember: member, frame: frame)
        declareParameters(node.signature.parameterClause.parameters, of: frame)
        return .visitChildren
    }
    func leave(_ node: FunctionDeclSyntax) {
        leaveFunction(isMember: scopes.scopes.dropLast().last?.kind == .type)
    }

    func enter(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let member = isAtMemberLevel
        if member, let type = typeFrames.last { onceRunMethods[type.name, default: []].insert("init") }
        let frame = makeFrame(name: "init", isMember: member, signature: node.signature, at: node)
        enterFunction(isStatic: false, isMember: member, frame: frame)
        declareParameters(node.signature.parameterClause.parameters, of: frame)
        return .visitChildren
    }
    func leave(_ node: InitializerDeclSyntax) {
        leaveFunction(isMember: scopes.scopes.dropLast().last?.kind == .type)
    }

    func enter(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let member = isAtMemberLevel
        enterFunction(
            isStatic: false, isMember: member,
            frame: makeFrame(name: "deinit", isMember: member, signature: nil, at: node))
        return .visitChildren
    }
    func leave(_ node: DeinitializerDeclSyntax) {
        leaveFunction(isMember: scopes.scopes.dropLast().last?.kind == .type)
    }

    func enter(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(isStatic: Self.isStatic(node.modifiers), isMember: isAtMemberLevel)
        declareParameters(node.parameterClause.parameters, of: nil)
        return .visitChildren
    }
    func leave(_ node: SubscriptDeclSyntax) {
        leaveFunction(isMember: scopes.scopes.dropLast().last?.kind == .type)
    }

    /// Computed properties and observers run with `self`; a subscript's accessors are already in scope.
    func enter(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        let variable = node.parent?.parent?.parent?.as(VariableDeclSyntax.self)
        let property = variable?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        if let property, isAtMemberLevel, Self.returnsControlEvents(node) {
            typeFrames.last?.controlEventProperties.append(property)
        }
        enterFunction(
            isStatic: variable.map { Self.isStatic($0.modifiers) } ?? false, isMember: isAtMemberLevel, member: property
        )
        return .visitChildren
    }
    func leave(_ node: AccessorBlockSyntax) {
        leaveFunction(isMember: scopes.scopes.dropLast().last?.kind == .type)
    }

    /// A getter whose one statement returns a chain through RxCocoa's `rx` (`doneButton.rx.tap.asObservable()`),
    /// none of whose closures uses `self`: a subscriber that kept such a closure would keep the control's owner,
    /// and the events would never end (`tableView.rx.itemSelected.map { self.item(at: $0) }`).
    static func returnsControlEvents(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .getter(let statements) = accessors.accessors, statements.count == 1, let item = statements.first,
            let value = item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        else { return false }
        let closuresUseSelf = value.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.self)
                && token.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }) != nil
        }
        return !closuresUseSelf && upstream(of: value).contains(APICatalog.reactiveExtension)
    }

    /// A binding without accessors, or with property observers (`willSet`, `didSet`) alone.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock else { return true }
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.allSatisfy {
            $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }

    /// A getter that makes its value (`let options = PHImageRequestOptions(); …; return options`), finds it by a
    /// loop (up the parent chain) or reads it through a parent link (`parent?.navigationItem`): what it returns is
    /// not an object of `self`'s. One that only reads (a path, a ternary between two stored views,
    /// `queue.sync { _handlers }`) returns what `self` keeps.
    static func computesItsValue(_ binding: PatternBindingSyntax, ofController: Bool = false) -> Bool {
        let body: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: body = statements
        case .accessors(let list)?:
            body = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: body = nil
        }
        guard let body else { return false }
        if readsThroughParentLink(body, ofController: ofController) { return true }
        var previous: TokenSyntax?
        for token in body.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .keyword(.while), .keyword(.for), .keyword(.repeat):
                return true
            case .leftParen:
                // `Options(` or `.init(`: a new value.
                if let name = previous, case .identifier(let text) = name.tokenKind, text.startsUppercase,
                    name.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
                {
                    return true
                }
                if previous?.tokenKind == .keyword(.`init`) { return true }
            default:
                break
            }
            previous = token
        }
        return false
    }

    /// `parent?.navigationItem`, `return self.navigationController?.toolbar`: the getter's one expression is a path
    /// from a link to what shows the object, which it does not own (`parent` only in a view controller). Not a
    /// choice (`parent?.navigationItem ?? navigationItem`), nor more statements.
    static func readsThroughParentLink(_ body: CodeBlockItemListSyntax, ofController: Bool) -> Bool {
        guard body.count == 1, let item = body.first?.item else { return false }
        var expression = (item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression).map(unwrapped)
        var member: String?
        while let access = expression?.as(MemberAccessExprSyntax.self) {
            member = access.declName.baseName.text
            expression = access.base.map(unwrapped)
        }
        guard let root = expression?.as(DeclReferenceExprSyntax.self) else { return false }
        let name = root.baseName.tokenKind == .keyword(.self) ? member : root.baseName.text
        guard let name else { return false }
        return APICatalog.isParentLink(name) || (ofController && name == "parent")
    }

    func makesWeakCollection(_ name: String) -> Bool {
        catalog.entries(named: name).contains { $0.role == .weakRegistry && $0.framework == "Foundation" }
    }

    /// A `lazy var` initializer runs with `self`; other stored property initializers cannot use it.
    func enter(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        let variable = node.parent?.parent?.as(VariableDeclSyntax.self)
        if let variable, variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            globalVariables.append(name)
        }
        if isAtMemberLevel, let variable, !Self.isStatic(variable.modifiers),
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            typeFrames.last?.instanceProperties.append(name)
            // A computed property (`override var delegate: Delegate? { get { _delegate } set { … } }`) holds nothing
            // of its own; one with observers only (`didSet`) is stored.
            if Self.isStored(node) {
                typeFrames.last?.propertyLocations[name] = location(of: node.pattern)
            } else if typeFrames.last?.kind != .protocol,
                Self.computesItsValue(node, ofController: typeFrames.last?.name.hasSuffix("Controller") == true)
            {
                typeFrames.last?.computedProperties.append(name)
            }
            if Self.hasAttribute("IBOutlet", variable.attributes) { typeFrames.last?.outletProperties.append(name) }
            noteDelegateAdaptor(variable.attributes, property: name)
            if Self.holdsMany(node) { typeFrames.last?.collectionProperties.append(name) }
            if let type = node.typeAnnotation.flatMap({ Self.nominalTypeName($0.type) })
                ?? node.initializer.flatMap({ Self.constructedTypeName($0.value) })
            {
                typeFrames.last?.propertyTypes[name] = type
            }
            if let element = Self.elementTypeName(node) { typeFrames.last?.elementTypes[name] = element }
            if let element = node.typeAnnotation.flatMap({ Self.streamElement($0.type) }) {
                typeFrames.last?.streamElements[name] = element
            }
            // A `weak var`, or a collection made to hold its objects weakly (`NSHashTable<…>.weakObjects()`), or an
            // `@NSManaged` relationship: Core Data's context holds and faults it, and breaks its cycles when it
            // refreshes or resets the objects; no code of the object's owns it.
            if variable.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned)
            })
                || node.initializer.map({ Self.upstream(of: $0.value).contains(where: makesWeakCollection) })
                    == true
                || Self.hasAttribute("NSManaged", variable.attributes)
            {
                typeFrames.last?.weakProperties.append(name)
            }
        }
        if isAtMemberLevel, let variable, Self.isStatic(variable.modifiers), let frame = typeFrames.last,
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value, Self.constructs(value, type: frame.name)
        {
            frame.singletonProperties.append(.staticProperty(name))
        }
        if isAtMemberLevel, let variable,
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
        {
            enterFunction(
                isStatic: Self.isStatic(variable.modifiers), isMember: true,
                member: node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text)
            lazyBindings.insert(node.id)
        }
        return .visitChildren
    }
    func leave(_ node: PatternBindingSyntax) {
        if lazyBindings.remove(node.id) != nil {
            leaveFunction(isMember: true)
            return
        }
        guard !isAtMemberLevel, scopes.isInsideCode else { return }
        let variable = node.parent?.parent?.as(VariableDeclSyntax.self)
        declareVariables(
            in: node.pattern, initializer: node.initializer?.value, type: node.typeAnnotation?.type,
            modifiers: variable?.modifiers, isVar: variable?.bindingSpecifier.tokenKind == .keyword(.var),
            declaration: node.id)
    }

    func enter(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        scopes.push(.block)
        return .visitChildren
    }
    func leave(_ node: CodeBlockSyntax) { scopes.pop() }

    func enter(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        scopes.push(.block)
        scopes.declare("error", .plain)
        return .visitChildren
    }
    func leave(_ node: CatchClauseSyntax) { scopes.pop() }

    /// Names bound by `for x in`, `case let x`, tuple patterns: declared where they appear.
    func enter(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        let parentKind = node.parent?.kind
        if parentKind != .patternBinding && parentKind != .optionalBindingCondition, scopes.isInsideCode {
            let binding = scopes.declare(node.identifier.text, .plain)
            if let loop = node.parent?.as(ForStmtSyntax.self) {
                binding.aliasPath = .element(normalized(loop.sequence))
            }
        }
        return .skipChildren
    }

    /// `guard let self`, `if let strongSelf = self`, `if let x = y`.
    func leave(_ node: OptionalBindingConditionSyntax) {
        guard let identifier = node.pattern.as(IdentifierPatternSyntax.self) else { return }
        let name = identifier.identifier.text
        let source = node.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: identifier.identifier))
        // `if let timer, timer.isValid { return }`, `guard let monitor = self.monitor`: a look at the property's nil.
        if let frame = currentMemberFunction, let checked = Self.propertyName(source),
            !frame.nilChecked.contains(checked)
        {
            frame.nilChecked.append(checked)
        }
        let binding = bindingForValue(named: name, source: source, isWeakVariable: false)
        binding.aliasPath = propertyAlias(source)
        // `didSet { guard let oldValue else { return } … }`: the property's previous value.
        if node.initializer == nil, name == "oldValue", let property = Self.propertyObserved(around: node) {
            binding.aliasPath = .member(.selfInstance, property)
        }
        // `guard let observer = observer`: the unwrapped parameter is the parameter, for where the body keeps it;
        // `if let handler = handler`, `if let handler`: the unwrapped closure parameter is followed as the parameter.
        if let reference = source.as(DeclReferenceExprSyntax.self),
            let parameter = scopes.resolve(reference.baseName.text)
        {
            if let function = parameter.closureParameterOf {
                binding.closureParameterOf = function
                binding.closureParameterIndex = parameter.closureParameterIndex
            } else if let function = parameter.parameterOf {
                binding.parameterOf = function
                binding.parameterPosition = parameter.parameterPosition
            }
        }
        // `if let done = self.view?.onDone { done.subscribe … }`: a chain from `done` starts at `self.view.onDone`.
        if binding.kind == .plain, node.initializer != nil, case let chain = chainUpstream(of: source), !chain.isEmpty {
            binding.valueUpstream = chain
        }
        if binding.kind == .plain, let owner = longLivedOwner(source) {
            binding.aliasOwner = owner
            if binding.aliasPath == nil { binding.aliasPath = normalized(source) }
        }
        scopes.declare(binding)
    }

    /// The body's first statement, or its second after `super.…(…)`, is an `if` or a `guard` on a flag (`flag`,
    /// `!flag`, `self.flag`, `flag || …`): a cheap test before the body's words are read.
    static func opensWithCondition(_ body: CodeBlockSyntax) -> Bool {
        func testsFlag(_ conditions: ConditionElementListSyntax) -> Bool {
            guard case .expression(var expression) = conditions.first?.condition else { return false }
            if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
                expression = first
            }
            if let prefix = expression.as(PrefixOperatorExprSyntax.self) { expression = prefix.expression }
            return expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
        }
        for item in body.statements.prefix(2) {
            if let guardStatement = item.item.as(GuardStmtSyntax.self) { return testsFlag(guardStatement.conditions) }
            guard let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            else { return false }
            if let ifExpression = expression.as(IfExprSyntax.self) { return testsFlag(ifExpression.conditions) }
            // Only `super.viewWillAppear(animated)` may come first.
            guard let call = expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) == true
            else { return false }
        }
        return false
    }

    /// Declares the parameters; closure parameters are followed to where the body sends them.
    func declareParameters(_ parameters: FunctionParameterListSyntax, of frame: FunctionFrame?) {
        for (position, parameter) in parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            let escaping = Self.closureEscapes(parameter.type, aliases: closureTypeAliases)
            if let frame, parameter.defaultValue != nil || parameter.ellipsis != nil {
                frame.defaultedPositions.append(position)
            }
            if let frame, let escaping {
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                var closureParameter = PendingClosureParameter(label: label, position: position, isEscaping: escaping)
                // `@StepsBuilder _ builder: () -> [Step]`: a result builder's value is made of what the closure's
                // statements make (closures among them), and goes wherever the function puts it.
                if !parameter.attributes.isEmpty { closureParameter.uses = .elsewhere }
                frame.closureParameters.append(closureParameter)
            }
            guard name != "_" else { continue }
            let binding = scopes.declare(name, .plain)
            binding.isParameter = true
            binding.parameterOf = frame
            binding.parameterPosition = position
            binding.isHostedView = Self.namesHostedView(name: name, type: Self.typeName(parameter.type))
            if let frame, escaping != nil {
                binding.closureParameterOf = frame
                binding.closureParameterIndex = frame.closureParameters.count - 1
            }
        }
    }

    /// Declares `let`/`var` names; an alias of `self` keeps the strength of its declaration.
    private func declareVariables(
        in pattern: PatternSyntax, initializer: ExprSyntax?, type: TypeSyntax?, modifiers: DeclModifierListSyntax?,
        isVar: Bool, declaration: SyntaxIdentifier
    ) {
        guard let identifier = pattern.as(IdentifierPatternSyntax.self) else { return }
        let name = identifier.identifier.text
        let isWeak =
            modifiers?.contains {
                $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned)
            } ?? false
        let binding: Binding
        if let early = earlyBindings.removeValue(forKey: declaration) {
            binding = early
        } else if let initializer {
            binding = bindingForValue(named: name, source: initializer, isWeakVariable: isWeak)
        } else {
            binding = Binding(name: name, kind: .plain, depth: scopes.depth)
        }
        binding.isWeak = binding.isWeak || isWeak
        binding.typeName = type.flatMap(Self.nominalTypeName) ?? initializer.flatMap(Self.constructedTypeName)
        binding.isMadeHere = initializer.flatMap(Self.constructedTypeName) != nil
        if let unowned = modifiers?.first(where: { $0.name.tokenKind == .keyword(.unowned) }) {
            binding.isUnowned = true
            binding.isUnsafe = unowned.detail?.detail.text == "unsafe"
        }
        // The declared type first (`let single: Single<T> = …` completes whatever it is made of), then the
        // chain of the initializer (`let p: AnyPublisher<…> = session.dataTaskPublisher(…)…`).
        let declared = type.flatMap(Self.nominalTypeName).map { [$0] } ?? []
        let chain =
            initializer.map { Self.unwrapped($0).is(FunctionCallExprSyntax.self) ? chainUpstream(of: $0) : [] } ?? []
        if !(declared + chain).isEmpty { binding.valueUpstream = declared + chain }
        // `var actions = self.actions` is a copy to change (`actions.append(…)` leaves the property as it was);
        // `let child = self.child` names the object itself.
        if binding.aliasPath == nil, !isVar, let initializer { binding.aliasPath = propertyAlias(initializer) }
        if let initializer, binding.kind == .plain, let owner = longLivedOwner(initializer) {
            if case .selfProperty = owner, isVar {
                // A copy of a property of `self` to change: not the property.
            } else {
                binding.aliasOwner = owner
                if binding.aliasPath == nil { binding.aliasPath = normalized(initializer) }
            }
        }
        binding.isHostedView =
            Self.namesHostedView(name: "", type: type.map(Self.typeName) ?? "")
            || initializer.map(Self.callsHostedViewSource) == true
        scopes.declare(binding)
    }

    /// A binding for `name = source`: a weak or strong alias when `source` is `self`, a plain one otherwise.
    func bindingForValue(named name: String, source: ExprSyntax, isWeakVariable: Bool) -> Binding {
        let depth = scopes.depth
        guard let reference = source.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self),
            let original = scopes.resolve("self"), original.isSelfLike
        else {
            let binding = Binding(name: name, kind: .plain, depth: depth)
            binding.isWeak = isWeakVariable
            return binding
        }
        if isWeakVariable { return Binding(name: name, kind: .weakSelf, depth: depth) }
        let via: SelfUse.Via = name == "self" ? .rebound : .alias(name)
        return Binding(name: name, kind: .strongSelf(via), depth: depth)
    }

    /// A singleton, a static property or a property of `self` that a local copies: the object outlives the scope.
    func longLivedOwner(_ source: ExprSyntax) -> Owner? {
        var expression = Self.unwrapped(source)
        if let cast = expression.as(AsExprSyntax.self) { expression = Self.unwrapped(cast.expression) }
        guard expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) else {
            return nil
        }
        switch owner(of: expression) {
        case .resolved(let owner):
            switch owner {
            case .shared, .selfProperty: return owner
            default: return nil
            }
        case .local(let binding, let path):
            guard let alias = binding.aliasOwner else { return nil }
            return Self.extend(alias, by: String(path.dropFirst(binding.name.count)))
        }
    }

    /// `center` + `.x` on an alias of `NotificationCenter.default` is `NotificationCenter.default.x`.
    static func extend(_ owner: Owner, by rest: String) -> Owner {
        guard !rest.isEmpty else { return owner }
        switch owner {
        case .shared(let path): return .shared(path + rest)
        case .selfProperty(let path): return .selfProperty(path.extended(byWritten: rest))
        default: return owner
        }
    }

    /// `self.token` for a variable that copies a property of `self`, so that removing it removes the property.
    func propertyAlias(_ source: ExprSyntax) -> ValueRef? {
        let value = normalized(source)
        return value.root == .selfInstance && value != .selfInstance ? value : nil
    }

    /// Cells and reusable views belong to a table or collection view that `self` shows.
    /// The last name of a type (`UITableViewCell` for `UITableViewCell?`) without rendering the whole type.
    static func typeName(_ type: TypeSyntax) -> String {
        var token = type.lastToken(viewMode: .sourceAccurate)
        while let current = token, current.position >= type.position {
            if case .identifier(let text) = current.tokenKind { return text }
            token = current.previousToken(viewMode: .sourceAccurate)
        }
        return ""
    }

    /// `Results<Item>?`, `Module.Service!` → `Results`, `Service`; nil for arrays, tuples, functions.
    /// `var tokens: [NSObjectProtocol]`, `var observers = [String: Any]()`, `var bag: Set<AnyCancellable> = []`,
    /// `var monitors = [Any]()`: a property declared or made as a collection.
    static func holdsMany(_ binding: PatternBindingSyntax) -> Bool {
        if var type = binding.typeAnnotation?.type {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
            if let identifier = type.as(IdentifierTypeSyntax.self) {
                return APICatalog.isCollectionType(identifier.name.text)
            }
            return false
        }
        guard let value = binding.initializer?.value else { return false }
        if value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) { return true }
        if let call = value.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self)
                || call.calledExpression.as(DeclReferenceExprSyntax.self).map {
                    APICatalog.isCollectionType($0.baseName.text)
                } == true
        }
        return false
    }

    /// The element type of an array or a set, written (`[Token]`, `Set<Token>?`) or made (`[Token]()`,
    /// `Set<Token>()`).
    static func elementTypeName(_ binding: PatternBindingSyntax) -> String? {
        if var type = binding.typeAnnotation?.type {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            if let array = type.as(ArrayTypeSyntax.self) { return nominalTypeName(array.element) }
            if let identifier = type.as(IdentifierTypeSyntax.self), ["Set", "Array"].contains(identifier.name.text),
                let argument = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self)
            {
                return nominalTypeName(argument)
            }
            return nil
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1 {
            return array.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
            let base = generic.expression.as(DeclReferenceExprSyntax.self),
            ["Set", "Array"].contains(base.baseName.text),
            let argument = generic.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self)
        {
            return nominalTypeName(argument)
        }
        return nil
    }

    /// The element of `AsyncStream<Event>`, `AsyncThrowingStream<Event, Error>` and their `.Continuation`, as
    /// written without spaces (`Event`, `Event,Error`).
    static func streamElement(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return streamElement(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return streamElement(forced.wrappedType) }
        if let member = type.as(MemberTypeSyntax.self), member.name.text == "Continuation" {
            return streamElement(member.baseType)
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self),
            AsyncSequences.streamBuilders.contains(identifier.name.text),
            let arguments = identifier.genericArgumentClause?.arguments
        else { return nil }
        return arguments.trimmedDescription.filter { !$0.isWhitespace }
    }

    static func nominalTypeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return nominalTypeName(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return nominalTypeName(forced.wrappedType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }

    /// `Store()`, `Store(config: x)`, `Self()`, `.init()` make an instance of the type `Store`.
    static func constructs(_ expression: ExprSyntax, type: String) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text == "init"
        }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.text
        return name == "Self" || name == type.split(separator: ".").last.map(String.init)
    }

    /// `Service()`, `Service(api: x)`, `Service.shared` → `Service`.
    static func constructedTypeName(_ expression: ExprSyntax) -> String? {
        var current = expression
        if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
        if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
        guard let reference = current.as(DeclReferenceExprSyntax.self),
            case .identifier(let name) = reference.baseName.tokenKind, name.startsUppercase
        else { return nil }
        return name
    }

    static func namesHostedView(name: String, type: String) -> Bool {
        let type = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
        return type.hasSuffix("Cell") || type.hasSuffix("ReusableView") || type.hasSuffix("HeaderFooterView")
            || name.lowercased().hasSuffix("cell")
    }

    /// `tableView.dequeueReusableCell(…) as! Cell`: one of the first few names starts like a table's cell source.
    static func callsHostedViewSource(_ initializer: ExprSyntax) -> Bool {
        for token in initializer.tokens(viewMode: .sourceAccurate).prefix(12) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if APICatalog.makesHostedView(name) { return true }
        }
        return false
    }

    /// nil when the type is not visibly a function type; an optional closure always escapes. `aliases`: names
    /// the file declares as typealiases of function types (`typealias Listener = (T) -> Void`).
    static func closureEscapes(_ type: TypeSyntax, aliases: Set<String> = []) -> Bool? {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let escaping = attributed.attributes.contains {
                $0.as(AttributeSyntax.self).map(FactCollector.attributeName) == "escaping"
            }
            // `@escaping` applies only to closures: `@escaping CloudProgress` names one through a typealias.
            return closureEscapes(attributed.baseType, aliases: aliases).map { $0 || escaping }
                ?? (escaping ? true : nil)
        }
        if type.is(FunctionTypeSyntax.self) { return false }
        if let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil,
            aliases.contains(named.name.text)
        {
            return false
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return closureEscapes(optional.wrappedType, aliases: aliases).map { _ in true }
        }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return closureEscapes(optional.wrappedType, aliases: aliases).map { _ in true }
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return closureEscapes(only.type, aliases: aliases)
        }
        return nil
    }

    /// `typealias Listener = (T) -> Void` (also `@Sendable`, in parentheses): a parameter of that type is a
    /// closure.
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunctionType(only.type)
        }
        return type.is(FunctionTypeSyntax.self)
    }
}

extension FactCollector {
    /// `timer` of `timer` or `self.timer`; nil for anything else.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `started = false`, `self.reachability = nil`: a flag set back, for the member function around it, in its
    /// body or in a closure of it (a completion that ends a load). Only a three-part assignment of `false` or nil
    /// is read.
    func recordClearedFlag(_ node: SequenceExprSyntax) {
        let elements = node.elements
        guard elements.count == 3, let value = elements.last,
            value.is(NilLiteralExprSyntax.self)
                || value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
            elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let frame = currentMemberFunction
        else { return }
        for flag in OnceGuard.clearedFlags(node.tokens(viewMode: .sourceAccurate).map(\.text))
        where !frame.clearedFlags.contains(flag) {
            frame.clearedFlags.append(flag)
        }
    }

    /// `timer == nil`, `self.monitor != nil`, `timer?.isValid == true`: a look at a property's old value (nil, or a
    /// timer's validity), for the member function around it. Only a three-part sequence with a nil literal, or a
    /// Boolean literal after `isValid`, is read, so the cost is one check a sequence.
    func recordNilCheck(_ node: SequenceExprSyntax) {
        let elements = node.elements
        guard elements.count == 3, let frame = currentMemberFunction,
            let operation = elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
            operation.operator.text == "==" || operation.operator.text == "!=",
            elements.contains(where: { $0.is(NilLiteralExprSyntax.self) })
                || (elements.last?.is(BooleanLiteralExprSyntax.self) == true
                    && elements.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "isValid")
        else { return }
        for name in NilChecks.names(in: node.tokens(viewMode: .sourceAccurate).map(\.text))
        where !frame.nilChecked.contains(name) {
            frame.nilChecked.append(name)
        }
    }
}
