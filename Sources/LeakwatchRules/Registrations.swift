import LeakwatchCore

/// A registration that needs a matching removal, recognized from an observer call, with the test that
/// tells whether another call of the same type undoes it. Shared by the lifecycle rules.
struct Registration {
    enum Kind {
        /// `addObserver(forName:object:queue:using:)`, its token stored in `storage`.
        case blockObserver(storage: String)
        /// `addObserver(_:selector:name:object:)`.
        case selectorObserver(observer: ValueRef, name: ValueRef?)
        /// `addObserver(_:forKeyPath:options:context:)`.
        case keyValueObserver(observer: ValueRef, keyPath: ValueRef)
        /// A pair of the table.
        case pair(ObserverPair, storage: String?)
    }

    var call: ObserverCall
    var kind: Kind
    /// The catalogue row of a Foundation registration (block, selector or KVO observer), which names its removal.
    var entry: APIEntry?
    /// The project wrapper that made the registration, when it was one (`observe(_:handler:)`).
    var wrapper: String?

    /// The registration an observer call makes, if it makes one that needs undoing, for code built for `target`
    /// (the file's deployment target; the run's when the file is not known).
    static func of(_ call: ObserverCall, index: ProjectIndex, target: DeploymentTarget? = nil) -> Registration? {
        let name = call.call.name
        let labels = call.call.labels
        if index.options.catalog.registersNoObserver(call.call) { return nil }
        if let (function, api) = index.registeringWrapper(call.call, in: call.context),
            let tokenType = function.returnType
        {
            // A token class that removes its observer in `deinit` balances itself.
            if index.removesRegistrationOnDeinit(ProjectIndex.baseTypeName(tokenType)) { return nil }
            guard let storage = storagePath(call.call.result) else { return nil }
            let forwardedTo = index.options.catalog.entries(named: api).first { $0.form == .blockToken }
            return Registration(call: call, kind: .blockObserver(storage: storage), entry: forwardedTo, wrapper: name)
        }
        if let entry = index.options.catalog.entries(named: name).first(where: {
            $0.form != nil && $0.matches(call.call)
        }) {
            return foundationRegistration(call, entry, index: index)
        }
        // An object held in a local dies with the scope, and what was registered on it with it.
        if call.receiver?.isLocal == true { return nil }
        // The project's own wrapper of a selector observer (`notificationHandler.register(self, selector: …)`):
        // NotificationCenter drops such an observer when it goes, whatever the wrapper is named.
        if (target ?? index.options.minimumDeploymentTarget).removesSelectorObservers,
            index.forwardsToSelectorObserver(call.call, in: call.context, position: 0)
        {
            return nil
        }
        // A registry that holds its observers weakly (`addDelegate(_:delegateQueue:)`) needs no removal, nor does
        // any callback the catalogue says its receiver keeps only as long as it lives (MAKVONotificationCenter's
        // blocks, a dispatch source's handler, BlocksKit's): it goes with the receiver.
        if index.options.catalog.isWeakRegistry(call.call) || index.options.catalog.isKeptByReceiver(call.call) {
            return nil
        }
        for pair in index.options.catalog.observerPairs where pair.add == name {
            guard pair.requiredLabels.allSatisfy({ labels.contains($0) }), pair.exemptLabels != labels,
                pair.appliesTo(call)
            else { continue }
            switch pair.match {
            case .selfArgument:
                guard call.arguments.first?.label == nil, call.arguments.first?.value == .selfInstance,
                    !index.keepsArgumentWeakly(call.call, in: call.context, position: 0)
                else { continue }
                return Registration(call: call, kind: .pair(pair, storage: nil), entry: nil, wrapper: nil)
            case .sameReceiver:
                // A registry that keeps what it is given weakly (`liveInstances[id] = WeakBox(vm)`) needs no removal.
                guard !index.keepsArgumentWeakly(call.call, in: call.context, position: 0) else { continue }
                return Registration(call: call, kind: .pair(pair, storage: nil), entry: nil, wrapper: nil)
            case .token:
                guard let storage = storagePath(call.call.result) else { continue }
                return Registration(call: call, kind: .pair(pair, storage: storage), entry: nil, wrapper: nil)
            case .sameName:
                // `add(self, name: "bridge")`: the handler is kept strongly until its name is removed. Only `self` in
                // the handler's place, the call's labels exactly those: `headers.add(name:value:)` is another API,
                // and a weak proxy (`add(WeakScriptHandler(self), name:)`) or a shared sink is the way to let go.
                guard call.call.labels == [nil, "name"], call.arguments.first?.value == .selfInstance,
                    !call.context.isStatic
                else { continue }
                return Registration(call: call, kind: .pair(pair, storage: nil), entry: nil, wrapper: nil)
            }
        }
        return nil
    }

