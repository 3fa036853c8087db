import LeakwatchCore

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
typealias PendingDelivery = LeakwatchCore.PendingDelivery<Binding>
typealias PendingForwarding = LeakwatchCore.PendingForwarding<Binding>
typealias PendingKeeper = LeakwatchCore.PendingKeeper<Binding>
typealias PendingCallSite = LeakwatchCore.PendingCallSite<Binding>
typealias PendingObserverCall = LeakwatchCore.PendingObserverCall<Binding>
typealias PendingSelfArgument = LeakwatchCore.PendingSelfArgument<Binding>
