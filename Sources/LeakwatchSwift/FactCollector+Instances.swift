import LeakwatchCore
import SwiftSyntax

/// Where the file makes instances of named types (`Settings()`, `Popup<Item>(…)`, `Window.init(…)`), and what
/// keeps each: a global, a stored property of the type being set up, or anything else.
extension FactCollector {
    func noteInstantiation(_ call: FunctionCallExprSyntax) {
        guard let typeName = Self.instantiatedTypeName(call.calledExpression) ?? implicitlyInitializedType(call) else {
            noteStoryboardScene(call)
            return
        }
        if let local = localOfInitializer(call) {
            localInstantiations.append((typeName, local.owner, local.binding, local.atLaunch))
            return
        }
        note(typeName, keeper(of: call), isScene: false)
    }

    /// `@NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` in a SwiftUI `App`: the app makes its
    /// delegate, once, into that property.
    func noteDelegateAdaptor(_ attributes: AttributeListSyntax, property: String) {
        guard let type = typeFrames.last else { return }
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                APICatalog.isDelegateAdaptor(Self.attributeName(attribute)),
                case .argumentList(let arguments)? = attribute.arguments,
                let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.tokenKind == .keyword(.self), let base = member.base
            else { continue }
            note(base.trimmedDescription, .keeper(.property(ofType: type.name, name: property)), isScene: false)
        }
    }

    /// Where an instance's keeper goes: known now, or once the file's methods are (a helper method's).
    private func note(_ typeName: String, _ keeper: PendingInstanceKeeper, isScene: Bool) {
        keeper.note(
            typeName, isScene: isScene, instances: &instantiations, scenes: &storyboardScenes,
            helpers: &helperInstantiations)
    }

    /// The instantiations made into a property in a helper method, resolved once every method of the file is
    /// known (`PendingInstanceKeeper.resolved`).
    func resolvedHelperInstantiations() -> (instances: [Instantiation], scenes: [Instantiation]) {
        PendingInstanceKeeper.resolved(helperInstantiations, methods: methods, onceRun: onceRunMethods)
    }

    /// `let provider = Provider(…)` directly in an initializer (or the app's launch method): the local, and the
    /// type being set up, whose property may come to keep the object (`self.provider = provider`) by the end of
    /// the file.
    private func localOfInitializer(_ call: FunctionCallExprSyntax) -> (
        owner: String, binding: Binding, atLaunch: Bool
    )? {
        guard scopes.isInsideCode, let type = typeFrames.last else { return nil }
        var node = Syntax(call)
        while let parent = node.parent, Self.passesValueThrough(parent) { node = parent }
        guard let clause = node.parent?.as(InitializerClauseSyntax.self),
            let pattern = clause.parent?.as(PatternBindingSyntax.self),
            let name = pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let variable = pattern.parent?.parent?.as(VariableDeclSyntax.self),
            variable.parent?.is(MemberBlockItemSyntax.self) != true,
            case let function = enclosingFunction(of: Syntax(variable)), Self.runsOncePerInstance(function)
        else { return nil }
        let local = earlyBindings[pattern.id] ?? Binding(name: name, kind: .plain, depth: scopes.depth)
        earlyBindings[pattern.id] = local
        return (type.name, local, runsOncePerProcess(function) && !Self.isInLoop(Syntax(variable)))
    }

    /// `storyboard.instantiateController(withIdentifier: "Preferences")`: the scene the call makes, named by a
    /// string literal, and what keeps the controller it returns.
    private func noteStoryboardScene(_ call: FunctionCallExprSyntax) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text.hasPrefix("instantiateInitial")
        {
            noteInitialScene(call, member)
            return
        }
        // Asked of every call that makes no type: the kinds of its nodes are tested before any text is built.
        guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            APICatalog.isStoryboardSceneMakerName(member.declName.baseName.text),
            literal.segments.count == 1, let identifier = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return }
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        guard APICatalog.makesStoryboardScene("\(member.declName.baseName.text)(\(labels))") else { return }
        note(identifier.content.text, keeper(of: call), isScene: true)
    }

    /// `NSStoryboard(name: "Preferences", bundle: nil).instantiateInitialController()`, or the same through a local
    /// (`let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)`): the initial controller of that storyboard,
    /// a scene named by the storyboard's file name.
    private func noteInitialScene(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) {
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        guard APICatalog.makesInitialScene("\(member.declName.baseName.text)(\(labels))"), let base = member.base,
            let name = Self.storyboardName(base)
        else { return }
        note(name + ".storyboard", keeper(of: call), isScene: true)
    }

    /// The storyboard an expression opens by name: `NSStoryboard(name: "Preferences", bundle: nil)`, or a local
    /// declared so earlier in an enclosing block of the same function.
    private static func storyboardName(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return storyboardName(opening: call) }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        var node = Syntax(expression)
        while let parent = node.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < node.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap(storyboardName)
                    }
                }
            }
            node = parent
        }
        return nil
    }

    /// `NSStoryboard(name: "Preferences", bundle: nil)`: `Preferences`.
    private static func storyboardName(opening call: FunctionCallExprSyntax) -> String? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            APICatalog.isStoryboardClass(callee.baseName.text), let first = call.arguments.first,
            first.label?.text == "name", let literal = first.expression.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// The instantiations held in locals, once the file shows whether `self` came to keep them.
    func resolvedLocalInstantiations() -> [Instantiation] {
        localInstantiations.map { typeName, owner, local, atLaunch in
            Instantiation(
                typeName: typeName, madeInLocalOf: owner, keptIn: local.keptBySelf ?? local.holder?.keptBySelf,
                atLaunch: atLaunch)
        }
    }

    /// `Store`, `Store<Item>`, `Store.init`, `Module.Store` → `Store`; nil for a function or an enum case.
    static func instantiatedTypeName(_ callee: ExprSyntax) -> String? {
        var callee = callee
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName
            if name.text == "init", name.tokenKind == .keyword(.`init`), let base = member.base {
                return instantiatedTypeName(base)
            }
            // `Outer.Inner(…)`: a method (`view.addSubview(…)`, most calls) names no type, whatever its base.
            guard name.text.startsUppercase, member.base.flatMap(instantiatedTypeName) != nil else { return nil }
            callee = ExprSyntax(member.declName)
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self),
            case .identifier(let name) = reference.baseName.tokenKind, name.startsUppercase
        else { return nil }
        return name
    }

    /// `webView = .init(frame: …)`, `let bag: DisposeBag = .init()`: the type the property or variable declares.
    private func implicitlyInitializedType(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.tokenKind == .keyword(.`init`), let parent = call.parent
        else { return nil }
        if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation.flatMap { Self.nominalTypeName($0.type) }
        }
        guard let elements = parent.as(ExprListSyntax.self), Self.isAssignedValue(Syntax(call), in: elements),
            let target = elements.first.flatMap(assignedProperty)
        else { return nil }
        return typeFrames.last?.propertyTypes[target]
    }

    /// What keeps the instance a call makes: the variable or property its value goes to, through array and
    /// dictionary literals, `try`, `await`, `as` and `!`.
    private func keeper(of call: FunctionCallExprSyntax) -> PendingInstanceKeeper {
        var node = Syntax(call)
        while let parent = node.parent {
            if Self.passesValueThrough(parent) {
                node = parent
            } else if let outer = Self.castOrImmediateClosure(around: node, parent: parent) {
                node = outer
            } else {
                break
            }
        }
        guard let parent = node.parent else { return .other }
        if let scope = containerScope(around: node) { return .keeper(.container(scope: scope)) }
        if let clause = parent.as(InitializerClauseSyntax.self),
            let binding = clause.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        {
            if variable.parent?.is(MemberBlockItemSyntax.self) == true, let type = typeFrames.last {
                if Self.isStatic(variable.modifiers) { return .global }
                type.madeProperties.append(name)
                return .property(ofType: type.name, name: name)
            }
            let isTopLevel = variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            return isTopLevel || Self.isReturnedIntoGlobal(name, declaredBy: variable) ? .global : .other
        }
        // `Manager.shared = Manager(…)` where it is nil (`if Manager.shared == nil { … }`), or in code that runs
        // once per process (`MyApp.globalModel = Model()` in the SwiftUI app's `init`, or in the app delegate's
        // launch method): the type's static property keeps the one instance for the whole run.
        if let elements = parent.as(ExprListSyntax.self), Self.isAssignedValue(node, in: elements),
            let target = elements.first?.as(MemberAccessExprSyntax.self),
            let base = target.base?.as(DeclReferenceExprSyntax.self),
            case .identifier(let typeName) = base.baseName.tokenKind,
            typeName.startsUppercase, scopes.resolve(typeName) == nil,
            Self.isSetOnlyWhenNil(staticPath: [typeName, ".", target.declName.baseName.text], at: parent)
                || runsOncePerProcess(enclosingFunction(of: parent))
        {
            return .keeper(.global)
        }
        // `self.window = Window(…)` in an initializer or the app's launch method, or where the property is nil
        // (`if preferences == nil { preferences = … as? PreferencesWindowController }`); the value may be cast.
        if let elements = parent.as(ExprListSyntax.self), Self.isAssignedValue(node, in: elements),
            let target = elements.first.flatMap(assignedProperty), let type = typeFrames.last
        {
            let function = enclosingFunction(of: parent)
            // `sharedWindow = …` in a class method, where it is nil: the type's static property keeps the one
            // instance for the whole run.
            if let method = function?.as(FunctionDeclSyntax.self), Self.isStatic(method.modifiers) {
                return Self.isSetOnlyWhenNil(target, at: parent) ? .keeper(.global) : .other
            }
            type.madeProperties.append(target)
            if Self.runsOncePerInstance(function) || Self.isSetOnlyWhenNil(target, at: parent) {
                return .property(ofType: type.name, name: target)
            }
            // In another instance method: once per object too when only such methods call it (`viewDidLoad()` →
            // `configureControllers()`), which the whole file shows.
            if let method = function?.as(FunctionDeclSyntax.self), !Self.isStatic(method.modifiers) {
                return .inHelper(type: type.name, property: target, method: method.name.text)
            }
        }
        // Handed on directly in the app's launch method (`UINavigationController(rootViewController: Feed())`),
        // outside loops. The walk up the tree only inside a method of a launch method's name.
        if let member = currentMemberFunction?.name, APICatalog.isLaunchMethodName(member),
            runsOncePerProcess(enclosingFunction(of: parent)), !Self.isInLoop(parent)
        {
            return .keeper(.launch)
        }
        return .other
    }

    /// True when a `for`, `while` or `repeat` loop of the function around the node holds it.
    static func isInLoop(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) {
                return true
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// `static let shared: Store = { let store = Store(); store.onChange = { … }; return store }()`: the local is made
    /// in a closure run at once for the initial value of a static or global variable, and that closure returns it.
    static func isReturnedIntoGlobal(_ name: String, declaredBy variable: VariableDeclSyntax) -> Bool {
        guard let statements = variable.parent?.parent?.as(CodeBlockItemListSyntax.self),
            let closure = statements.parent?.as(ClosureExprSyntax.self),
            let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
            call.arguments.isEmpty, let clause = call.parent?.as(InitializerClauseSyntax.self),
            let outer = clause.parent?.parent?.parent?.as(VariableDeclSyntax.self),
            isStatic(outer.modifiers) || outer.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
            let returned = statements.last?.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return returned.baseName.text == name
    }

    /// `register { NotificationService() }.scope(.application)`: the only statement of a closure that a dependency
    /// container's registration runs, with a scope that keeps one instance for the container's life; the scope as
    /// written.
    private func containerScope(around node: Syntax) -> String? {
        var statement = node
        var returned = false
        if let parent = statement.parent, parent.is(ReturnStmtSyntax.self) {
            statement = parent
            returned = true
        }
        // The closure's only expression, or what it returns from its own body (`register { () -> Repository in
        // let config = …; return Repository(config) }`).
        guard let item = statement.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self), returned || list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self)
        else { return nil }
        var call: FunctionCallExprSyntax?
        if let direct = closure.parent?.as(FunctionCallExprSyntax.self), direct.trailingClosure?.id == closure.id {
            call = direct
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let registration = call else { return nil }
        let registrationName = Self.callee(registration).0
        if APICatalog.isContainerSingletonRegistration(registrationName, imports: imports),
            registration.arguments.isEmpty
        {
            return registrationName + " { … }"
        }
        guard APICatalog.isContainerRegistration(registrationName) else { return nil }
        // The calls chained after the registration (`.implements(P.self).scope(.application)`).
        var current = Syntax(registration)
        var namesScope = false
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
            let name = member.declName.baseName.text
            guard let scopeCall = member.parent?.as(FunctionCallExprSyntax.self),
                scopeCall.calledExpression.id == member.id
            else {
                return APICatalog.isContainerSingletonScope(name) ? name : nil
            }
            // Only a scope call's argument is read as text (`.implements(P.self)` or a closure is not).
            if APICatalog.isContainerScopeCall(name) {
                let written = name + "(" + scopeCall.arguments.map { $0.expression.trimmedDescription }.joined() + ")"
                if APICatalog.isContainerSingletonScope(written) { return written }
                namesScope = true
            }
            current = Syntax(scopeCall)
        }
        // Swinject's `container.register(Service.self) { _ in Service() }` with no scope: the container's default.
        let registersType =
            registration.arguments.first.map {
                $0.label == nil
                    && $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.self)
            } ?? false
        return !namesScope && registersType ? Instantiation.defaultScope : nil
    }

    /// `target = node` or `target = node as? T`.
    private static func isAssignedValue(_ node: Syntax, in elements: ExprListSyntax) -> Bool {
        let items = Array(elements)
        guard items.count == 3 || items.count == 5, items[1].is(AssignmentExprSyntax.self), items[2].id == node.id
        else { return false }
        return items.count == 3 || items[3].is(UnresolvedAsExprSyntax.self)
    }

    /// The expression that hands on the value of `node`: `node as! T` (as written, before folding), or a closure
    /// called at once whose only statement is `node`, or one of whose statements is `return node` (`lazy var x = {
    /// let storyboard = …; return storyboard.instantiateInitialController() as? X }()`).
    private static func castOrImmediateClosure(around node: Syntax, parent: Syntax) -> Syntax? {
        if let elements = parent.as(ExprListSyntax.self), elements.count == 3, elements.first?.id == node.id,
            elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let sequence = parent.parent, sequence.is(SequenceExprSyntax.self)
        {
            return sequence
        }
        var statement = parent
        let isReturned = statement.is(ReturnStmtSyntax.self)
        if isReturned, let item = statement.parent { statement = item }
        // The closure's only expression, or what one of its statements returns (`lazy var window = { let storyboard
        // = …; return storyboard.instantiateInitialController() as? Window }()`).
        guard let item = statement.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self),
            isReturned || list.count == 1, let closure = list.parent?.as(ClosureExprSyntax.self),
            let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
            call.arguments.isEmpty, call.trailingClosure == nil
        else { return nil }
        return Syntax(call)
    }

    /// The assignment is inside `if property == nil { … }` (or `if self.property == nil`) in its function: the
    /// property is set once, however often the method runs.
    private static func isSetOnlyWhenNil(_ property: String, at node: Syntax) -> Bool {
        isInBranchOnly(at: node) { NilChecks.testsOnlyForNil(property, words: $0) }
    }

    /// True when `node` is in the body of an `if` whose one condition only tests that the static property at
    /// `path` (its words) is nil.
    private static func isSetOnlyWhenNil(staticPath path: [String], at node: Syntax) -> Bool {
        isInBranchOnly(at: node) { NilChecks.testsOnlyForNil(staticPath: path, words: $0) }
    }

    /// True when `node` is in the body of an `if` of the same function whose one condition's words pass `test`.
    private static func isInBranchOnly(at node: Syntax, where test: ([String]) -> Bool) -> Bool {
        var child = node
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self)
                || ancestor.is(AccessorBlockSyntax.self)
            {
                return false
            }
            if let branch = ancestor.as(IfExprSyntax.self), branch.body.id == child.id,
                branch.conditions.count == 1, let condition = branch.conditions.first,
                test(condition.tokens(viewMode: .sourceAccurate).map(\.text))
            {
                return true
            }
            child = ancestor
            current = ancestor.parent
        }
        return false
    }

    private static func passesValueThrough(_ node: Syntax) -> Bool {
        // By kind first: asked of every parent on the way up from every call.
        switch node.kind {
        case .arrayElement, .arrayElementList, .arrayExpr, .dictionaryElement, .dictionaryElementList,
            .dictionaryExpr, .tryExpr, .awaitExpr, .forceUnwrapExpr:
            return true
        // `(Store())` and `Store() as Base`: the sequence `x as T` and a one-element tuple.
        case .labeledExprList:
            return node.as(LabeledExprListSyntax.self)?.count == 1 && node.parent?.kind == .tupleExpr
        case .labeledExpr:
            return node.parent?.parent?.kind == .tupleExpr
        case .tupleExpr:
            return node.as(TupleExprSyntax.self)?.elements.count == 1
        default:
            return false
        }
    }

    /// `self.window` or a bare `window` that is no local: the property an assignment sets.
    private func assignedProperty(_ target: ExprSyntax) -> String? {
        if let member = target.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        if let reference = target.as(DeclReferenceExprSyntax.self),
            case .identifier(let name) = reference.baseName.tokenKind,
            scopes.resolve(name) == nil
        {
            return name
        }
        return nil
    }

    /// The function whose body the node is directly in (not through a closure, which may run many times).
    private func enclosingFunction(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) { return nil }
            if node.is(InitializerDeclSyntax.self) || node.is(FunctionDeclSyntax.self)
                || node.is(DeinitializerDeclSyntax.self)
            {
                return node
            }
            current = node.parent
        }
        return nil
    }

    /// The initializer of the app's entry point (a SwiftUI `App`, made once) and an app delegate's launch method
    /// run once per process; a scene delegate's `scene(_:willConnectTo:options:)` runs once per window.
    private func runsOncePerProcess(_ function: Syntax?) -> Bool {
        guard let function, Self.runsOncePerInstance(function) else { return false }
        if function.is(InitializerDeclSyntax.self) { return typeFrames.last?.isEntryPoint == true }
        return function.as(FunctionDeclSyntax.self).map {
            APICatalog.isLaunchMethodName($0.name.text) && $0.name.text != "scene"
        } ?? false
    }

    /// An initializer runs once per instance; so do an app delegate's launch method and the methods the framework
    /// calls once per object (`viewDidLoad`, `windowDidLoad`).
    static func runsOncePerInstance(_ function: Syntax?) -> Bool {
        if function?.is(InitializerDeclSyntax.self) == true { return true }
        if let function = function?.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty,
            APICatalog.runsOncePerObject(function.name.text)
        {
            return true
        }
        // Only a function named like a launch method has its signature's text built.
        guard let function = function?.as(FunctionDeclSyntax.self),
            APICatalog.isLaunchMethodName(function.name.text)
        else { return false }
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        return APICatalog.isLaunchMethod("\(function.name.text)(\(labels))")
    }
}