    /// A block, selector or KVO observer: what it needs to be paired with its removal.
    private static func foundationRegistration(_ call: ObserverCall, _ entry: APIEntry, index: ProjectIndex)
        -> Registration?
    {
        switch entry.form {
        case .blockToken?:
            guard let storage = storagePath(call.call.result) else { return nil }
            // A token handed to a project object that removes it in its `deinit`, in the property that keeps that
            // object (`observer = center.addObserver(…) { … }.notificationCancellable()`): balanced by it.
            if case .selfStorage(let path) = call.call.result, path.properties.count == 1,
                let property = path.firstProperty, let typeName = call.context.typeName,
                let declared = index.propertyType(property, in: typeName),
                index.removesRegistrationOnDeinit(ProjectIndex.declaredTypeName(declared))
            {
                return nil
            }
            return Registration(call: call, kind: .blockObserver(storage: storage), entry: entry, wrapper: nil)
        case .selectorObserver?:
            guard let observer = call.argument(nil) else { return nil }
            let kind = Kind.selectorObserver(observer: observer, name: call.argument("name"))
            return Registration(call: call, kind: kind, entry: entry, wrapper: nil)
        case .keyValueObserver?:
            guard let observer = call.argument(nil), let keyPath = call.argument("forKeyPath") else { return nil }
            // An object that observes itself can neither outlive its observer nor notify a dead one.
            if observer == .selfInstance, call.receiver == nil || call.receiver == .selfInstance { return nil }
            let kind = Kind.keyValueObserver(observer: observer, keyPath: keyPath)
            return Registration(call: call, kind: kind, entry: entry, wrapper: nil)
        case nil:
            return nil
        }
    }

    /// The base name of the call that undoes a Foundation registration (`removeObserver`).
    private var foundationRemoval: String { entry?.removalName ?? APICatalog.notificationRemoval.name }

    /// True when `removal` undoes this registration.
    func isRemoved(by removal: ObserverCall) -> Bool {
        let first = removal.argument(nil)
        switch kind {
        case .blockObserver(let storage):
            return removal.call.name == foundationRemoval
                && first.map { Self.key($0.storage.text) == Self.key(storage) } == true
        case .selectorObserver(let observer, let name):
            let removedName = removal.argument("name")
            return removal.call.name == foundationRemoval && names(observer, as: first, in: removal)
                && !removal.call.labels.contains("forKeyPath")
                && (removedName == nil || removedName == .literal("nil") || removedName?.lastName == name?.lastName)
        case .keyValueObserver(let observer, let keyPath):
            return removal.call.name == foundationRemoval && names(observer, as: first, in: removal)
                && Self.sameKeyPath(removal.argument("forKeyPath"), keyPath)
        case .pair(let pair, let storage):
            guard pair.removals.contains(removal.call.name) else { return false }
            switch pair.match {
            case .selfArgument:
                guard removal.arguments.contains(where: { $0.value == .selfInstance }) else { return false }
                return removal.receiver == call.receiver || movesRegistration(from: removal)
            case .sameReceiver:
                // The child goes first, under the same label (`add(coordinator:)`/`remove(coordinator:)`);
                // what follows it (`onDismiss:`) belongs to the addition only.
                // A view controller added with UIKit's `addChild(_:)` leaves by its own `removeFromParent()`,
                // called on whatever reference the type has to it then, or by the project's wrapper of it
                // (`child.remove()`: a removal of no argument sent to another object is the child leaving).
                if APICatalog.isChildLeaving(removal.call.name) { return true }
                if removal.arguments.isEmpty, let receiver = removal.receiver, receiver != call.receiver { return true }
                // A local or parameter names its object only in its own function (closures in it included).
                if call.receiver?.isNamedInItsFunction == true,
                    removal.context.declarationPath != call.context.declarationPath
                {
                    return false
                }
                return removal.receiver == call.receiver && removal.call.labels.first == call.call.labels.first
            case .token: return first.map { Self.key($0.storage.text) } == storage.map(Self.key)
            case .sameName:
                return removal.arguments.isEmpty || removal.arguments.first?.value == call.argument("name")
            }
        }
    }

