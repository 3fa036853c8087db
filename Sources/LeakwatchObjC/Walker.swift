import CClang
import LeakwatchCore

/// One walk over the tree of one file: tracks the class, method and blocks around each node, and collects every
/// fact on the way, in the shapes the Swift front end gives them.
final class Walker {
    let tokens: TokenList
    let lines: LineTable
    /// The run's API catalogue (built-in and configured rows), asked which messages to record.
    let catalog: APICatalog
    var types: [TypeDeclaration] = []
    var callbacks: [PendingCallback] = []
    var selfArguments: [PendingSelfArgument] = []
    var selfStores: [PendingSelfStore] = []
    var observerCalls: [PendingObserverCall] = []
    var methods: [MethodSummary] = []
    var functions: [FunctionDeclaration] = []
    /// Properties emptied by the methods of the implementation being walked.
    var clearedProperties: [String] = []
    /// The properties the `@implementation` being walked sets to objects it makes (`TypeDeclaration.madeProperties`).
    var madeProperties: Set<String> = []
    /// Properties of singletons and globals the current class's methods set to something other than a block.
    var sharedAssignments: [SharedAssignment] = []
    var method: MethodFrame?
    /// Whether the file sets a window's root view controller outside a launch method (`FileFacts.replacesWindowRoot`).
    var replacesWindowRoot = false
    /// The instance methods of each type that run once per object (`init…`, `viewDidLoad`, a launch method).
    var onceRunMethods: [String: Set<String>] = [:]
    /// Instances made into a property in a helper method, decided once the file's methods are known.
    var helperInstantiations: [(typeName: String, keeper: PendingInstanceKeeper, isScene: Bool)] = []
    var blocks: [BlockFrame] = []
    /// Locals and parameters by the offset of their declaration.
    var bindings: [Int: Binding] = [:]
    var callSiteCache: [ObjectIdentifier: PendingCallSite] = [:]
    var shapeCache: [ObjectIdentifier: MessageShape] = [:]
    /// The class or category whose methods are walked, for `self`.
    var typeContext: SelfContext?
    /// Instance variables declared in this file (`@interface {}`, `@implementation {}`, class extensions): a bare
    /// `x` that names one is `self`'s storage even where clang lost the expression.
    var ivarNames: Set<String> = []
    /// The instance variables the file's `@synthesize` statements name (`@synthesize sheet;`, `@synthesize
    /// document = document_;`): where the class's header was not parsed, clang sees them as undeclared names.
    let synthesizedIvars: Set<String>
    /// Where the file makes instances of named classes (`Walker+Instances.swift`).
    var instantiations: Set<Instantiation> = []
    /// The storyboard scenes the file makes by identifier (`FileFacts.storyboardScenes`).
    var storyboardScenes: Set<Instantiation> = []
    /// The properties each class's methods set to a collection that holds its objects weakly
    /// (`self.delegates = [NSPointerArray weakObjectsPointerArray]`): they own none of what they hold.
    var weakCollectionProperties: [String: Set<String>] = [:]
    /// Instances made into locals of an initializer, with the class being set up (`Walker+Instances.swift`).
    var localInstantiations: [(typeName: String, owner: String, local: Binding, atLaunch: Bool)] = []
    /// The file manages memory by hand (its project compiles it without ARC, or it sends `[super dealloc]` or
    /// `release`, which ARC forbids): there a block does not retain the object a `__block` variable holds, and a
    /// property declared without an ownership attribute assigns.
    let isManualReferenceCounting: Bool

    /// `countsReferencesByHand`: the file's Xcode project compiles it without ARC.
    init(tokens: TokenList, lines: LineTable, catalog: APICatalog, countsReferencesByHand: Bool = false) {
        self.catalog = catalog
        self.tokens = tokens
        self.lines = lines
        isManualReferenceCounting = countsReferencesByHand || Self.countsReferencesByHand(tokens.tokens)
        synthesizedIvars = Self.synthesizedIvars(tokens.tokens)
    }

    /// A method's name as its callers' sends are named: `init` for an initializer, but an init-family selector
    /// that returns nothing (`- (void)initRenderer`) is a method like any other, named by its first piece.
    static func declaredMethodName(_ node: Node) -> String {
        let name = SelectorNames.methodName(node.spelling)
        guard name == "init", Node.string(clang_getTypeSpelling(clang_getCursorResultType(node.cursor))) == "void"
        else { return name }
        return SelectorNames.firstPiece(node.spelling)
    }

    /// True when the message's method, as the parse declares it, returns `void`.
    static func sendsMethodReturningNothing(_ node: Node) -> Bool {
        let target = clang_getCursorReferenced(node.cursor)
        guard clang_Cursor_isNull(target) == 0, clang_getCursorKind(target) == CXCursor_ObjCInstanceMethodDecl else {
            return false
        }
        return Node.string(clang_getTypeSpelling(clang_getCursorResultType(target))) == "void"
    }

