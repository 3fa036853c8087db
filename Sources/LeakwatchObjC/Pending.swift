import LeakwatchCore

extension Binding: TrackedLocal {
    /// Cells are recognized in Swift code only.
    var isHostedView: Bool { false }
    /// The class the local is declared with: what its own type does with the block stored in it.
    var typeName: String? { declaredType }
    /// `Renderer *renderer = [[Renderer alloc] init];`: a new object.
    var isMadeHere: Bool { madeOf != nil }
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