    /// True when the removal's observer is the registration's: the same value, or `self` in an instance method of
    /// the type whose class method registered a new instance of it (`ZapController *zlc = [[ZapController alloc]
    /// init]; [center addObserver:zlc …]`, then `removeObserver:self` in its `dealloc`).
    private func names(_ observer: ValueRef, as removed: ValueRef?, in removal: ObserverCall) -> Bool {
        if removed == observer { return true }
        guard removed == .selfInstance, !removal.context.isStatic, call.context.isStatic,
            let typeName = call.context.typeName, removal.context.typeName == typeName
        else { return false }
        return Self.isNewInstance(observer, of: typeName)
    }

    /// `Type.alloc.init…`, `Type.new`, `Type.init(…)`: an object the expression makes of exactly this type.
    static func isNewInstance(_ value: ValueRef, of typeName: String) -> Bool {
        guard case .member(let base, let last) = value, last == "new" || last.hasPrefix("init") else { return false }
        if base == .global(typeName) { return true }
        return base == .member(.global(typeName), "alloc")
    }

    /// `oldClient?.removeObserver(self); client?.addObserver(self)` in `clientDidChange(_:oldClient:)`, or
    /// `oldValue?.remove(self)` in a `didSet`: the method moves the registration from the old object to the new
    /// one, undoing the earlier registration each time it makes the next.
    private func movesRegistration(from removal: ObserverCall) -> Bool {
        guard removal.function == call.function, removal.call.location < call.call.location else { return false }
        switch (removal.receiver, call.receiver) {
        case (.parameter?, .parameter?): return call.function != nil
        // `oldValue` exists only in a property observer, which reads it as a member of `self`.
        case (.member(.selfInstance, "oldValue")?, .member(.selfInstance, _)?), (.local("oldValue")?, _): return true
        default: return false
        }
    }

    /// `removeObserver(self)`: removes selector observers, never block observers.
    func removesSelfOnly(_ call: ObserverCall) -> Bool {
        call.call.name == foundationRemoval && call.argument(nil) == .selfInstance
    }

    /// A key path held in a variable: in an initializer, the parameter that sets the property of the same name
    /// (`addObserver(self, forKeyPath: settingsKey, …)`) is the key that `deinit` passes as `self.settingsKey`.
    static func sameKeyPath(_ removed: ValueRef?, _ added: ValueRef) -> Bool {
        guard let removed else { return false }
        if removed == added || storedKey(removed) == storedKey(added) { return true }
        // A loop over a collection literal removes each of its keys: those of the key or loop that added them.
        if case .element = removed, let removedKeys = KeyPathSet(elementsOf: removed),
            let addedKeys = KeyPathSet(elementsOf: added), addedKeys.keys.isSubset(of: removedKeys.keys)
        {
            return true
        }
        return namesStoredKey(removed) && namesStoredKey(added) && removed.lastName == added.lastName
    }

