import LeakwatchCore
import SwiftSyntax

/// The one syntax walk per file: tracks types, functions and scopes, and collects every fact on the way.
final class FactCollector: SyntaxVisitor {
    let lines: LineTable
    /// The run's API catalogue (built-in and configured rows), asked which calls to record.
    let catalog: APICatalog
    var scopes = ScopeStack()
    var contexts: [SelfContext] = []
    var typeFrames: [TypeFrame] = []
    var types: [TypeDeclaration] = []
    var callbacks: [PendingCallback] = []
    var selfArguments: [PendingSelfArgument] = []
    var selfStores: [PendingSelfStore] = []
    var callSiteCache: [SyntaxIdentifier: PendingCallSite] = [:]
    /// Bindings created ahead of their declaration, when a value flows into `let x = …` before `x` is declared.
    var earlyBindings: [SyntaxIdentifier: Binding] = [:]
    /// The methods each type declaration of the file declares, by the declaration's node.
    var declaredMethodNames: [SyntaxIdentifier: Set<String>] = [:]
    var functionFrames: [FunctionFrame] = []
    var pendingFunctions: [PendingFunction] = []
    var methods: [MethodSummary] = []
    var observerCalls: [PendingObserverCall] = []
    /// `lazy var` bindings whose initializer has a scope of its own.
    var lazyBindings: Set<SyntaxIdentifier> = []
    /// Tasks, `for await` loops and sequence providers (`FactCollector+Tasks.swift`).
    let taskTracker = TaskTracker()
    /// Where the file makes instances of named types (`FactCollector+Instances.swift`).
    var instantiations: Set<Instantiation> = []
    /// The storyboard scenes the file makes by identifier (`FileFacts.storyboardScenes`).
    var storyboardScenes: Set<Instantiation> = []
    /// The modules the file imports.
    var imports: [String] = []
    /// The debug-only `#if` conditions around the code being walked, innermost last.
    var debugOnlyConditions: [String] = []
    /// Typealiases of function types declared so far in the file: parameters of those types are closures.
    var closureTypeAliases: Set<String> = []
    /// Whether the file sets a window's root view controller outside a launch method (`FileFacts.replacesWindowRoot`).
    var replacesWindowRoot = false
    /// Whether the file makes a container whose default scope keeps one instance (`FileFacts.setsSingletonDefaultScope`).
    var setsSingletonDefaultScope = false
    /// The variables declared at the file's top level (`FileFacts.globalVariables`).
    var globalVariables: [String] = []
    /// The instance methods of each type that run once per object (`init`, `viewDidLoad()`, a launch method).
    var onceRunMethods: [String: Set<String>] = [:]
    /// Instances made into a property in a helper method, decided once the file's methods are known.
    var helperInstantiations: [(typeName: String, keeper: PendingInstanceKeeper, isScene: Bool)] = []
    /// Instances made into locals of an initializer, with the type being set up (`FactCollector+Instances.swift`).
    var localInstantiations: [(typeName: String, owner: String, local: Binding, atLaunch: Bool)] = []

    /// A type body being walked.
    final class TypeFrame {
        let name: String
        let kind: TypeDeclaration.Kind
        let inherited: [String]
        let location: SourceLocation
        var instanceMethods: [String] = []
        var instanceProperties: [String] = []
        var weakProperties: [String] = []
        var propertyLocations: [String: SourceLocation] = [:]
        var clearedProperties: [String] = []
        var madeProperties: [String] = []
        var computedProperties: [String] = []
        /// The private method each clearing runs in (nil when it is not a private method), and the methods each
        /// method calls: a private method that only `deinit` calls ends no cycle.
        var privateClearingMethods: [String?] = []
        var calls: [String: [String]] = [:]
        var propertyTypes: [String: String] = [:]
        var streamElements: [String: String] = [:]
        /// The element type of collection properties (`[AnyCancellable]`, `Set<AnyCancellable>()`).
        var elementTypes: [String: String] = [:]
        var isEntryPoint = false
        var isDynamicMemberLookup = false
        var controlEventProperties: [String] = []
        var outletProperties: [String] = []
        var collectionProperties: [String] = []
        var singletonProperties: [SingletonAccessor] = []
        var sharedAssignments: [SharedAssignment] = []

        /// The cleared properties, less those cleared only in a private method that only `init` or `deinit`
        /// calls (`deinit { stopMonitor() }`): neither runs while a cycle lasts.
        var clearedPropertiesOutsideDeinit: [String] {
            zip(clearedProperties, privateClearingMethods).compactMap { path, method in
                guard let method else { return path }
                let callers = calls.filter { $0.value.contains(method) }.keys
                return !callers.isEmpty && callers.allSatisfy({ $0 == "deinit" || $0 == "init" }) ? nil : path
            }
        }

        init(name: String, kind: TypeDeclaration.Kind, inherited: [String], location: SourceLocation) {
            self.name = name
            self.kind = kind
            self.inherited = inherited
            self.location = location
        }
    }

