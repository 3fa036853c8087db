/// A local variable of the code a front end walks, whose fate is known only at the end of the file: whether
/// `self` stores it (`children.append(child)` after `child.onDone = …`) and whether it is used again.
package protocol TrackedLocal: AnyObject {
    var name: String { get }
    /// What the name stands for: `self`, a strong or weak copy of it, or a plain value.
    var kind: BindingKind { get }
    var keptBySelf: StoragePath? { get }
    /// The storing call that handed the local's value to `keptBySelf` (`backlog.add(task)`).
    var keptThrough: StoringCall? { get }
    /// A parameter of the function being walked.
    var isParameter: Bool { get }
    var isHostedView: Bool { get }
    /// The type the local is declared with or made from, when the code says.
    var typeName: String? { get }
    /// The local's value is a new object its declaration makes (`let renderer = Renderer()`).
    var isMadeHere: Bool { get }
    var useCount: Int { get }
    /// Where a closure the local holds goes next (`let handler = { … }; button.onTap = handler`).
    var forwardedDelivery: PendingDelivery<Self>? { get }
    /// The calls applied to the chain the local holds where `self` comes to keep it (`sink`, `store` of
    /// `names.sink { … }.store(in: &bag)` or of the chain that joins it): the call that made the local's value
    /// feeds them.
    var laterDownstream: [String] { get }
    /// The local whose object the code later stores this local's value into (`let ok = UIAlertAction(…)`, then
    /// `alert.addAction(ok)`): what keeps that object keeps the value.
    var holder: Self? { get }
}

extension TrackedLocal {
    package var laterDownstream: [String] { [] }
    package var holder: Self? { nil }
}

extension TrackedLocal {
    package var isSelfLike: Bool { kind.isSelfLike }
    package var isStrongSelf: Bool { kind.isStrongSelf }
}

/// A callback found in the code (a closure, a block, a method reference) whose delivery is resolved at the end
/// of the file.
package struct PendingCallback<Local: TrackedLocal> {
    package var location: SourceLocation
    package var context: SelfContext
    package var body: Callback.Body
    package var delivery: PendingDelivery<Local>

    package init(location: SourceLocation, context: SelfContext, body: Callback.Body, delivery: PendingDelivery<Local>)
    {
        self.location = location
        self.context = context
        self.body = body
        self.delivery = delivery
    }

    package var callback: Callback? {
        delivery.delivery.map { Callback(location: location, context: context, body: body, delivery: $0) }
    }
}

/// Where a callback goes, resolved at the end of the file like the other pending facts.
package enum PendingDelivery<Local: TrackedLocal> {
    case argument(PendingCallSite<Local>, label: String?, position: Int)
    case propertyAssignment(owner: PendingOwner<Local>, property: String)
    /// The initial value of a `lazy var` of `self` (Swift only).
    case lazyProperty(String)
    /// Kept in a local first; the delivery is wherever the local goes, if anywhere.
    case local(Local)

    package var delivery: Delivery? {
        switch self {
        case .local(let local): local.forwardedDelivery?.delivery
        case .argument(let call, let label, let position): .argument(call.callSite, label: label, position: position)
        case .propertyAssignment(let owner, let property): .propertyAssignment(owner: owner.owner, property: property)
        case .lazyProperty(let name): .lazyProperty(name)
        }
    }
}

/// Where a function's closure parameter goes in its body, resolved at the end of the file.
package enum PendingForwarding<Local: TrackedLocal> {
    case argument(PendingCallSite<Local>, label: String?, position: Int)
    case storedProperty(StoragePath)

    /// Where a closure parameter goes when a closure (or block) that captures it is delivered: an argument of the
    /// call, or a property of `self`; nil for anywhere else, a use no forwarding describes. Both front ends ask it.
    package init?(capturedBy delivery: PendingDelivery<Local>?) {
        switch delivery {
        case .argument(let call, let label, let position)?: self = .argument(call, label: label, position: position)
        case .propertyAssignment(.resolved(.selfInstance), let property)?: self = .storedProperty(.property(property))
        case .propertyAssignment(.resolved(.selfProperty(let path)), let property)?:
            self = .storedProperty(path.appending(property))
        default: return nil
        }
    }

    package var forwarding: FunctionDeclaration.Forwarding {
        switch self {
        case .argument(let call, let label, let position): .argument(call.callSite, label: label, position: position)
        case .storedProperty(let path): .storedProperty(path)
        }
    }
}

/// A closure parameter of the function being walked and what its body does with it so far.
package struct PendingClosureParameter<Local: TrackedLocal> {
    package var label: String?
    package var position: Int
    package var isEscaping: Bool
    package var forwards: [PendingForwarding<Local>] = []
    package var uses = FunctionDeclaration.ClosureParameter.Uses.unseen

    package init(label: String?, position: Int, isEscaping: Bool) {
        self.label = label
        self.position = position
        self.isEscaping = isEscaping
    }

    package var parameter: FunctionDeclaration.ClosureParameter {
        .init(
            label: label, position: position, isEscaping: isEscaping, forwards: forwards.map(\.forwarding),
            uses: uses)
    }
}