    /// `key.rawValue` of an initializer's parameter `key` is `self.key.rawValue` elsewhere.
    private static func storedKey(_ value: ValueRef) -> ValueRef {
        switch value {
        case .parameter(let name): .member(.selfInstance, name)
        case .member(let base, let name): .member(storedKey(base), name)
        default: value
        }
    }

    private static func namesStoredKey(_ value: ValueRef) -> Bool {
        switch value {
        case .parameter, .member(.selfInstance, _): true
        // A constant's name (`Settings.themeKey`), not an expression compared by its whole text.
        case .global(let text): text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        default: false
        }
    }

    /// The object a selector or KVO registration names as its observer; nil for a block or a pair.
    var observer: ValueRef? {
        switch kind {
        case .selectorObserver(let observer, _), .keyValueObserver(let observer, _): observer
        case .blockObserver, .pair: nil
        }
    }

    /// True when the registration hands over `self` itself: as the observer it names, or as the first argument
    /// of a pair that registers its argument (`tableView.register(self)`, `[center addObserver:(id)self …]`).
    var registersSelf: Bool {
        switch kind {
        case .selectorObserver, .keyValueObserver: return observer == .selfInstance
        case .pair(let pair, _): return pair.match == .selfArgument && call.arguments.first?.value == .selfInstance
        case .blockObserver: return false
        }
    }

    /// What the user calls the registration in messages.
    var apiName: String {
        switch kind {
        case .blockObserver, .selectorObserver, .keyValueObserver: wrapper ?? entry?.title ?? call.call.name
        case .pair(let pair, _): pair.add
        }
    }

    /// The names of the calls that can undo it.
    var removalNames: [String] {
        switch kind {
        case .blockObserver, .selectorObserver, .keyValueObserver: [foundationRemoval]
        case .pair(let pair, _): pair.removals.sorted()
        }
    }

    /// What undoes it, for messages.
    var removalName: String {
        switch kind {
        case .blockObserver, .selectorObserver, .keyValueObserver: entry?.removal ?? foundationRemoval
        case .pair(let pair, _): pair.remove
        }
    }

    private static func storagePath(_ keeper: Keeper) -> String? {
        if case .selfStorage(let path) = keeper { return path.text }
        return nil
    }

    /// `self.observers[key]`, `self.observers[]` and `self.observers.values[]` all name `self.observers`.
    static func key(_ path: String) -> String {
        var result = ""
        var depth = 0
        for character in path {
            if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
            } else if depth == 0 {
                result.append(character)
            }
        }
        for suffix in [".values", ".keys"] where result.hasSuffix(suffix) { result.removeLast(suffix.count) }
        return result
    }
}

extension Registration {
    /// The calls of a type that undo this registration; only calls of the removal's names are compared.
    /// Removals anywhere in the type, and those its superclasses and protocol extensions make for it: the
    /// `Coordinator` protocol's `addChildCoordinator` that removes the child when it is dismissed. A removal
    /// inside a supertype's own removal method (`removeChildCoordinator` calling `removeChild`) only implements
    /// it: the type must still call it.
    func removals(in typeName: String, index: ProjectIndex) -> [ObserverCall] {
        let own = removalNames.flatMap { index.observerCalls(in: typeName, named: $0) }
        let inherited = index.selfAndSupertypes(of: typeName).dropFirst().flatMap { type in
            removalNames.flatMap { index.observerCalls(in: type, named: $0) }
        }.filter { !($0.function.map(APICatalog.isRemovalVerb) ?? false) && !APICatalog.isChildLeaving($0.call.name) }
        return (own + inherited).filter { isRemoved(by: $0) }
    }

