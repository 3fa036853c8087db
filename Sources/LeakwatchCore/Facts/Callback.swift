/// A closure or method reference handed to some place that may keep it, with how it captures `self`.
package struct Callback: Hashable, Sendable, Codable {
    package enum Body: Hashable, Sendable, Codable {
        case closure(ClosureCaptures)
        /// An instance method used as a function value: `handle`, `self.handle`, `handle(_:)`.
        case methodReference(name: String)
    }

    /// Where the closure starts or the method reference stands.
    package var location: SourceLocation
    package var context: SelfContext
    package var body: Body
    package var delivery: Delivery

    package init(location: SourceLocation, context: SelfContext, body: Body, delivery: Delivery) {
        self.location = location
        self.context = context
        self.body = body
        self.delivery = delivery
    }
}

/// Where a callback goes.
package enum Delivery: Hashable, Sendable, Codable {
    /// An argument of a call; `label` is nil for an unlabeled or trailing closure.
    case argument(CallSite, label: String?, position: Int)
    /// Assigned to a property: `child.isCompleted = { … }` (owner `child`, property `isCompleted`).
    case propertyAssignment(owner: Owner, property: String)
    /// The initial value of a `lazy var` of `self`.
    case lazyProperty(String)
}

/// A call that receives a callback or `self`, with what becomes of its result.
package struct CallSite: Hashable, Sendable, Codable {
    /// The base name (`sink`, `addObserver`); the type name for an initializer call (`Timer`).
    package var name: String
    /// The receiver as written (`NotificationCenter.default`, `self.timer`); nil for a bare call.
    package var receiver: String?
    package var receiverOwner: Owner?
    /// Every argument label in order: nil for unlabeled arguments, `{}` for the unlabeled trailing closure.
    package var labels: [String?]
    /// Arguments that are literally `true` or `false`, by label.
    package var booleanArguments: [String: Bool]
    /// Arguments that are an enum case written alone (`ownership: .weak`), by label: the case's name.
    package var caseArguments: [String: String] = [:]
    /// The names of the calls applied to this call's result, in order (`store`, `disposed`).
    package var downstream: [String]
    /// The names of the calls and properties of the chain the call is applied to, from its start
    /// (`dataTaskPublisher`, `map`, `receive` for the `sink` of `session.dataTaskPublisher(…).map…`).
    package var upstream: [String] = []
    /// What becomes of the result of the whole chain.
    package var result: Keeper
    package var location: SourceLocation
    /// The call as the code names it when that is not `name`: an Objective-C message's selector
    /// (`addObserverForName:object:queue:usingBlock:`, whose `name` is `addObserver`).
    package var spelling: String? = nil

    /// The call of a storing verb that hands the result to the object in `self`'s property (`backlog.add(task)`
    /// for `let task = Task(onDone: { … })`), when that is how `result` came to be that property: what the
    /// project's method does with its argument says how long the object keeps it.
    package var storedThrough: StoringCall? = nil

    /// The name messages quote: what the user wrote.
    package var displayName: String { spelling ?? name }

    package init(
        name: String, receiver: String?, receiverOwner: Owner?, labels: [String?],
        booleanArguments: [String: Bool], downstream: [String], result: Keeper, location: SourceLocation
    ) {
        self.name = name
        self.receiver = receiver
        self.receiverOwner = receiverOwner
        self.labels = labels
        self.booleanArguments = booleanArguments
        self.downstream = downstream
        self.result = result
        self.location = location
    }

    /// Stands for the unlabeled trailing closure in `labels`: it may bind to any closure parameter, whereas a
    /// nil label is an unlabeled argument that binds only to a `_` parameter.
    package static let trailingClosureLabel = "{}"
}

/// A call of a storing verb on an object of `self` (`backlog.add(task)`, `[self.queue addTask:task]`) that takes
/// a value as its argument at `position`.
package struct StoringCall: Hashable, Sendable, Codable {
    /// The base name (`add`, `addTask`).
    package var name: String
    /// Every argument label in order, nil for unlabeled ones.
    package var labels: [String?]
    package var position: Int

    package init(name: String, labels: [String?], position: Int) {
        self.name = name
        self.labels = labels
        self.position = position
    }
}

