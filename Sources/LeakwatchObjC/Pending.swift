import LeakwatchCore

extension Binding: TrackedLocal {
    /// A cell or reusable view (`ActionCell *cell = [tableView dequeueReusableCellWithIdentifier:…]`, a parameter
    /// `(FeedCell *)cell`): it lives in a table or collection view, which its screen shows.
    var isHostedView: Bool {
        guard let type = declaredType else { return false }
        return type.hasSuffix("Cell") || type.hasSuffix("ReusableView") || type.hasSuffix("HeaderFooterView")
    }
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
