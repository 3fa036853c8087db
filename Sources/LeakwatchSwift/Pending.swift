import LeakwatchCore

extension Binding: TrackedLocal {}

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
