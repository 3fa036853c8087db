/// How a project function keeps a closure given to one of its parameters.
package enum WrapperRetention: Hashable, Sendable {
    /// Forwarded to an API that keeps it until explicitly removed (NotificationCenter, a repeating timer);
    /// `spelled` is the call as written (an Objective-C selector), for messages.
    case untilRemoved(api: String, spelled: String, reason: Phrase)
    /// Forwarded into a token, cancellable or disposable that the function returns.
    case byResult(api: String)
    /// Stored in a property of the function's own object (`self.onAction`, `self.handlers`).
    case storedInOwner(StoragePath)
}

extension ProjectIndex {
    /// The project function and closure parameter a call's argument at `position` binds to, if the project
    /// declares one.
    package func projectParameter(
        _ call: CallSite, in context: SelfContext?, position: Int
    ) -> (FunctionDeclaration, FunctionDeclaration.ClosureParameter)? {
        let named = functions(named: call.name)
        guard !named.isEmpty else { return nil }
        let receiverType = receiverType(of: call, in: context)
        return Self.firstClosureParameter(in: named, call: call, position: position) {
            receiverAllows($0, receiverType: receiverType, call: call)
        }
    }

    /// `ShadowShapeView { self.contentView }`: a call of the project type's initializer whose closure parameter the
    /// initializer only calls (`self.content = content()`), so the object made keeps nothing of it. Asked only of
    /// calls no project function is named after; every initializer of the type that the call can bind to must
    /// agree.
    package func initializerOnlyCallsParameter(_ call: CallSite, position: Int) -> Bool {
        guard call.receiver == nil, call.name.startsUppercase, let places = initializerPlaces[call.name],
            functions(named: call.name).isEmpty, let initializers = functionsByName["init"]
        else { return false }
        let bound = places.compactMap { Self.closureParameter(of: initializers[$0], call: call, position: position) }
        return !bound.isEmpty && bound.allSatisfy { $0.forwards.isEmpty && $0.uses == .followed }
    }

    /// The first of `candidates` that `accepts` and binds the call's argument at `position` to a closure parameter,
    /// those that take as many arguments as the call gives before those that leave some out (of `then(_:)` and
    /// `then(file:_:)`, `then(body)` means the first). Read in place: a common name (`map`, `load`) has hundreds
    /// of declarations, and copying them cost more than the rest of the index.
    static func firstClosureParameter(
        in candidates: [FunctionDeclaration], call: CallSite, position: Int,
        where accepts: (FunctionDeclaration) -> Bool
    ) -> (FunctionDeclaration, FunctionDeclaration.ClosureParameter)? {
        for exact in [true, false] {
            for place in candidates.indices where (candidates[place].labels.count == call.labels.count) == exact {
                guard accepts(candidates[place]),
                    let parameter = closureParameter(of: candidates[place], call: call, position: position)
                else { continue }
                return (candidates[place], parameter)
            }
        }
        return nil
    }

    /// The closure parameter of `function` that a call's argument at `position` binds to, when the call can be
    /// a call of the function: by the parameter each argument binds to, defaulted parameters left out.
    static func closureParameter(
        of function: FunctionDeclaration, call: CallSite, position: Int
    ) -> FunctionDeclaration.ClosureParameter? {
        guard let places = parameterPlaces(of: function, callLabels: call.labels), places.indices.contains(position)
        else { return nil }
        return function.closureParameters.first { $0.position == places[position] }
    }

    /// Whether the project function a call resolves to returns a value; nil when the project declares none
    /// that matches (a framework API).
    /// Asked of most calls whose result is dropped: it reads the declarations in place, since a common name
    /// (`load`, `configure`) may have hundreds and copying them cost more than the rest of the rules.
    package func projectFunctionReturnsValue(_ call: CallSite, in context: SelfContext?) -> Bool? {
        let named = functions(named: call.name)
        guard !named.isEmpty else { return nil }
        let receiverType = receiverType(of: call, in: context)
        // Remembered by the call's shape: a common name (`load`, `update`) has thousands of declarations in a large
        // project, and as many calls.
        let shape = CallShape(
            name: call.name, labels: call.labels, receiverType: receiverType, hasReceiver: call.receiverOwner != nil)
        return returnsValueAnswers.answer(shape) {
            Self.returnsValue(named, call: call, receiverType: receiverType, allows: receiverAllows)
        }
    }

