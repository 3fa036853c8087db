import LeakwatchCore

/// Facts whose locals are resolved at the end of the file, once every later use of the local has been seen
/// (`child.completion = ^{…}` comes before `[self.children addObject:child]`), as in the Swift front end.
enum PendingOwner {
    case resolved(Owner)
    case local(Binding, path: String)

    var owner: Owner {
        switch self {
        case .resolved(let owner): owner
        case .local(let binding, let path):
            .local(LocalOwner(name: binding.name, path: path, keptBySelf: binding.keptBySelf, isHostedView: false))
        }
    }
}

enum PendingKeeper {
    case resolved(Keeper)
    case local(Binding)

    var keeper: Keeper {
        switch self {
        case .resolved(let keeper): keeper
        case .local(let binding):
            if let kept = binding.keptBySelf {
                .selfStorage(kept)
            } else if binding.useCount > 0 {
                .other("local '\(binding.name)' used later")
            } else {
                .local(binding.name)
            }
        }
    }
}

struct PendingCallSite {
    var name: String
    var receiver: String?
    var receiverOwner: PendingOwner?
    var labels: [String?]
    var booleanArguments: [String: Bool]
    var downstream: [String]
    var result: PendingKeeper
    var location: SourceLocation

    var callSite: CallSite {
        CallSite(
            name: name, receiver: receiver, receiverOwner: receiverOwner?.owner, labels: labels,
            booleanArguments: booleanArguments, downstream: downstream, result: result.keeper, location: location)
    }
}

enum PendingDelivery {
    case argument(PendingCallSite, label: String?, position: Int)
    case propertyAssignment(owner: PendingOwner, property: String)
    /// Held by a local first: the delivery is wherever the local goes.
    case local(Binding)

    var delivery: Delivery? {
        switch self {
        case .local(let binding): binding.forwardedDelivery?.delivery
        case .argument(let call, let label, let position): .argument(call.callSite, label: label, position: position)
        case .propertyAssignment(let owner, let property): .propertyAssignment(owner: owner.owner, property: property)
        }
    }
}

struct PendingCallback {
    var location: SourceLocation
    var context: SelfContext
    var captures: ClosureCaptures
    var delivery: PendingDelivery

    var callback: Callback? {
        delivery.delivery.map { Callback(location: location, context: context, body: .closure(captures), delivery: $0) }
    }
}

struct PendingObserverCall {
    var call: PendingCallSite
    var arguments: [ObserverArgument]
    var receiver: String?
    var context: SelfContext
    var function: String?
    var hasCallback: Bool

    var observerCall: ObserverCall {
        ObserverCall(
            call: call.callSite, arguments: arguments, receiver: receiver, context: context, function: function,
            hasCallback: hasCallback)
    }
}

struct PendingSelfArgument {
    var call: PendingCallSite
    var label: String?
    var location: SourceLocation
    var context: SelfContext

    var selfArgument: SelfArgument {
        SelfArgument(call: call.callSite, label: label, location: location, context: context)
    }
}

enum PendingForwarding {
    case argument(PendingCallSite, label: String?, position: Int)
    case storedProperty(String)

    var forwarding: FunctionDeclaration.Forwarding {
        switch self {
        case .argument(let call, let label, let position): .argument(call.callSite, label: label, position: position)
        case .storedProperty(let path): .storedProperty(path)
        }
    }
}
