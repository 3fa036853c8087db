import LeakwatchCore

/// Who keeps a callback alive for as long as `self` lives, or longer. Shared by the capture rules.
struct Retention: Hashable, Sendable {
    enum Holder: Hashable, Sendable {
        /// A registry outside `self` that keeps the closure until explicitly undone.
        case registry(Phrase)
        /// Something `self` stores: `self.cancellables`, `self.timer`.
        case selfStorage(StoragePath)
        /// An object `self` owns, whose property keeps the closure; `reason` says how `self` owns it, and
        /// `keptIn` where `self` keeps it, when a property of `self`'s does.
        case ownedObject(target: Phrase, reason: Phrase, keptIn: StoragePath?)
        /// A singleton or static property.
        case shared(String)
    }

    /// What receives the callback: `sink`, `child.isCompleted`, `self.buttons[].onTap`.
    var receiver: String
    /// The receiver as messages quote it: `'onTap' of each element of 'self.buttons'`.
    var receiverWords: Phrase
    /// True for a property assignment, false for a call argument.
    var isProperty: Bool
    var holder: Holder

    /// The retention of a callback through its delivery, or nil when nothing that lives with `self` keeps it.
    static func of(_ callback: Callback, index: ProjectIndex) -> Retention? {
        guard let retention = delivered(callback, index: index) else { return nil }
        // Kept in what a computed property returns (`drawerViewController.drawerView`, the drawer up the parent
        // chain): found or made each time, not kept by `self`.
        if let path = retention.keptIn, let first = path.firstProperty, let typeName = callback.context.typeName,
            index.isComputedProperty(first, in: typeName)
        {
            return nil
        }
        return retention
    }

    /// Where `self` keeps what keeps the callback, when a path of its own does.
    private var keptIn: StoragePath? {
        switch holder {
        case .selfStorage(let path): path
        case .ownedObject(_, _, let path): path
        case .registry, .shared: nil
        }
    }

    private static func delivered(_ callback: Callback, index: ProjectIndex) -> Retention? {
        switch callback.delivery {
        case .argument(let call, let label, let position):
            let retention = ofArgument(call, label: label, position: position, context: callback.context, index: index)
            // A repeating timer whose block invalidates its own timer does not outlive the block's condition.
            if case .registry? = retention?.holder, case .closure(let captures) = callback.body,
                captures.endsItsRegistration
            {
                return nil
            }
            // Nor does an observer whose closure removes its own token (`token?.cancel()`) the first time it runs.
            if retention != nil, case .closure(let captures) = callback.body, captures.removesItsOwnToken {
                return nil
            }
            return retention
        case .propertyAssignment(var owner, let property):
            // A property the framework clears once it has called the block keeps it only until then.
            if index.options.catalog.has(property, role: .oneShot) { return nil }
            if case .selfProperty(let written) = owner,
                let global = globalVariable(written, context: callback.context, index: index)
            {
                owner = .shared(global)
            }
            let path: StoragePath? =
                switch owner {
                case .selfInstance: .property(property)
                case .selfProperty(let path): path.appending(property)
                default: nil
                }
            let target = path?.text ?? "\(owner.description).\(property)"
            let words = path?.phrase ?? "\(code: target)"
            return ownership(of: owner, context: callback.context, index: index).map {
                Retention(receiver: target, receiverWords: words, isProperty: true, holder: $0(words))
            }
        case .lazyProperty:
            return nil
        }
    }

