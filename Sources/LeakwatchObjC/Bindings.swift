import LeakwatchCore

/// A local variable, parameter or `self` of the method being walked, found by its declaration's offset (clang has
/// already resolved every name, so no scope lookup by spelling is needed).
final class Binding {
    typealias Kind = BindingKind

    let name: String
    var kind: Kind
    /// How many blocks enclose the declaration: a use from deeper blocks captures it.
    let blockDepth: Int
    var isWeak = false
    /// An `__unsafe_unretained` variable: a block that uses it may outlive its object, and nothing checks.
    /// Declared `__block`: a block sees what is stored in it later, not the value it had when the block was made.
    var isBlockVariable = false
    var isUnsafeUnretained = false
    var isParameter = false
    /// The position of a method's object parameter, to follow where the method keeps it (`parameterSinks`).
    var parameterPosition: Int?
    /// The class a local is made of (`[Entry new]`, `[[Entry alloc] init…]`), for what is stored in its properties.
    var madeOf: String?
    /// The class a local is declared with (`GBTask *task`), nil for `id` and blocks.
    var declaredType: String?
    var holdsClosure = false
    var holdsCallResult = false
    var forwardedDelivery: PendingDelivery?
    var keptBySelf: StoragePath?
    /// The storing call that handed the value to `keptBySelf` (see `TrackedLocal.keptThrough`).
    var keptThrough: StoringCall?
    /// The local whose object the code stores this one's value into (see `TrackedLocal.holder`).
    var holder: Binding?
    var aliasPath: ValueRef?
    /// A local that names an object living for the process (`NSNotificationCenter *nc = [NSNotificationCenter
    /// defaultCenter];`): its path, so that the local is that object and not one created in the scope.
    var sharedPath: String?
    /// A local that opens a storyboard by name (`[NSStoryboard storyboardWithName:@"Settings" bundle:nil]`): that
    /// name, for the initial controller the code makes of it.
    var storyboardName: String?
    var useCount = 0
    /// For a block parameter of the method being walked: its index among the method's block parameters.
    var closureParameterIndex: Int?
    /// The statement list that declares the local: an assignment among those same statements gives it a new value
    /// for good; one in a branch (a `switch` case) may not run.
    var declaringList: ObjectIdentifier?

    init(name: String, kind: Kind, blockDepth: Int) {
        self.name = name
        self.kind = kind
        self.blockDepth = blockDepth
    }

    /// The same variable holding a new value (`info = [self defineControl:…]` after an earlier `info = …`): what
    /// the code later does with it (`_aiModelInfo = info`) says nothing of the earlier value.
    func reassigned() -> Binding {
        let fresh = Binding(name: name, kind: kind, blockDepth: blockDepth)
        fresh.isWeak = isWeak
        fresh.isUnsafeUnretained = isUnsafeUnretained
        fresh.declaredType = declaredType
        fresh.declaringList = declaringList
        fresh.useCount = useCount
        return fresh
    }

}

/// The captures of one block, filled while its body is walked.
final class BlockFrame {
    var selfUses: [SelfUse] = []
    var capturedVariables: [NameUse] = []
    private var capturedNames: Set<String> = []
    /// The offset of `@strongify(self)` in this block: from there on `self` is a strong local of the block.
    var strongifyOffset: Int?
    /// The strong local that `@strongify(self)` declares.
    var strongified: Binding?
    /// The block uses a `__weak` copy of `self` made outside it (`weakSelf`).
    var capturesSelfWeakly = false
    /// `__unsafe_unretained` variables the block uses, made outside it (`unsafeSelf`): first use of each.
    var unownedCaptures: [UnownedCapture] = []
    /// The block sends `invalidate` to its own parameter (a repeating timer that stops itself), or removes the
    /// observer its registration returned (`[center removeObserver:observer]`).
    var endsItsRegistration = false
    /// The block removes the observer its registration returned (`TokenEnding` in `Walker+Calls.swift`).
    var removesItsOwnToken = false
    /// The block literal, to tell which registration it was given to.
    var node: Node?

    func addCapturedVariable(_ name: String, at location: SourceLocation) {
        if capturedNames.insert(name).inserted { capturedVariables.append(NameUse(name: name, location: location)) }
    }

    func addUnowned(_ binding: Binding, at location: SourceLocation) {
        guard !unownedCaptures.contains(where: { $0.name == binding.name }) else { return }
        unownedCaptures.append(
            UnownedCapture(name: binding.name, isSelf: binding.isSelfLike, isUnsafe: true, location: location))
    }

    var captures: ClosureCaptures {
        var captures = ClosureCaptures(
            selfUses: selfUses, capturedVariables: capturedVariables, implicitMemberUses: [],
            capturesSelfWeakly: capturesSelfWeakly)
        captures.endsItsRegistration = endsItsRegistration
        captures.removesItsOwnToken = removesItsOwnToken
        captures.unownedCaptures = unownedCaptures
        return captures
    }

    var capturesAnything: Bool {
        !selfUses.isEmpty || !capturedVariables.isEmpty || capturesSelfWeakly || !unownedCaptures.isEmpty
    }
}

/// The method whose body is walked.
final class MethodFrame {
    let name: String
    let context: SelfContext
    let location: SourceLocation
    var calledMethods: [String] = []
    let selfBinding: Binding
    /// The method as the project function callers resolve to, with its block parameters and where they go.
    var declaration: (name: String, labels: [String?], returnType: String?)?
    var closureParameters: [PendingClosureParameter] = []
    /// `-init…` and an app delegate's launch method: what they store, the object keeps for its whole life.
    var runsOncePerInstance = false
    /// An app or scene delegate's launch method (`application:didFinishLaunchingWithOptions:`).
    var isLaunchMethod = false
    /// An app delegate's launch method, which runs once per process; not a scene delegate's
    /// `scene:willConnectToSession:options:`, which runs once per window.
    var runsOncePerProcess = false
    /// Where the method keeps its object parameters, by position (`FunctionDeclaration.parameterSinks`).
    var parameterSinks: [Int: [ParameterSink]] = [:]

    func forward(_ index: Int, _ forwarding: PendingForwarding) { closureParameters.forward(index, forwarding) }

    /// A use of the closure parameter that keeps nothing (`followed`) or that no forwarding describes.
    func recordUse(_ index: Int, followed: Bool) { closureParameters.recordUse(index, followed: followed) }

    func functionDeclaration(owner: String?) -> FunctionDeclaration? {
        guard let declaration else { return nil }
        var function = FunctionDeclaration(
            name: declaration.name, owner: owner, labels: declaration.labels,
            closureParameters: closureParameters.map(\.parameter), returnType: declaration.returnType,
            location: location)
        function.parameterSinks = parameterSinks
        return function
    }

    init(name: String, context: SelfContext, location: SourceLocation, selfBinding: Binding) {
        self.name = name
        self.context = context
        self.location = location
        self.selfBinding = selfBinding
    }
}