extension Array {
    /// Records a place the body sends closure parameter `index` (none for a parameter that was not declared).
    package mutating func forward<Local>(_ index: Int, _ forwarding: PendingForwarding<Local>)
    where Element == PendingClosureParameter<Local> {
        guard indices.contains(index) else { return }
        self[index].forwards.append(forwarding)
        if self[index].uses == .unseen { self[index].uses = .followed }
    }

    /// Records a use of closure parameter `index` that keeps nothing (a call, a test against nil) or, with
    /// `followed` false, one that no forwarding describes.
    package mutating func recordUse<Local>(_ index: Int, followed: Bool)
    where Element == PendingClosureParameter<Local> {
        guard indices.contains(index) else { return }
        if !followed {
            self[index].uses = .elsewhere
        } else if self[index].uses == .unseen {
            self[index].uses = .followed
        }
    }
}

/// Facts that may mention such locals, turned into plain facts once the file has been walked. Shared by the
/// Swift and Objective-C front ends.
package enum PendingOwner<Local: TrackedLocal> {
    case resolved(Owner)
    case local(Local, path: String)

    package var owner: Owner {
        switch self {
        case .resolved(let owner): owner
        case .local(let local, let path):
            .local(
                LocalOwner(
                    name: local.name, path: path, keptBySelf: local.keptBySelf, isHostedView: local.isHostedView,
                    typeName: local.typeName, isMadeHere: local.isMadeHere, isParameter: local.isParameter)
            )
        }
    }
}

extension PendingOwner {
    /// What keeps a value stored into this owner (`self.x = value`, `bag.append(value)`).
    package var storageKeeper: PendingKeeper<Local> {
        switch self {
        case .resolved(.selfInstance): .resolved(.selfStorage(.selfItself))
        case .resolved(.selfProperty(let path)): .resolved(.selfStorage(path))
        case .resolved(.shared(let path)): .resolved(.shared(path))
        case .resolved(.unknown(let path)): .resolved(.other(path))
        case .resolved(.local(let local)): .resolved(.local(local.name))
        // `x = value` holds the value in the local; `x.handlers = value` and `x.bag` store it into the object.
        case .local(let local, let path): path == local.name ? .local(local) : .storedInto(local)
        }
    }
}

package enum PendingKeeper<Local: TrackedLocal> {
    case resolved(Keeper)
    /// Held by the local itself (`let token = …`, `x = …`).
    case local(Local)
    /// Stored into the object the local names (`alert.addAction(…)`, `cell.bag` of `disposed(by: cell.bag)`).
    case storedInto(Local)

    package var keeper: Keeper {
        switch self {
        case .resolved(let keeper): keeper
        case .local(let local):
            if let kept = local.keptBySelf {
                .selfStorage(kept)
            } else if let holder = local.holder {
                // Held by the object the other local names, whatever keeps that object. `self` keeps it when it
                // stores that object itself (`observers.append(token)`, then `self.observers = observers`); what
                // `self` is taken to keep through a call on it (`[self addButton:alert]`) is a guess too far for
                // two steps.
                if let kept = holder.keptBySelf, holder.keptThrough == nil {
                    .selfStorage(kept)
                } else {
                    .heldByLocal(holder.name)
                }
            } else if local.useCount > 0 {
                .other("local '\(local.name)' used later")
            } else {
                .local(local.name)
            }
        case .storedInto(let local):
            if let kept = local.keptBySelf { .selfStorage(kept) } else { .heldByLocal(local.name) }
        }
    }
}

package struct PendingCallSite<Local: TrackedLocal> {
    package var name: String
    package var receiver: String?
    package var receiverOwner: PendingOwner<Local>?
    package var labels: [String?]
    package var booleanArguments: [String: Bool]
    package var caseArguments: [String: String] = [:]
    package var downstream: [String]
    package var upstream: [String] = []
    package var result: PendingKeeper<Local>
    package var location: SourceLocation
    package var spelling: String? = nil
    /// The storing call the result goes through, when it goes straight into one (`backlog.add(Task(…))`).
    package var storedThrough: StoringCall? = nil

    package init(
        name: String, receiver: String?, receiverOwner: PendingOwner<Local>?, labels: [String?],
        booleanArguments: [String: Bool], downstream: [String], result: PendingKeeper<Local>, location: SourceLocation
    ) {
        self.name = name
        self.receiver = receiver
        self.receiverOwner = receiverOwner
        self.labels = labels
        self.booleanArguments = booleanArguments
        self.downstream = downstream
        self.result = result
        self.location = location
    }

    package var callSite: CallSite {
        var later: [String] = []
        var through = storedThrough
        switch result {
        case .local(let local) where local.keptBySelf != nil:
            later = local.laterDownstream
            through = through ?? local.keptThrough
        default: break
        }
        var site = CallSite(
            name: name, receiver: receiver, receiverOwner: receiverOwner?.owner, labels: labels,
            booleanArguments: booleanArguments, downstream: downstream + later, result: result.keeper,
            location: location)
        site.upstream = upstream
        site.spelling = spelling
        site.caseArguments = caseArguments
        site.storedThrough = through
        return site
    }
}

