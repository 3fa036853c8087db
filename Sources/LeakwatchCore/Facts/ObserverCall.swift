/// A call of the register/unregister family (`addObserver`, `removeObserver`, `sink`, `subscribe`,
/// `addListener`, `invalidate`): what the lifecycle rules pair up.
package struct ObserverCall: Hashable, Sendable, Codable {
    package var call: CallSite
    /// The arguments in order, named so that equal things compare equal across methods.
    package var arguments: [ObserverArgument]
    /// The receiver named the same way (`self.player`, `NotificationCenter.default`), nil for a free function.
    package var receiver: ValueRef?
    package var context: SelfContext
    /// The member function the call stands in (`viewDidLoad`, `init`, `deinit`); nil outside members.
    package var function: String?
    /// True when a closure or method reference is among the arguments.
    package var hasCallback: Bool

    package init(
        call: CallSite, arguments: [ObserverArgument], receiver: ValueRef?, context: SelfContext, function: String?,
        hasCallback: Bool
    ) {
        self.call = call
        self.arguments = arguments
        self.receiver = receiver
        self.context = context
        self.function = function
        self.hasCallback = hasCallback
    }

    /// The value of the argument with this label (nil label: the first unlabeled one).
    package func argument(_ label: String?) -> ValueRef? {
        arguments.first { $0.label == label }?.value
    }
}

package struct ObserverArgument: Hashable, Sendable, Codable {
    package var label: String?
    package var value: ValueRef

    package init(label: String?, value: ValueRef) {
        self.label = label
        self.value = value
    }
}

/// A member function and the type's own methods it calls: "reached from `viewDidLoad`" follows these.
package struct MethodSummary: Hashable, Sendable, Codable {
    package var typeName: String
    package var name: String
    package var calledMethods: [String]
    package var location: SourceLocation
    /// The flag of `self` (`didStart`) whose test makes the body return at once and which the body sets (see
    /// `OnceGuard`); nil when the body opens with no such guard.
    package var onceFlag: String?
    /// The flags of `self` the body sets back (`started = false`, `self.reachability = nil`), by name without
    /// `self.` or an ivar's underscore.
    package var clearedFlags: [String] = []
    /// The body is guarded by its `onceFlag`, but a method of the type sets that flag back (`stop()` sets
    /// `started = false`): it runs again after that. Told by the index across the type's methods.
    package var restartable = false
    /// What the body does after its guard runs once per object, even from a method that runs on every
    /// appearance.
    package var guardedOnce: Bool { onceFlag != nil && !restartable }

    /// `init`, `init(frame:)` as Swift names it, `initWithCoder` as Objective-C does; not `initializeObservers`.
    package static func isInitializer(_ name: String) -> Bool {
        name == "init"
            || (name.hasPrefix("init") && name.dropFirst(4).first.map { $0.isUppercase || $0 == "(" } == true)
    }
    /// The properties of `self` the body compares with nil (`timer == nil`, `if (!_monitor)`), by name without
    /// `self.` or an ivar's underscore: a registration stored there only when nothing is is stored over nothing.
    package var nilChecked: [String]
    /// The argument labels in order (nil for `_`) and the parameters' names inside the body: a closure of the body
    /// that captures a parameter keeps the argument a caller passes under that label.
    package var parameterLabels: [String?] = []
    package var parameterNames: [String] = []

    package init(
        typeName: String, name: String, calledMethods: [String], location: SourceLocation, onceFlag: String? = nil,
        nilChecked: [String] = []
    ) {
        self.typeName = typeName
        self.name = name
        self.calledMethods = calledMethods
        self.location = location
        self.onceFlag = onceFlag
        self.nilChecked = nilChecked
    }
}
