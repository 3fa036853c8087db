/// The one answer to "does this call keep the closure given to it, and how?", asked by the capture rules
/// and by the index when it decides which project functions are wrappers.
package enum CallKeeping: Hashable, Sendable {
    /// A registry outside `self` keeps it until the registration is undone.
    case untilRemoved(api: APIEntry, reason: Phrase)
    /// The call's result (token, cancellable, disposable, chain) keeps it: what keeps the result keeps it.
    case byResult
    /// The receiver keeps it as long as the receiver lives.
    case byReceiver
    /// Nothing keeps it past the call (a one-shot callback, a closure run at once, a finite chain).
    case notKept
}

extension APICatalog {
    /// How a call keeps the closure passed under `label`. A call the catalogue does not know keeps it in its
    /// result, unless its name says it runs the closure at once. `chainCompletes` is what the project index
    /// knows of the chain (its own request functions); nil: what the catalogue alone knows.
    package func keeping(of call: CallSite, label: String?, chainCompletes: Bool? = nil) -> CallKeeping {
        let completes = chainCompletes ?? self.completes(call)
        if let entry = keepingEntry(for: call) {
            switch entry.keeping {
            case .untilRemoved(let reason)?: return .untilRemoved(api: entry, reason: reason)
            case .byReceiver?: return .byReceiver
            case .forProcess?:
                return .untilRemoved(api: entry, reason: "\(code: entry.name) keeps it for the whole run")
            case .byToken?, nil: return completes ? .notKept : .byResult
            }
        }
        // A known registration in a form that does not keep the closure (`repeats: false`).
        if entries(named: call.name).contains(where: { $0.role == .register && $0.keeping != nil }) { return .notKept }
        // A call that runs the closure once, later, releases it whatever becomes of its result (a data task, the
        // `Progress` of an item provider's load, which a subscription may then observe).
        if runsLater(call), !isSubscription(call.name) { return .notKept }
        let isSubscription = self.isSubscription(call.name)
        let feedsSubscription = call.downstream.contains { self.isSubscription($0) || isShareOperator($0) }
        if !isSubscription, !feedsSubscription {
            if has(call.name, role: .notRetaining) || has(call.name, role: .deferred) { return .notKept }
            if let label, isOneShotLabel(label) { return .notKept }
        }
        return completes ? .notKept : .byResult
    }
}