    init(lines: LineTable, catalog: APICatalog) {
        self.lines = lines
        self.catalog = catalog
        super.init(viewMode: .sourceAccurate)
    }

    /// Where the piece being walked starts in the file, when the file is walked in pieces (`TopLevelPieces`):
    /// positions in its tree are relative to it.
    private(set) var pieceOffset = 0
    private(set) var isInPieces = false

    /// The next piece starts at `offset`. Nodes of the freed trees of earlier pieces may share identifiers with
    /// this one's: what is remembered by node is forgotten (it never outlives a top-level declaration).
    func startPiece(at offset: Int) {
        isInPieces = true
        pieceOffset = offset
        callSiteCache.removeAll()
        earlyBindings.removeAll()
        declaredMethodNames.removeAll()
        lazyBindings.removeAll()
    }

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        lines.location(of: node.positionAfterSkippingLeadingTrivia.advanced(by: pieceOffset))
    }

    var currentContext: SelfContext {
        var context = contexts.last ?? SelfContext(typeName: nil, declaredKind: nil, isStatic: false)
        context.debugOnlyCondition = debugOnlyConditions.last
        return context
    }

    func finish(path: String) -> FileFacts {
        var facts = FileFacts(
            path: path, language: .swift, types: types, functions: pendingFunctions.map(\.declaration),
            callbacks: callbacks.compactMap(\.callback), selfArguments: selfArguments.map(\.selfArgument),
            observerCalls: observerCalls.map(\.observerCall), methods: methods)
        facts.selfStores = selfStores.map(\.selfStore)
        facts.asyncFacts = taskTracker.facts
        let helpers = resolvedHelperInstantiations()
        facts.instantiations = instantiations.union(resolvedLocalInstantiations()).union(helpers.instances)
            .sorted { $0.sortKey < $1.sortKey }
        facts.storyboardScenes = storyboardScenes.union(helpers.scenes).sorted { $0.sortKey < $1.sortKey }
        facts.imports = imports
        facts.replacesWindowRoot = replacesWindowRoot
        facts.setsSingletonDefaultScope = setsSingletonDefaultScope
        facts.globalVariables = globalVariables
        return facts
    }

    // MARK: Types

    private func enterType(
        _ name: String, _ kind: TypeDeclaration.Kind, inheritance: InheritanceClauseSyntax?,
        whereClause: GenericWhereClauseSyntax?, at node: some SyntaxProtocol
    ) {
        let qualified = kind == .extension ? name : (typeFrames.last.map { "\($0.name).\(name)" } ?? name)
        var inherited = inheritance?.inheritedTypes.map { $0.type.trimmedText } ?? []
        inherited += Self.selfConstraints(whereClause)
        typeFrames.append(TypeFrame(name: qualified, kind: kind, inherited: inherited, location: location(of: node)))
        contexts.append(SelfContext(typeName: qualified, declaredKind: kind, isStatic: false))
        scopes.push(.type)
    }

    private func leaveType() {
        scopes.pop()
        contexts.removeLast()
        guard let frame = typeFrames.popLast() else { return }
        var declaration = TypeDeclaration(
            name: frame.name, kind: frame.kind, inheritedTypes: frame.inherited,
            instanceMethods: frame.instanceMethods, instanceProperties: frame.instanceProperties,
            weakProperties: frame.weakProperties, location: frame.location)
        declaration.clearedProperties = frame.clearedPropertiesOutsideDeinit
        declaration.madeProperties = Array(Set(frame.madeProperties)).sorted()
        declaration.computedProperties = frame.computedProperties
        declaration.sharedAssignments = frame.sharedAssignments
        declaration.propertyTypes = frame.propertyTypes
        declaration.streamElements = frame.streamElements
        declaration.propertyLocations = frame.propertyLocations
        declaration.isEntryPoint = frame.isEntryPoint
        declaration.isDynamicMemberLookup = frame.isDynamicMemberLookup
        declaration.controlEventProperties = frame.controlEventProperties
        declaration.outletProperties = frame.outletProperties
        declaration.collectionProperties = frame.collectionProperties
        declaration.singletonProperties = frame.singletonProperties
        types.append(declaration)
    }

    /// `where Self: AnyObject` makes a protocol extension class-bound.
    private static func selfConstraints(_ clause: GenericWhereClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.requirements.compactMap { requirement in
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                conformance.leftType.trimmedText == "Self"
            else { return nil }
            return conformance.rightType.trimmedText
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .class, inheritance: node.inheritanceClause, whereClause: nil, at: node)
        typeFrames.last?.isEntryPoint = Self.isEntryPoint(node.attributes)
        typeFrames.last?.isDynamicMemberLookup = Self.hasAttribute("dynamicMemberLookup", node.attributes)
        return .visitChildren
    }

    /// `@main`, `@UIApplicationMain`, `@NSApplicationMain`.
    static func isEntryPoint(_ attributes: AttributeListSyntax) -> Bool {
        ["main", "UIApplicationMain", "NSApplicationMain"].contains { hasAttribute($0, attributes) }
    }

    static func hasAttribute(_ name: String, _ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self).map(attributeName) == name }
    }

    /// An attribute's name as written (`main`, `escaping`); a plain name is read from its token, without building
    /// a trimmed copy of the node.
    static func attributeName(_ attribute: AttributeSyntax) -> String {
        if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self),
            identifier.genericArgumentClause == nil
        {
            return identifier.name.text
        }
        return attribute.attributeName.trimmedText
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .struct, inheritance: node.inheritanceClause, whereClause: nil, at: node)
        typeFrames.last?.isEntryPoint = Self.isEntryPoint(node.attributes)
        typeFrames.last?.isDynamicMemberLookup = Self.hasAttribute("dynamicMemberLookup", node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .enum, inheritance: node.inheritanceClause, whereClause: nil, at: node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .actor, inheritance: node.inheritanceClause, whereClause: nil, at: node)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.name.text, .protocol, inheritance: node.inheritanceClause, whereClause: node.genericWhereClause,
            at: node)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.extendedType.trimmedText, .extension, inheritance: node.inheritanceClause,
            whereClause: node.genericWhereClause, at: node)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    // MARK: The walk: every override hands the node to the extension that handles it.

    /// Statements whose bindings (`if let`, `for x in`, `case let`) live only inside them.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { openBlock() }
    override func visitPost(_ node: IfExprSyntax) { scopes.pop() }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { openBlock() }
    override func visitPost(_ node: WhileStmtSyntax) { scopes.pop() }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        noteAwaitLoop(node)
        return openBlock()
    }
    override func visitPost(_ node: ForStmtSyntax) { scopes.pop() }
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { openBlock() }
    override func visitPost(_ node: SwitchCaseSyntax) { scopes.pop() }

    /// Subtrees that hold no fact leakwatch needs: types, attributes, imports, generic clauses, and string
    /// literals without interpolation. Not walking them is most of what keeps the walk cheap.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    /// `#if false … #endif`: code the compiler never sees (kept for reference, switched off) holds no fact.
    /// `#if DEBUG`: code of debug builds only, which the facts inside say.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        if condition.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            || condition.as(IntegerLiteralExprSyntax.self)?.literal.text == "0"
        {
            return .skipChildren
        }
        if let debugOnly = Self.debugOnlyCondition(of: node) { debugOnlyConditions.append(debugOnly) }
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        if Self.debugOnlyCondition(of: node) != nil { debugOnlyConditions.removeLast() }
    }

    /// The condition's text when the `#if` clause compiles its code in debug builds only (`DEBUG`, `!RELEASE`,
    /// `targetEnvironment(simulator)`); its text is built only for those shapes.
    static func debugOnlyCondition(of node: IfConfigClauseSyntax) -> String? {
        guard node.poundKeyword.tokenKind == .poundIf, let condition = node.condition else { return nil }
        let plain = condition.as(PrefixOperatorExprSyntax.self)?.expression ?? condition
        let name =
            plain.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? plain.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name, ["DEBUG", "RELEASE", "targetEnvironment"].contains(name) else { return nil }
        let text = condition.trimmedText
        return APICatalog.isDebugOnlyCondition(text) ? text : nil
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isFunctionType(node.initializer.value) { closureTypeAliases.insert(node.name.text) }
        return .skipChildren
    }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.append(module) }
        return .skipChildren
    }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        node.segments.contains { $0.is(ExpressionSegmentSyntax.self) } ? .visitChildren : .skipChildren
    }

    private func openBlock() -> SyntaxVisitorContinueKind {
        scopes.push(.block)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteSequenceFunction(node)
        return enter(node)
    }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        recordReturn(node)
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        noteSequenceProperty(node)
        return enter(node)
    }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        noteTaskCall(node)
        noteInstantiation(node)
        return enter(node)
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        recordNilCheck(node)
        recordNilAssignment(node)
        recordClearedFlag(node)
        let next = enter(node)
        noteReassignment(node)
        return next
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        enterTask(node)
        return enter(node)
    }
    override func visit(_ node: ClosureCaptureClauseSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    /// `#selector(self.save)` and `#keyPath(self.title)` name a method or a property: they capture nothing.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        APICatalog.isNamingMacro(node.macroName.text) ? .skipChildren : .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node) }
    override func visitPost(_ node: InitializerDeclSyntax) { leave(node) }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leave(node) }
    override func visitPost(_ node: SubscriptDeclSyntax) { leave(node) }
    override func visitPost(_ node: AccessorBlockSyntax) { leave(node) }
    override func visitPost(_ node: PatternBindingSyntax) { leave(node) }
    override func visitPost(_ node: CodeBlockSyntax) { leave(node) }
    override func visitPost(_ node: CatchClauseSyntax) { leave(node) }
    override func visitPost(_ node: OptionalBindingConditionSyntax) { leave(node) }
    override func visitPost(_ node: ClosureExprSyntax) {
        leaveTask(node)
        leave(node)
    }
}
