import LeakwatchCore

/// Every rule leakwatch runs, sorted by id. Adding a rule adds one line here.
package enum AllRules {
    package static let rules: [Rule] = [
        AssignOnSelfRule(),
        DiscardedObserverTokenRule(),
        LifecycleMismatchRule(),
        MethodReferenceCaptureRule(),
        SelfReferencingCallbackRule(),
        StrongSelfCaptureRule(),
        UnbalancedObserverRule(),
    ]
}
