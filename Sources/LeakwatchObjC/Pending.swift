import LeakwatchCore

extension Binding: TrackedLocal {
    /// Cells are recognized in Swift code only.
    var isHostedView: Bool { false }
    /// Objective-C has no value types with callback properties worth following.
    var typeName: String? { nil }
}

typealias PendingCallback = LeakwatchCore.PendingCallback<Binding>
typealias PendingOwner = LeakwatchCore.PendingOwner<Binding>
typealias PendingDelivery = LeakwatchCore.PendingDelivery<Binding>
typealias PendingForwarding = LeakwatchCore.PendingForwarding<Binding>
typealias PendingKeeper = LeakwatchCore.PendingKeeper<Binding>
typealias PendingCallSite = LeakwatchCore.PendingCallSite<Binding>
typealias PendingClosureParameter = LeakwatchCore.PendingClosureParameter<Binding>
typealias PendingObserverCall = LeakwatchCore.PendingObserverCall<Binding>
typealias PendingSelfArgument = LeakwatchCore.PendingSelfArgument<Binding>
typealias PendingSelfStore = LeakwatchCore.PendingSelfStore<Binding>