    private static func returnsValue(
        _ named: [FunctionDeclaration], call: CallSite, receiverType: String?,
        allows: (FunctionDeclaration, String?, CallSite) -> Bool
    ) -> Bool? {
        var matched = false
        for place in named.indices
        where accepts(named[place], callLabels: call.labels) && allows(named[place], receiverType, call) {
            if let returnType = named[place].returnType, returnType != "Void", returnType != "()" { return true }
            matched = true
        }
        return matched ? false : nil
    }

    /// Computes, to a fixed point, which closure parameters of project functions are kept, following
    /// wrappers of wrappers (three or more calls deep, across files).
    static func wrapperRetentions(of index: ProjectIndex, jobs: Int) -> [WrapperKey: WrapperRetention] {
        let functions = index.functionsByName
        let catalog = index.options.catalog
        var result: [WrapperKey: WrapperRetention] = [:]
        // In the order of their names: a dictionary's order changes from process to process, and wrappers that
        // forward to each other are settled in the order they are met.
        let all = functions.keys.sorted().flatMap { functions[$0] ?? [] }
        // What each forwarding call is (the catalogue's answer, the project function it binds to) does not change
        // from round to round: it is worked out once, and the rounds only read it.
        let plans = parallelMap(Array(all.indices), jobs: jobs) { place in
            all[place].closureParameters.map { parameter in
                parameter.isEscaping
                    ? forwardingPlans(of: parameter, in: all[place], functions: functions, catalog: catalog) : []
            }
        }
        // Rounds follow wrappers of wrappers; a forwarding to a project wrapper not yet resolved waits for a
        // later round. Once nothing changes, one last pass treats the ones still waiting as unknown APIs.
        // Only the escaping parameters not yet settled are looked at again, in place (no copy of a declaration).
        var unsettled = all.indices.flatMap { place in
            all[place].closureParameters.indices.compactMap { number in
                all[place].closureParameters[number].isEscaping
                    ? (place: place, number: number, key: WrapperKey(all[place], all[place].closureParameters[number]))
                    : nil
            }
        }
        var waiting = true
        for _ in 0..<12 {
            var changed = false
            var stillUnsettled: [(place: Int, number: Int, key: WrapperKey)] = []
            for item in unsettled where result[item.key] == nil {
                guard
                    let retention = retention(
                        of: all[item.place].closureParameters[item.number], in: all[item.place],
                        plans: plans[item.place][item.number], known: result, waiting: waiting, index: index)
                else {
                    stillUnsettled.append(item)
                    continue
                }
                result[item.key] = retention
                changed = true
            }
            unsettled = stillUnsettled
            if !changed {
                if !waiting { break }
                waiting = false
            }
        }
        return result
    }

    /// A forwarding call as the rounds read it: how the catalogue says it keeps the closure, and the project
    /// function and parameter it binds to.
    struct ForwardingPlan: Sendable {
        var keeping: CallKeeping
        var callee: (FunctionDeclaration, FunctionDeclaration.ClosureParameter)?
    }

    /// One plan per forwarding of the parameter, nil for a stored property.
    private static func forwardingPlans(
        of parameter: FunctionDeclaration.ClosureParameter, in function: FunctionDeclaration,
        functions: [String: [FunctionDeclaration]], catalog: APICatalog
    ) -> [ForwardingPlan?] {
        parameter.forwards.map { forwarding in
            guard case .argument(let call, let label, let position) = forwarding else { return nil }
            let keeping = catalog.keeping(of: call, label: label)
            if case .untilRemoved = keeping { return ForwardingPlan(keeping: keeping, callee: nil) }
            return ForwardingPlan(
                keeping: keeping,
                callee: calleeParameter(call, from: function, position: position, functions: functions))
        }
    }

