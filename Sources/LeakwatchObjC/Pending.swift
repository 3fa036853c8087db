import LeakwatchCore

struct PendingCallback {
    var location: SourceLocation
    var context: SelfContext
    var captures: ClosureCaptures
    var delivery: PendingDelivery

    var callback: Callback? {
        delivery.delivery.map { Callback(location: location, context: context, body: .closure(captures), delivery: $0) }
    }
}

extension Binding: TrackedLocal {
    /// Cells are recognized in Swift code only.
    var isHostedView: Bool { false }
}

typealias PendingOwner = LeakwatchCore.PendingOwner<Binding>
typealias PendingDelivery = LeakwatchCore.PendingDelivery<Binding>
typealias PendingForwarding = LeakwatchCore.PendingForwarding<Binding>
typealias PendingKeeper = LeakwatchCore.PendingKeeper<Binding>
typealias PendingCallSite = LeakwatchCore.PendingCallSite<Binding>
typealias PendingObserverCall = LeakwatchCore.PendingObserverCall<Binding>
typealias PendingSelfArgument = LeakwatchCore.PendingSelfArgument<Binding>