    /// The instance variable each `@synthesize` names: the name after `=`, else the property's own.
    static func synthesizedIvars(_ tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        var index = 1
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].text == "synthesize", tokens[index - 1].text == "@" else { continue }
            var last: String?
            while index + 1 < tokens.count, tokens[index + 1].text != ";", tokens[index + 1].text != "@" {
                index += 1
                let token = tokens[index]
                if token.text == "," {
                    if let last { names.insert(last) }
                    last = nil
                } else if token.kind == .identifier {
                    last = token.text
                }
            }
            if let last { names.insert(last) }
        }
        return names
    }

    /// A name the parse declared only as a stand-in (its header was not there) that stands for an instance
    /// variable of `self` in an instance method: `_name`, `name_`, or one a `@synthesize` names.
    func namesStandInIvar(_ name: String) -> Bool {
        guard let method, !method.context.isStatic, name.count > 1 else { return false }
        return name.hasPrefix("_") || name.hasSuffix("_") || synthesizedIvars.contains(name)
    }

    /// `[super dealloc]` somewhere in the file.
    /// True when the file counts references by hand: it sends `[super dealloc]`, `release`, `retain` or
    /// `autorelease`, which ARC forbids.
    static func countsReferencesByHand(_ tokens: [Token]) -> Bool {
        tokens.indices.dropFirst().dropLast().contains { index in
            let text = tokens[index].text
            if text == "super" { return tokens[index - 1].text == "[" && tokens[index + 1].text == "dealloc" }
            return (text == "release" || text == "retain" || text == "autorelease") && tokens[index + 1].text == "]"
                && tokens[index - 1].text != "["
        }
    }

    func location(_ offset: Int) -> SourceLocation { lines.location(ofOffset: offset) }

    var currentContext: SelfContext {
        method?.context ?? typeContext ?? SelfContext(typeName: nil, declaredKind: nil, isStatic: false)
    }

    func finish(path: String, lineCount: Int) -> FileFacts {
        for index in types.indices {
            let weak = weakCollectionProperties[types[index].name] ?? []
            types[index].weakProperties += weak.subtracting(types[index].weakProperties).sorted()
        }
        var facts = FileFacts(
            path: path, language: .objectiveC, types: types, functions: functions,
            callbacks: callbacks.compactMap(\.callback), selfArguments: selfArguments.map(\.selfArgument),
            observerCalls: observerCalls.map(\.observerCall), methods: methods, lineCount: lineCount)
        let helpers = resolvedHelperInstantiations()
        facts.instantiations = instantiations.union(resolvedLocalInstantiations()).union(helpers.instances)
            .sorted { $0.sortKey < $1.sortKey }
        facts.storyboardScenes = storyboardScenes.union(helpers.scenes).sorted { $0.sortKey < $1.sortKey }
        facts.selfStores = selfStores.map(\.selfStore)
        facts.replacesWindowRoot = replacesWindowRoot
        return facts
    }

    // MARK: The walk

    func walk(_ node: Node) {
        switch node.kind {
        case CXCursor_ObjCInterfaceDecl, CXCursor_ObjCCategoryDecl, CXCursor_ObjCProtocolDecl:
            declareInterface(node)
        case CXCursor_ObjCImplementationDecl, CXCursor_ObjCCategoryImplDecl:
            enterImplementation(node)
        case CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl:
            enterMethod(node)
        case CXCursor_FunctionDecl:
            enterFunction(node)
        case CXCursor_BlockExpr:
            enterBlock(node)
        case CXCursor_VarDecl:
            enterVariable(node)
        case CXCursor_ObjCSelfExpr:
            useSelf(at: Self.reportedOffset(of: node))
        case CXCursor_DeclRefExpr:
            useReference(node)
        case CXCursor_ObjCMessageExpr:
            enterMessage(node)
        case CXCursor_ObjCForCollectionStmt:
            enterLoop(node)
        case CXCursor_BinaryOperator, CXCursor_UnexposedExpr, CXCursor_CallExpr:
            noteWindowRoot(node)
            noteClearing(node)
            noteSelfStore(node)
            noteReassignment(node)
            node.children.forEach(walk)
        default:
            node.children.forEach(walk)
        }
    }

    /// `for (id token in self.tokens)`: the element stands for `self.tokens[]` in removals.
    private func enterLoop(_ node: Node) {
        guard node.children.count >= 2 else { return node.children.forEach(walk) }
        let element = node.children[0]
        walk(element)
        let collection = node.children[1]
        let declaration = element.kind == CXCursor_DeclStmt ? element.children.first : element
        if let offset = declaration?.offset, let binding = bindings[offset] {
            binding.aliasPath = .element(normalized(collection, range: collection.start..<collection.end))
        }
        node.children.dropFirst().forEach(walk)
    }

    /// An implicit `self` (of `_count`) has no location: it is reported at the ivar it reaches.
    static func reportedOffset(of node: Node) -> Int {
        var current: Node? = node
        while let candidate = current {
            if let offset = candidate.offset { return offset }
            current = candidate.parent
        }
        return node.start
    }

    /// Read for every instance method whose body opens with an `if` (after a call to `super`): an appearance
    /// method, or a helper it calls (`load`), that runs once per object.
    private func onceFlag(_ node: Node, name: String, isStatic: Bool) -> String? {
        guard !isStatic, let body = node.children.first(where: { $0.kind == CXCursor_CompoundStmt }) else {
            return nil
        }
        let words = tokens.slice(body.start, body.end)
        guard OnceGuard.mayGuardBody(words.prefix(40).map(\.text)) else { return nil }
        return OnceGuard.guardFlag(words.map(\.text))
    }

    /// The flags the body sets back (`_started = NO;`, `self.reachability = nil;`).
    private func clearedFlags(_ node: Node) -> [String] {
        guard let body = node.children.first(where: { $0.kind == CXCursor_CompoundStmt }) else { return [] }
        return OnceGuard.clearedFlags(tokens.slice(body.start, body.end).map(\.text))
    }

    /// The properties and ivars the body compares with nil (`if (!_timer)`, `self.monitor == nil`).
    private func nilChecks(_ node: Node) -> [String] {
        guard let body = node.children.first(where: { $0.kind == CXCursor_CompoundStmt }) else { return [] }
        return NilChecks.names(in: tokens.slice(body.start, body.end).map(\.text))
    }

    private func enterMethod(_ node: Node) {
        guard let typeContext, node.children.contains(where: { $0.kind == CXCursor_CompoundStmt }) else { return }
        let isStatic = node.kind == CXCursor_ObjCClassMethodDecl
        let name = Self.declaredMethodName(node)
        var context = typeContext
        context.isStatic = isStatic
        context.member = name
        let selfBinding = Binding(name: "self", kind: isStatic ? .selfMetatype : .selfInstance, blockDepth: 0)
        let frame = MethodFrame(
            name: name, context: context, location: location(node.offset ?? node.start), selfBinding: selfBinding)
        frame.isLaunchMethod = !isStatic && APICatalog.isLaunchMethod(node.spelling)
        frame.runsOncePerProcess = frame.isLaunchMethod && !node.spelling.hasPrefix("scene:")
        frame.runsOncePerInstance =
            !isStatic && (name == "init" || frame.isLaunchMethod || APICatalog.runsOncePerObject(node.spelling))
        if frame.runsOncePerInstance, let typeName = context.typeName {
            onceRunMethods[typeName, default: []].insert(name)
        }
        method = frame
        bindings = [:]
        declareParameters(of: node)
        if let typeName = context.typeName { declareFunction(node, frame: frame, typeName: typeName) }
        node.children.forEach(walk)
        if let typeName = context.typeName {
            var summary = MethodSummary(
                typeName: typeName, name: name, calledMethods: frame.calledMethods, location: frame.location,
                onceFlag: onceFlag(node, name: name, isStatic: isStatic), nilChecked: nilChecks(node))
            summary.clearedFlags = clearedFlags(node)
            // Labels as a send of the selector names them, so that `[self.model bindView:self]` finds its parameter.
            summary.parameterLabels = SelectorNames.swiftName(node.spelling).labels
            summary.parameterNames = node.children.filter { $0.kind == CXCursor_ParmDecl }.map(\.spelling)
            methods.append(summary)
            // Methods with a block parameter, or that keep an object parameter somewhere (a registry's `subscribe:`).
            if !frame.closureParameters.isEmpty || !frame.parameterSinks.isEmpty,
                let function = frame.functionDeclaration(owner: typeName)
            {
                functions.append(function)
            }
        }
        method = nil
    }

    /// A C function: its blocks have no `self`, but their other captures still count.
    private func enterFunction(_ node: Node) {
        let saved = method
        method = nil
        declareParameters(of: node)
        node.children.forEach(walk)
        method = saved
    }

    private func declareParameters(of node: Node) {
        for (position, child) in node.children.filter({ $0.kind == CXCursor_ParmDecl }).enumerated() {
            guard let offset = child.offset else { continue }
            let binding = Binding(name: child.spelling, kind: .plain, blockDepth: blocks.count)
            binding.isParameter = true
            binding.parameterPosition = position
            binding.declaredType = Self.typeName(child.typeSpelling)
            bindings[offset] = binding
        }
    }
}