    private static func retention(
        of parameter: FunctionDeclaration.ClosureParameter, in function: FunctionDeclaration, plans: [ForwardingPlan?],
        known: [WrapperKey: WrapperRetention], waiting: Bool, index: ProjectIndex
    ) -> WrapperRetention? {
        let cleared = index.clearedProperties
        let keptToken = { (call: CallSite) in Self.keptToken(call, by: function, index: index) }
        var found: [WrapperRetention] = []
        for (forwarding, plan) in zip(parameter.forwards, plans) {
            switch forwarding {
            case .storedProperty(let path):
                // A queue that the type empties (pending completions) releases what it stored.
                if let owner = function.owner, clears(owner, path, cleared) { continue }
                found.append(.storedInOwner(path))
            case .argument(let call, _, _):
                guard let plan else { continue }
                let keeping = plan.keeping
                if case .untilRemoved(_, let reason) = keeping {
                    found.append(.untilRemoved(api: call.name, spelled: call.displayName, reason: reason))
                    continue
                }
                let callee = plan.callee
                if let callee, callee.1.isEscaping, known[WrapperKey(callee.0, callee.1)] == nil, waiting {
                    return nil
                }
                if let callee, let inner = known[WrapperKey(callee.0, callee.1)] {
                    switch inner {
                    case .untilRemoved: found.append(inner)
                    case .byResult: found.append(contentsOf: keptToken(call))
                    case .storedInOwner(let path):
                        // An initializer (`[[Dialog alloc] initWithPermission:…]`, `Item(…)`, `.init(…)`) stores it
                        // in the object it makes, which keeps it wherever that object goes; only `self.init` and
                        // `super.init` store it in the function's own object.
                        if call.name.startsUppercase || Self.makesNewObject(call) {
                            found.append(contentsOf: keptToken(call))
                        } else if call.receiverOwner == nil || call.receiverOwner == .selfInstance {
                            found.append(.storedInOwner(path))
                        } else if case .selfProperty(let owner)? = call.receiverOwner {
                            found.append(.storedInOwner(owner))
                        }
                    }
                    continue
                }
                if keeping == .byResult { found.append(contentsOf: keptToken(call)) }
            }
        }
        // What a call's result stores in a property the type empties (`self.pending = concat(self.pending, block)`,
        // let go in `endUpdate`) is released as a direct store there is.
        if let owner = function.owner {
            found.removeAll { retention in
                if case .storedInOwner(let path) = retention { clears(owner, path, cleared) } else { false }
            }
        }
        return found.first { if case .untilRemoved = $0 { true } else { false } }
            ?? found.first { if case .storedInOwner = $0 { true } else { false } }
            ?? found.first
    }

    /// True when the call is an initializer of another object (`.init(…)`, `Item.init(…)`), not the delegation of an
    /// initializer to its own object or its superclass.
    private static func makesNewObject(_ call: CallSite) -> Bool {
        call.name == "init" && call.receiver != "self" && call.receiver != "super"
    }

    /// True when a type of `declarations` empties the property at the start of `path` (`self._callbacks`).
    private static func clears(_ owner: String, _ path: StoragePath, _ cleared: [String: Set<String>]) -> Bool {
        guard let property = path.firstProperty else { return false }
        return cleared[baseTypeName(owner)]?.contains(property) == true
    }

    /// A token returned by the function or stored by its object keeps the closure; not an object the function's
    /// object hands to a project queue that lets it go (`backlog.add(task)`).
    private static func keptToken(_ call: CallSite, by function: FunctionDeclaration, index: ProjectIndex)
        -> [WrapperRetention]
    {
        switch call.result {
        case .returned: return [.byResult(api: call.name)]
        case .selfStorage(let path):
            if let through = call.storedThrough,
                index.storingCallLetsGo(
                    through, path: path,
                    in: SelfContext(typeName: function.owner, declaredKind: nil, isStatic: false))
            {
                return []
            }
            return [.storedInOwner(path)]
        default: return []
        }
    }

    /// The function and closure parameter a forwarding call binds to, never the caller itself. A call on `self`
    /// (or on nothing) looks first among the functions of the caller's own type: `flatMap(file:line:_:)`
    /// forwarding to `self.flatMap(_:)` means its own type's `flatMap`, not another type's
    /// `flatMap(maxPublishers:_:)` with a defaulted first parameter.
    private static func calleeParameter(
        _ call: CallSite, from caller: FunctionDeclaration, position: Int, functions: [String: [FunctionDeclaration]]
    ) -> (FunctionDeclaration, FunctionDeclaration.ClosureParameter)? {
        guard let named = functions[call.name] else { return nil }
        let isCaller = { (function: FunctionDeclaration) in
            function.location == caller.location && function.owner == caller.owner && function.name == caller.name
        }
        let onSelf = call.receiverOwner == nil || call.receiverOwner == .selfInstance
        if onSelf, let owner = caller.owner.map(baseTypeName),
            let found = firstClosureParameter(
                in: named, call: call, position: position,
                where: { !isCaller($0) && $0.owner.map(baseTypeName) == owner })
        {
            return found
        }
        return firstClosureParameter(in: named, call: call, position: position) { !isCaller($0) }
    }

    /// True when the type undoes a registration in its own `deinit` (a token class): releasing the token removes
    /// the observer.
    package func removesRegistrationOnDeinit(_ typeName: String) -> Bool {
        observerCalls(in: typeName).contains { call in
            call.function == "deinit"
                && (APICatalog.isRemovalVerb(call.call.name) || APICatalog.endsRegistrationFromInside(call.call.name))
        }
    }

