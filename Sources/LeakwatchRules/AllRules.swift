import LeakwatchCore

/// Every rule leakwatch runs, sorted by id. Adding a rule adds one line here.
package enum AllRules {
    package static let rules: [Rule] = [
        AssignOnSelfRule(),
        DiscardedObserverTokenRule(),
        LifecycleMismatchRule(),
        MethodReferenceCaptureRule(),
        OverwrittenRegistrationRule(),
        ReferenceCycleRule(),
        SelfReferencingCallbackRule(),
        StrongSelfCaptureRule(),
        TaskLoopCaptureRule(),
        UnbalancedObserverRule(),
        UnownedCaptureRule(),
    ]

    /// Every rule users can meet, with the suppression check of `--strict`, sorted by id: for listings,
    /// the README and SARIF.
    package static var descriptions: [RuleDescription] {
        (rules.map(\.description) + [UnusedSuppression.description]).sorted { $0.id < $1.id }
    }
}
