import LeakwatchCore

/// Facts whose local variables are resolved only at the end of the file, once every later use of the
/// variable has been seen (`child.onDone = …` comes before `children.append(child)`).
enum PendingOwner {
    case resolved(Owner)
    case local(Binding, path: String)

    var owner: Owner {
        switch self {
        case .resolved(let owner): owner
        case .local(let binding, let path):
            .local(
                LocalOwner(
                    name: binding.name, path: path, keptBySelf: binding.keptBySelf,
                    isHostedView: binding.isHostedView))
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
    case lazyProperty(String)
    /// Kept in a local first; the delivery is wherever the local goes, if anywhere.
    case local(Binding)

    var delivery: Delivery? {
        switch self {
        case .local(let binding): binding.forwardedDelivery?.delivery
        case .argument(let call, let label, let position): .argument(call.callSite, label: label, position: position)
        case .propertyAssignment(let owner, let property): .propertyAssignment(owner: owner.owner, property: property)
        case .lazyProperty(let name): .lazyProperty(name)
        }
    }
}

struct PendingCallback {
    var location: SourceLocation
    var context: SelfContext
    var body: Callback.Body
    var delivery: PendingDelivery

    var callback: Callback? {
        delivery.delivery.map { Callback(location: location, context: context, body: body, delivery: $0) }
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