    private static func ofArgument(
        _ written: CallSite, label: String?, position: Int, context: SelfContext, index: ProjectIndex
    ) -> Retention? {
        var call = written
        if case .shared(let path)? = call.receiverOwner, let kept = undeclaredIvar(path, context: context, index: index)
        {
            call.receiverOwner = .selfProperty(kept)
        }
        if case .selfProperty(let path)? = call.receiverOwner,
            let global = globalVariable(path, context: context, index: index)
        {
            call.receiverOwner = .shared(global)
        }
        // A project function whose result cannot hold a closure (a struct, a number) even when its closure
        // parameter's type is a typealias the facts do not read as a closure.
        var projectResultHoldsNothing = index.everyExactDeclaration(of: call, in: context) {
            index.resultCannotHoldClosures($0.returnType) || index.isRequestHandle($0.returnType)
        }
        if let (function, parameter) = index.projectParameter(call, in: context, position: position) {
            guard parameter.isEscaping, !index.releasesParameter(function, parameter) else { return nil }
            // `self.stats = try await account.fetchStats { … }` stores a `Stats`, not the closure.
            // A request's task keeps the completion only until the request ends.
            // Nor does a result the closure cannot reach: `createAvatar { … }` that only calls it inside a
            // read whose result it drops returns an image that keeps nothing of it.
            projectResultHoldsNothing =
                index.resultCannotHoldClosures(function.returnType) || index.isRequestHandle(function.returnType)
                || parameter.cannotReachResult { call, label in
                    // The catalogue's word, for a call the project does not declare (its own `forEach` may keep).
                    index.functions(named: call.name).isEmpty
                        && index.options.catalog.keeping(of: call, label: label) == .notKept
                }
            if let wrapper = index.wrapperRetention(function, parameter),
                let retention = ofWrapper(
                    wrapper, of: function, call: call, context: context, index: index,
                    resultHoldsNothing: projectResultHoldsNothing)
            {
                return retention
            }
        }
        if index.initializerOnlyCallsParameter(call, position: position) { return nil }
        switch index.options.catalog.keeping(of: call, label: label, chainCompletes: index.completes(call, in: context))
        {
        case .untilRemoved(_, let reason):
            // A center created in a local dies with the scope, and its observers with it.
            if case .local(let local)? = call.receiverOwner, local.keptBySelf == nil { return nil }
            return Retention(call.displayName, holder: .registry(reason))
        case .byResult:
            if projectResultHoldsNothing || index.isUnknownCollectionOperation(call, in: context) { return nil }
            // `CGRect(center: center, size: size)`: a framework value made from it holds no closure.
            if call.name.startsUppercase, call.receiver == nil, index.isClosurelessFrameworkValue(call.name) {
                return nil
            }
            return keptResult(call, context: context, index: index)
        case .byReceiver:
            guard let owner = call.receiverOwner, let holder = ownership(of: owner, context: context, index: index)
            else { return nil }
            return Retention(call.displayName, holder: holder(Self.words(of: owner)))
        case .notKept:
            return nil
        }
    }

    /// A project function that keeps the closure: as a registration, in the token it returns, or in a
    /// property of its own object.
    private static func ofWrapper(
        _ wrapper: WrapperRetention, of wrapperFunction: FunctionDeclaration, call: CallSite, context: SelfContext,
        index: ProjectIndex, resultHoldsNothing: Bool
    ) -> Retention? {
        switch wrapper {
        case .untilRemoved(_, let api, let reason):
            if case .local(let local)? = call.receiverOwner, local.keptBySelf == nil { return nil }
            return Retention(
                call.displayName,
                holder: .registry("the project's \(code: call.displayName) passes it on to \(code: api): \(reason)"))
        case .byResult:
            return index.completes(call, in: context) || resultHoldsNothing
                ? nil : keptResult(call, context: context, index: index)
        case .storedInOwner(let path):
            let owner = call.receiverOwner ?? .selfInstance
            // The function puts it in a global of its file (`actions.append(action)` with a file-private queue
            // `actions`), not in its object: what the global does with it is beyond the facts.
            if let type = wrapperFunction.owner, let first = path.firstProperty,
                index.isGlobalVariable(first, notMemberOf: type)
            {
                return nil
            }
            if owner == .selfInstance {
                return Retention(call.displayName, holder: .selfStorage(path))
            }
            // A singleton keeps what it adds to a collection it never empties (`callbacks.append(callback)`, a list
            // of listeners) for the whole run, one more closure each call; one that empties it (pending completions)
            // was left out above. A single completion it stores is usually called and replaced: not counted.
            if case .shared(let shared) = owner {
                guard let property = path.firstProperty, let type = wrapperFunction.owner,
                    index.isCollectionProperty(property, in: type)
                else { return nil }
                return Retention(
                    call.displayName, holder: .shared(([shared] + path.propertyNames).joined(separator: ".")))
            }
            guard let holder = ownership(of: owner, context: context, index: index) else { return nil }
            return Retention(call.displayName, holder: holder(Self.words(of: owner)))
        }
    }

    /// The call's result (token, cancellable, disposable, chain) is stored by `self` or a singleton; not when
    /// the property it goes to is declared with a type that cannot hold a closure
    /// (`var backgroundTask: UIBackgroundTaskIdentifier`).
    private static func keptResult(_ call: CallSite, context: SelfContext, index: ProjectIndex) -> Retention? {
        switch call.result {
        case .selfStorage(let path):
            // Stored straight into one property of `self`: not kept when the property is `weak`
            // (`channelList = ChannelListViewController.instantiate(onAdd: presentAdd)`), nor when its type holds no
            // closure. What a weak property points at may be kept by others (an outlet's button by the view), so
            // `fromButton.menu` still keeps the result.
            if path.properties.count == 1, let property = path.firstProperty, let typeName = context.typeName {
                if index.hasWeakProperty(property, in: typeName) { return nil }
                if let declared = index.propertyType(property, in: typeName),
                    index.isClosurelessFrameworkValue(declared) || index.isRequestHandle(declared)
                {
                    return nil
                }
            }
            // `backlog.add(task)` into a queue the backlog's type empties when the work is done.
            if let through = call.storedThrough, index.storingCallLetsGo(through, path: path, in: context) {
                return nil
            }
            return Retention(call.displayName, holder: .selfStorage(path))
        case .shared(let path):
            return Retention(call.displayName, holder: .shared(path))
        case .local, .heldByLocal, .discarded, .returned, .other:
            return nil
        }
    }