    /// The project wrapper a call resolves to when it registers a closure until removed, with its return type.
    package func registeringWrapper(
        _ call: CallSite, in context: SelfContext?
    ) -> (function: FunctionDeclaration, api: String)? {
        guard let candidates = registeringWrappers[call.name] else { return nil }
        let receiverType = receiverType(of: call, in: context)
        return candidates.first { candidate in
            Self.accepts(candidate.function, callLabels: call.labels)
                && receiverAllows(candidate.function, receiverType: receiverType, call: call)
        }
    }

    /// Built once per index: the functions of `functions` with a closure parameter kept until removed.
    static func registeringWrappers(
        _ functions: [String: [FunctionDeclaration]], _ wrappers: [WrapperKey: WrapperRetention]
    ) -> [String: [(function: FunctionDeclaration, api: String)]] {
        var result: [String: [(function: FunctionDeclaration, api: String)]] = [:]
        for (name, declared) in functions {
            for function in declared {
                let api = function.closureParameters.lazy.compactMap { parameter -> String? in
                    if case .untilRemoved(let api, _, _)? = wrappers[WrapperKey(function, parameter)] { return api }
                    return nil
                }.first
                if let api { result[name, default: []].append((function, api)) }
            }
        }
        return result
    }

    /// True when the project function a call resolves to keeps its argument at `position` only weakly: in a
    /// `weak` property of its own type, or wrapped in a project type that holds it in a `weak` property
    /// (`observers[id] = WeakBox(observer)`). Such a registry needs no removal to let the observer go.
    package func keepsArgumentWeakly(_ call: CallSite, in context: SelfContext?, position: Int) -> Bool {
        someExactDeclaration(of: call, in: context) { function in
            keepsParameterWeakly(function, position: position, depth: 0) == true
        }
    }

    /// True when a project function the call may reach keeps the argument at `position` in a property of its own
    /// object that is not weak, itself or through a collection (`[self.listeners addObject:listener]`).
    package func keepsArgumentStrongly(_ call: CallSite, in context: SelfContext?, position: Int) -> Bool {
        someExactDeclaration(of: call, in: context) { function in
            guard let owner = function.owner else { return false }
            return function.parameterSinks[position, default: []].contains { sink in
                switch sink {
                case .storedIn(let property): !hasWeakProperty(property, in: owner)
                case .passedTo(_, _, _, let property): !property.isEmpty && !hasWeakProperty(property, in: owner)
                case .wrappedIn, .storedInPropertyOf, .selectorObserverOf: false
                }
            }
        }
    }

    /// True when the object `self` holds at `path` gets the value through a storing call (`backlog.add(task)`)
    /// of a project method that keeps it only for a while or weakly: every declaration of that name for the
    /// receiver's type stores the argument only in properties its type empties (a queue of pending work it drops
    /// when done or timed out) or holds it only weakly. A method the project does not declare keeps it.
    package func storingCallLetsGo(_ through: StoringCall, path: StoragePath, in context: SelfContext) -> Bool {
        guard let typeName = context.typeName else { return false }
        let receiverType: String?
        if path.isSelfItself {
            receiverType = typeName
        } else if path.properties.count == 1, let property = path.firstProperty {
            receiverType = propertyType(property, in: typeName).map(Self.declaredTypeName)
        } else {
            receiverType = nil
        }
        guard let receiverType else { return false }
        let callees = functions(named: through.name).filter { function in
            guard let owner = function.owner else { return false }
            return Self.labelsCompatible(call: through.labels, declared: function.labels)
                && function.labels.count == through.labels.count && related(Self.baseTypeName(owner), receiverType)
        }
        return !callees.isEmpty
            && callees.allSatisfy { function in
                if keepsParameterWeakly(function, position: through.position, depth: 0) == true { return true }
                guard let owner = function.owner, let sinks = function.parameterSinks[through.position],
                    !sinks.isEmpty
                else { return false }
                return sinks.allSatisfy { sink in
                    switch sink {
                    case .storedIn(let property):
                        return clearedPart(of: [property], in: owner) != nil
                    // `[self.pending addObject:request]`: a framework collection's storing method.
                    case .passedTo(let name, _, _, let property):
                        return !property.isEmpty && functions(named: name).isEmpty && APICatalog.isStoringVerb(name)
                            && clearedPart(of: [property], in: owner) != nil
                    case .wrappedIn, .storedInPropertyOf, .selectorObserverOf:
                        return false
                    }
                }
            }
    }

