import LeakwatchCore

/// Where a callback goes, resolved at the end of the file like the other pending facts (`PendingFacts.swift`).
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

extension Binding: TrackedLocal {}

typealias PendingOwner = LeakwatchCore.PendingOwner<Binding>
typealias PendingKeeper = LeakwatchCore.PendingKeeper<Binding>
typealias PendingCallSite = LeakwatchCore.PendingCallSite<Binding>
typealias PendingObserverCall = LeakwatchCore.PendingObserverCall<Binding>
typealias PendingSelfArgument = LeakwatchCore.PendingSelfArgument<Binding>