/// How a closure captures `self` and the variables around it. Only strong captures are listed.
package struct ClosureCaptures: Hashable, Sendable, Codable {
    /// Uses of a strong `self` from outside the closure, in source order.
    package var selfUses: [SelfUse]
    /// Other variables of the enclosing code captured strongly (first use of each).
    package var capturedVariables: [NameUse]
    /// Bare names that resolve to the enclosing method's `self` when they name a member: a class
    /// closure may only do that when it cannot escape.
    package var implicitMemberUses: [NameUse]
    /// `[weak self]` in the closure's own capture list, or a weak copy of `self` from outside it: it refers to
    /// `self` without keeping it, and finds nil once `self` is gone.
    package var capturesSelfWeakly = false
    /// Names held `unowned` (`[unowned self]`, `[unowned(unsafe) row]`, an `__unsafe_unretained` copy of `self`):
    /// not kept either, but not nil once their object is gone. First capture of each name, in source order.
    package var unownedCaptures: [UnownedCapture] = []
    /// Variables named in the capture list without `weak` or `unowned` (`[row]`): the closure holds the value they
    /// have when it is made, which for a value type is a copy, not the variable.
    package var listedVariables: [String] = []
    /// The closure ends what it was registered with, through its own parameter (`timer.invalidate()` in a
    /// repeating timer's block): the registration does not outlive it.
    package var endsItsRegistration = false
    /// The closure removes or cancels, unconditionally, the token its own registration returned, kept in a local
    /// it captures (`observer = center.addObserver(…) { _ in center.removeObserver(observer!); … }`): a one-shot
    /// observer, let go of the first time it runs.
    package var removesItsOwnToken = false
    /// The closure sets the property that holds it back to nil when it runs (`coordinator.didComplete = { …;
    /// coordinator.didComplete = nil }`): it lets itself go, and the cycle through it ends then.
    package var clearsItsHolder = false

    package init(
        selfUses: [SelfUse], capturedVariables: [NameUse], implicitMemberUses: [NameUse],
        capturesSelfWeakly: Bool = false
    ) {
        self.selfUses = selfUses
        self.capturedVariables = capturedVariables
        self.implicitMemberUses = implicitMemberUses
        self.capturesSelfWeakly = capturesSelfWeakly
    }
}

/// A name a closure holds without keeping its object and without learning when it goes: running the closure
/// after the object is deallocated traps (`unowned`) or reads freed memory (`unowned(unsafe)`,
/// `__unsafe_unretained`).
package struct UnownedCapture: Hashable, Sendable, Codable {
    /// The name the closure uses (`self`, `row`, `unsafeSelf`).
    package var name: String
    /// The name stands for the enclosing method's `self`.
    package var isSelf: Bool
    /// `unowned(unsafe)` or `__unsafe_unretained`: no check at all when the object is gone.
    package var isUnsafe: Bool
    /// The capture list item, or the first use in the closure of a copy made outside it.
    package var location: SourceLocation

    package init(name: String, isSelf: Bool, isUnsafe: Bool, location: SourceLocation) {
        self.name = name
        self.isSelf = isSelf
        self.isUnsafe = isUnsafe
        self.location = location
    }
}

package struct NameUse: Hashable, Sendable, Codable {
    package var name: String
    package var location: SourceLocation

    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// One place where a closure reaches a strong `self` that lives outside it.
package struct SelfUse: Hashable, Sendable, Codable {
    package enum Via: Hashable, Sendable, Codable {
        /// `self.x`, or `self` passed along.
        case explicit
        /// `[self]` or `[x = self]` in the capture list.
        case captureList
        /// A `self` made strong again by `guard let self` in an enclosing `[weak self]` closure.
        case rebound
        /// A strong alias of `self` (`let strongSelf = self`).
        case alias(String)
        /// An implicit `self.name` that `[self]` or `guard let self` allows; counts when `name` is a member.
        case implicitMember(String)
        /// The `[weak self]` of a nested closure, which the enclosing closure must capture strongly to form.
        case nestedWeakCapture
        /// The `[unowned self]` of a nested closure, which the enclosing closure must capture strongly to form.
        case nestedUnownedCapture
    }

    package var location: SourceLocation
    package var via: Via

    package init(location: SourceLocation, via: Via) {
        self.location = location
        self.via = via
    }
}

/// `self` handed to a call as an argument (`assign(to:on: self)`, `target: self`).
package struct SelfArgument: Hashable, Sendable, Codable {
    package var call: CallSite
    package var label: String?
    package var location: SourceLocation
    package var context: SelfContext

    package init(call: CallSite, label: String?, location: SourceLocation, context: SelfContext) {
        self.call = call
        self.label = label
        self.location = location
        self.context = context
    }
}
