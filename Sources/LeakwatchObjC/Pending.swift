import LeakwatchCore

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

extension Binding: TrackedLocal {
    /// Cells are recognized in Swift code only.
    var isHostedView: Bool { false }
}

typealias PendingOwner = LeakwatchCore.PendingOwner<Binding>
typealias PendingKeeper = LeakwatchCore.PendingKeeper<Binding>
typealias PendingCallSite = LeakwatchCore.PendingCallSite<Binding>
typealias PendingObserverCall = LeakwatchCore.PendingObserverCall<Binding>
typealias PendingSelfArgument = LeakwatchCore.PendingSelfArgument<Binding>