    /// True when every place the function keeps its parameter holds it weakly, false when one holds it strongly,
    /// nil when the facts show no place at all. A parameter passed on to another project function
    /// (`subscribers.subscribe(observer, handler:)`) goes where that function keeps it, a few calls deep.
    private func keepsParameterWeakly(_ function: FunctionDeclaration, position: Int, depth: Int) -> Bool? {
        guard depth < 4, let sinks = function.parameterSinks[position], !sinks.isEmpty else { return nil }
        var weak = false
        for sink in sinks {
            switch sink {
            case .wrappedIn(let type):
                guard declarations(of: type).contains(where: { !$0.weakProperties.isEmpty }) else { return false }
                weak = true
            case .storedIn(let property):
                guard let owner = function.owner, hasWeakProperty(property, in: owner) else { return false }
                weak = true
            case .storedInPropertyOf(let type, let property):
                guard hasWeakProperty(property, in: Self.declaredTypeName(type)) else { return false }
                weak = true
            case .selectorObserverOf:
                // NotificationCenter holds a selector observer unretained (and, since iOS 9 and macOS 10.11,
                // drops it when it goes).
                weak = true
            case .passedTo(let name, let labels, let position, let property):
                // The property's declared type picks the callee's type, where the declaration says it; an empty
                // property is the function's own object (`[self subscribe:target … sendAtOnce:NO]`).
                let receiverType =
                    property.isEmpty
                    ? function.owner.map(Self.baseTypeName)
                    : function.owner.flatMap { propertyType(property, in: $0) }.map(Self.declaredTypeName)
                let callees = functions(named: name).filter { callee in
                    Self.labelsCompatible(call: labels, declared: callee.labels) && callee.labels.count == labels.count
                        && (receiverType == nil
                            || callee.owner.map { related(Self.baseTypeName($0), receiverType!) } == true)
                }
                // A framework collection's method (`[self.delegates addPointer:observer]`) on a property made to
                // hold its objects weakly (`[NSPointerArray weakObjectsPointerArray]`).
                if callees.isEmpty, !property.isEmpty, let owner = function.owner, hasWeakProperty(property, in: owner)
                {
                    weak = true
                    continue
                }
                let answers = callees.map { keepsParameterWeakly($0, position: position, depth: depth + 1) }
                if answers.contains(false) { return false }
                if answers.contains(true) { weak = true }
            }
        }
        return weak ? true : nil
    }

    /// True when the project function a call resolves to hands its argument at `position` only, as the observer, to
    /// a Foundation registration by selector (`register(_:selector:name:object:)` around
    /// `NotificationCenter.default.addObserver`): it registers as that registration does, not as its name says.
    package func forwardsToSelectorObserver(_ call: CallSite, in context: SelfContext?, position: Int) -> Bool {
        guard selectorObserverForwarders.contains(call.name) else { return false }
        return someExactDeclaration(of: call, in: context) { function in
            function.parameterSinks[position].map { sinks in
                !sinks.isEmpty && sinks.allSatisfy { if case .selectorObserverOf = $0 { true } else { false } }
            } == true
        }
    }

    /// How the project function keeps a closure passed to this parameter, nil when it does not.
    package func wrapperRetention(
        _ function: FunctionDeclaration, _ parameter: FunctionDeclaration.ClosureParameter
    ) -> WrapperRetention? {
        wrappers[WrapperKey(function, parameter)]
    }

    /// True when the body only calls the closure, or hands it only to subscriptions whose chains complete and stores it nowhere:
    /// whatever the function returns, it does not hold the closure for long (`$active.first().sink { action($0) }`).
    /// A closure that goes into an operator (`flatMap { … transform($0) … }`) stays with the chain returned.
    package func releasesParameter(
        _ function: FunctionDeclaration, _ parameter: FunctionDeclaration.ClosureParameter
    ) -> Bool {
        // Only called or tested in the body (`self.content = content()` in an `init(content: @escaping …)`):
        // nothing keeps it once the function returns, whatever its type says.
        if parameter.forwards.isEmpty { return parameter.uses == .followed }
        guard wrapperRetention(function, parameter) == nil else { return false }
        return parameter.forwards.allSatisfy { forwarding in
            guard case .argument(let call, _, _) = forwarding, functions(named: call.name).isEmpty else {
                return false
            }
            return options.catalog.isSubscription(call.name) && completes(call)
        }
    }
}

/// Identifies one closure parameter of one project function.
package struct WrapperKey: Hashable, Sendable {
    var name: String
    var owner: String?
    var labels: [String?]
    var position: Int

    init(_ function: FunctionDeclaration, _ parameter: FunctionDeclaration.ClosureParameter) {
        name = function.name
        owner = function.owner
        labels = function.labels
        position = parameter.position
    }
}
