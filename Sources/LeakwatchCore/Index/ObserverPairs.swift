/// A registration method and the method that undoes it, held as data so that configuration can add more.
package struct ObserverPair: Hashable, Sendable {
    package enum Match: String, Hashable, Sendable {
        /// The removal is called on the same receiver with the same argument labels
        /// (`add(coordinator:)` / `remove(coordinator:)`).
        case sameReceiver = "same_receiver"
        /// The registration passes `self` and the removal passes `self` too (`addListener(self)`).
        case selfArgument = "self_argument"
        /// The registration returns a token that the removal takes (`addPeriodicTimeObserver` / `removeTimeObserver`).
        case token
        /// The removal takes the name the registration gave (`userContentController.add(self, name: "bridge")` /
        /// `removeScriptMessageHandler(forName: "bridge")`); a removal of no argument removes every name.
        case sameName = "same_name"
    }

    package var add: String
    /// The removal users are told to call.
    package var remove: String
    /// Every method that undoes the registration (`unregister`, `deregister`).
    package var removals: Set<String>
    package var match: Match
    /// Argument labels of the registration that must be present (empty: any).
    package var requiredLabels: [String]
    /// Argument labels that, when they are exactly the call's, mean an API that needs no removal.
    package var exemptLabels: [String?]?
    /// A word that the argument or the enclosing type must contain (`Coordinator` for `addChild`, which
    /// UIKit and XML trees also use without any need to remove).
    package var subject: String?

    package init(
        add: String, remove: String, match: Match, requiredLabels: [String] = [], exemptLabels: [String?]? = nil,
        subject: String? = nil, alsoRemovedBy: [String] = []
    ) {
        self.add = add
        self.remove = remove
        self.removals = Set([remove] + alsoRemovedBy)
        self.match = match
        self.requiredLabels = requiredLabels
        self.exemptLabels = exemptLabels
        self.subject = subject
    }

    /// True when the call is the kind of registration this pair is about.
    package func appliesTo(_ call: ObserverCall) -> Bool {
        let arguments = call.arguments.map { $0.value.text.lowercased() }
        if let subject = subject?.lowercased(), arguments.contains(where: { $0.contains(subject) }) { return true }
        // A view controller embedded as a child (`host.addChild(viewController)`, a project's `add(child: vc)`, any
        // child a view controller adds) uses UIKit's containment, which the child leaves by its own
        // `removeFromParent()`.
        let typeName = (call.context.typeName ?? "").lowercased()
        if subject != nil || removals.contains(where: BuiltInAPIs.childLeavingCalls.contains),
            arguments.contains(where: { $0.hasSuffix("viewcontroller") || $0.hasSuffix("vc") })
                || typeName.hasSuffix("viewcontroller")
        {
            return false
        }
        guard let subject = subject?.lowercased() else { return true }
        return typeName.contains(subject)
    }
}