    /// An instance variable whose declaration the file's parse did not see (`historyController`, declared in the
    /// class's header), which the front end took for a global: self's, as the header the index read says.
    static func undeclaredIvar(_ path: String, context: SelfContext, index: ProjectIndex) -> StoragePath? {
        guard let first = path.split(separator: ".").first, first.first?.isLowercase == true, !context.isStatic,
            let typeName = context.typeName, index.hasInstanceProperty(String(first), in: typeName)
        else { return nil }
        return StoragePath(written: path)
    }

    /// A bare name the front end took for a property of `self` that is a project global (`logger.handler = …` in an
    /// extension, with `let logger = Logger()` at another file's top level): the global's path, written without
    /// `self`.
    static func globalVariable(_ path: StoragePath, context: SelfContext, index: ProjectIndex) -> String? {
        guard let first = path.firstProperty, let typeName = context.typeName,
            index.isGlobalVariable(first, notMemberOf: typeName)
        else { return nil }
        return path.propertyNames.joined(separator: ".")
    }

    /// How `self` owns an object that keeps a closure, or nil when it does not. `self` itself is left to
    /// the self-referencing rule.
    private static func ownership(of owner: Owner, context: SelfContext, index: ProjectIndex) -> ((Phrase) -> Holder)? {
        switch owner {
        case .selfInstance:
            return nil
        case .selfProperty(let path):
            if let global = globalVariable(path, context: context, index: index) {
                return ownership(of: .shared(global), context: context, index: index)
            }
            if let typeName = context.typeName, index.hasWeakProperty(path.firstProperty ?? "", in: typeName) {
                return nil
            }
            // A computed property finds or makes what it returns: whether `self` keeps that is beyond the facts.
            if let typeName = context.typeName, index.isComputedProperty(path.firstProperty ?? "", in: typeName) {
                return nil
            }
            return { target in .ownedObject(target: target, reason: "'self' keeps \(path.phrase)", keptIn: path) }
        case .shared(let path):
            if let kept = undeclaredIvar(path, context: context, index: index) {
                return ownership(of: .selfProperty(kept), context: context, index: index)
            }
            // `NSAnimationContext.current` is the grouping of the moment: it runs its completion once, then goes.
            if APICatalog.isMomentaryObject(path) { return nil }
            // `PinEntryController.newControllerForAppLock`: a class's factory makes a new object each time.
            if APICatalog.namesFactory(path) { return nil }
            return { _ in .shared(path) }
        case .local(let local):
            // `self.context = context` into a `weak var context`: stored, but not kept.
            if let kept = local.keptBySelf, let typeName = context.typeName,
                index.hasWeakProperty(kept.firstProperty ?? "", in: typeName)
            {
                return nil
            }
            if let kept = local.keptBySelf {
                return { target in
                    .ownedObject(
                        target: target, reason: "'self' keeps \(code: local.name) in \(kept.phrase)", keptIn: kept)
                }
            }
            if local.isHostedView, context.typeName.map(index.mayShowHostedViews) ?? true {
                return { target in
                    .ownedObject(
                        target: target,
                        reason: "\(code: local.name) lives in a table or collection view that 'self' shows", keptIn: nil
                    )
                }
            }
            return nil
        case .unknown:
            return nil
        }
    }

    /// "passed to 'sink' … and is kept by 'self.cancellables'".
    var clause: Phrase {
        switch holder {
        case .registry(let reason): return reason
        case .selfStorage(let path): return "it is kept by \(path.phrase)"
        case .ownedObject(_, let reason, _): return reason
        case .shared(let path): return "\(code: path) keeps it for the whole run"
        }
    }

    var receiverPhrase: Phrase { isProperty ? "stored in \(receiverWords)" : "passed to \(receiverWords)" }

    /// A call's retention: its callback is passed to `call`.
    init(_ call: String, holder: Holder) {
        self.init(receiver: call, receiverWords: "\(code: call)", isProperty: false, holder: holder)
    }

    /// `receiverWords`: how messages quote the receiver when it is not the code as written.
    init(receiver: String, receiverWords: Phrase? = nil, isProperty: Bool, holder: Holder) {
        self.receiver = receiver
        self.receiverWords = receiverWords ?? "\(code: receiver)"
        self.isProperty = isProperty
        self.holder = holder
    }

    /// An owner as messages quote it: the storage of `self` by its words, anything else as written.
    private static func words(of owner: Owner) -> Phrase {
        if case .selfProperty(let path) = owner { return path.phrase }
        return "\(code: owner.description)"
    }
}