    /// A stored token removed through a method the project gives every object (`token?.invalidate()` of `extension
    /// NSObjectProtocol { func invalidate() { NotificationCenter.default.removeObserver(self) } }`).
    func removalsThroughTokenMethods(in typeName: String, index: ProjectIndex) -> [ObserverCall] {
        guard case .blockObserver(let storage) = kind else { return [] }
        let removing = Set(
            ["NSObjectProtocol", "NSObject"].flatMap { index.observerCalls(in: $0, named: foundationRemoval) }
                .filter { $0.argument(nil) == .selfInstance }.compactMap(\.function))
        guard !removing.isEmpty else { return [] }
        return index.observerCalls(in: typeName).filter { call in
            removing.contains(call.call.name)
                && call.receiver.map { Self.key($0.storage.text) == Self.key(storage) } == true
        }
    }

    /// A pair added on an object of a project class that offers no removal at all: neither the class nor any of
    /// its superclasses, all of them the project's (up to `NSObject`), implements a method of the removal's name
    /// (a notification class whose `+subscribe:block:` ends each subscription with its owner). There is nothing
    /// to call, and the class decides how long what it was given lasts. One that keeps the registered object in a
    /// strong property of its own is still reported: nothing can ever let that object go.
    func registryOffersNoRemoval(index: ProjectIndex) -> Bool {
        guard case .pair = kind, let receiver = call.receiver, receiver != .selfInstance,
            let receiverType = index.receiverType(of: call.call, in: call.context)
                ?? namesakePropertyType(of: receiver, index: index),
            receiverType != call.context.typeName,
            !index.keepsArgumentStrongly(call.call, in: call.context, position: 0)
        else { return false }
        var type: String? = ProjectIndexNames.simple(receiverType)
        var classes: [String] = []
        while let current = type, current != "NSObject", !classes.contains(current) {
            let declarations = index.declarations(of: current)
            // A class the project only declares (a header of a binary framework) may implement anything; a Swift
            // class is all there where it is declared, methods or none (`final class BalanceStore: Store<…> {}`).
            guard declarations.contains(where: { $0.kind == .class }),
                index.isSwiftClass(current) || !index.methods(of: current).isEmpty
            else {
                return false
            }
            classes.append(current)
            type = declarations.lazy.compactMap { $0.inheritedTypes.first }.first.map(ProjectIndexNames.simple)
        }
        return !classes.contains { type in
            let declared = Set(index.methods(of: type).map(\.name))
                .union(index.declarations(of: type).flatMap(\.instanceMethods))
            return removalNames.contains { declared.contains(Self.baseName($0)) }
        }
    }

    /// `balanceStore.addObserver(self)` in an initializer that also sets `self.balanceStore = balanceStore`: a
    /// parameter named as a property of the type is, as dependency injection writes it, the property's object.
    private func namesakePropertyType(of receiver: ValueRef, index: ProjectIndex) -> String? {
        guard case .parameter(let name) = receiver, let typeName = call.context.typeName else { return nil }
        return index.propertyType(name, in: typeName)
    }

    /// `removeObserver:` → `removeObserver`, `remove(coordinator:)` → `remove`.
    private static func baseName(_ name: String) -> String {
        String(name.prefix { $0 != ":" && $0 != "(" })
    }

    /// A pair added on another object (`coordinator.addChildCoordinator(child)`) that the receiver's own type
    /// undoes on itself outside its removal method (`didFinish(_:)` calling `removeChildCoordinator(_:)`): the
    /// registry ends what is added to it, whoever adds it.
    func removalsByReceiver(index: ProjectIndex) -> [ObserverCall] {
        guard case .pair(let pair, nil) = kind, pair.match == .sameReceiver,
            let receiver = call.receiver, receiver != .selfInstance,
            let receiverType = index.receiverType(of: call.call, in: call.context),
            receiverType != call.context.typeName
        else { return [] }
        return index.selfAndSupertypes(of: receiverType).flatMap { type in
            removalNames.flatMap { index.observerCalls(in: type, named: $0) }
        }.filter { removal in
            (removal.receiver == nil || removal.receiver == .selfInstance)
                && !(removal.function.map(APICatalog.isRemovalVerb) ?? false)
        }
    }
}