package struct PendingObserverCall<Local: TrackedLocal> {
    package var call: PendingCallSite<Local>
    package var arguments: [ObserverArgument]
    package var receiver: ValueRef?
    package var context: SelfContext
    package var function: String?
    package var hasCallback: Bool

    package init(
        call: PendingCallSite<Local>, arguments: [ObserverArgument], receiver: ValueRef?, context: SelfContext,
        function: String?, hasCallback: Bool
    ) {
        self.call = call
        self.arguments = arguments
        self.receiver = receiver
        self.context = context
        self.function = function
        self.hasCallback = hasCallback
    }

    package var observerCall: ObserverCall {
        ObserverCall(
            call: call.callSite, arguments: arguments, receiver: receiver, context: context, function: function,
            hasCallback: hasCallback)
    }
}

package struct PendingSelfArgument<Local: TrackedLocal> {
    package var call: PendingCallSite<Local>
    package var label: String?
    package var location: SourceLocation
    package var context: SelfContext

    package init(call: PendingCallSite<Local>, label: String?, location: SourceLocation, context: SelfContext) {
        self.call = call
        self.label = label
        self.location = location
        self.context = context
    }

    package var selfArgument: SelfArgument {
        SelfArgument(call: call.callSite, label: label, location: location, context: context)
    }
}

/// What keeps a new instance, as far as its method shows: known, or a property of `self` set in a helper method,
/// which is known once every method of the file is (`viewDidLoad` → `configureViewControllers`).
package enum PendingInstanceKeeper: Sendable {
    case keeper(Instantiation.Keeper)
    case inHelper(type: String, property: String, method: String)

    package static let other = PendingInstanceKeeper.keeper(.other)
    package static let global = PendingInstanceKeeper.keeper(.global)
    package static func property(ofType type: String, name: String) -> PendingInstanceKeeper {
        .keeper(.property(ofType: type, name: name))
    }

    /// Files an instance of `typeName` with this keeper: among the file's instances (or scenes) when it is known,
    /// among the helpers' otherwise.
    package func note(
        _ typeName: String, isScene: Bool, instances: inout Set<Instantiation>, scenes: inout Set<Instantiation>,
        helpers: inout [(typeName: String, keeper: PendingInstanceKeeper, isScene: Bool)]
    ) {
        switch self {
        case .inHelper: helpers.append((typeName, self, isScene))
        case .keeper(let known):
            let instantiation = Instantiation(typeName: typeName, keeper: known)
            if isScene { scenes.insert(instantiation) } else { instances.insert(instantiation) }
        }
    }

    /// The instantiations made in helpers, once the file's methods are known: a property keeps the object when
    /// every caller of the helper in its type runs once per object (`onceRun`: `init`, `viewDidLoad`, a launch
    /// method), or is such a helper itself; otherwise the object is one of many.
    package static func resolved(
        _ pending: [(typeName: String, keeper: PendingInstanceKeeper, isScene: Bool)], methods: [MethodSummary],
        onceRun: [String: Set<String>]
    ) -> (instances: [Instantiation], scenes: [Instantiation]) {
        var helpers: [String: Set<String>] = [:]
        var instances: [Instantiation] = []
        var scenes: [Instantiation] = []
        for (typeName, keeper, isScene) in pending {
            guard case .inHelper(let type, let property, let method) = keeper else { continue }
            if helpers[type] == nil { helpers[type] = onceRunHelpers(of: type, methods: methods, onceRun: onceRun) }
            let resolved: Instantiation.Keeper =
                helpers[type]?.contains(method) == true ? .property(ofType: type, name: property) : .other
            let instantiation = Instantiation(typeName: typeName, keeper: resolved)
            if isScene { scenes.append(instantiation) } else { instances.append(instantiation) }
        }
        return (instances, scenes)
    }

    /// The methods of a type, in one file, that run once per object: those the framework calls once, and those
    /// that only such methods call.
    private static func onceRunHelpers(
        of type: String, methods: [MethodSummary], onceRun: [String: Set<String>]
    ) -> Set<String> {
        let summaries = methods.filter { $0.typeName == type }
        var once = onceRun[type] ?? []
        var changed = true
        while changed {
            changed = false
            for summary in summaries where !once.contains(summary.name) {
                let callers = summaries.filter { $0.name != summary.name && $0.calledMethods.contains(summary.name) }
                if !callers.isEmpty, callers.allSatisfy({ once.contains($0.name) }) {
                    once.insert(summary.name)
                    changed = true
                }
            }
        }
        return once
    }
}
