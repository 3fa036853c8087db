/// What a front end saw of Swift concurrency in one file: the tasks that loop over sequences, the methods
/// that do, and the project's own functions and properties that hand out sequences.
package struct AsyncFacts: Hashable, Sendable, Codable {
    package var tasks: [TaskFact]
    package var loopingMethods: [LoopingMethod]
    package var providers: [SequenceProvider]

    package init(tasks: [TaskFact] = [], loopingMethods: [LoopingMethod] = [], providers: [SequenceProvider] = []) {
        self.tasks = tasks
        self.loopingMethods = loopingMethods
        self.providers = providers
    }
}

/// One link of the expression a `for await` loop walks, innermost first:
/// `viewModel.$state.values.map { … }` is `viewModel`, `$state`, `values`, `map`.
package enum SequenceStep: Hashable, Sendable, Codable {
    /// A name: a variable, a type, or a property (`self`, `NotificationCenter`, `default`, `$state`, `values`).
    case member(String)
    /// A call with its argument labels (`notifications(named:)`, `map`, `AsyncTimerSequence(interval:clock:)`).
    case call(String, labels: [String?])
    /// A stream built in place (`AsyncStream { continuation in … }`), with the catalogue's names its builder
    /// calls (`finish`, `addObserver`).
    case builder(String, calls: [String])
}

/// A `for await` loop.
package struct AwaitLoop: Hashable, Sendable, Codable {
    /// The `for` keyword.
    package var location: SourceLocation
    package var sequence: [SequenceStep]
    /// The sequence as written, shortened, for messages.
    package var text: String
    /// The body leaves the loop unconditionally (a `break`, `return` or `throw` among its own statements).
    package var isBounded: Bool
    /// A strong `self` made inside the task before the loop and alive through it: `guard let self`,
    /// `if let self`, `guard let strongSelf = self` (its name and the condition's place).
    package var upgrade: NameUse?

    package init(
        location: SourceLocation, sequence: [SequenceStep], text: String, isBounded: Bool, upgrade: NameUse?
    ) {
        self.location = location
        self.sequence = sequence
        self.text = text
        self.isBounded = isBounded
        self.upgrade = upgrade
    }
}

/// A `Task { … }` or `Task.detached { … }` whose closure awaits loops or calls methods of `self`.
package struct TaskFact: Hashable, Sendable, Codable {
    /// The `Task` name.
    package var location: SourceLocation
    package var isDetached: Bool
    /// The type and member the task is created in.
    package var context: SelfContext
    /// The loops of the task's own body (nested tasks have their own facts).
    package var loops: [AwaitLoop]
    /// Awaited calls of methods of `self`: `await self.observe()`, `await observe()`, `await self?.observe()`.
    package var selfCalls: [NameUse]
    /// How the task's closure captures `self`.
    package var captures: ClosureCaptures
    /// True when the closure names `self` in any way, weakly included: the task then works for `self`.
    /// Bare names of members (`update()`) count too; they are in `captures.implicitMemberUses`.
    package var mentionsSelf: Bool
    /// What becomes of the task's handle.
    package var handle: Keeper
    /// The handle is held in a local that the code cancels where it can see it: in a `defer`, in a stream's
    /// `onTermination`, before it makes the next task (`innerTask?.cancel(); innerTask = Task { … }`).
    package var isCancelledByItsCode = false

    package init(
        location: SourceLocation, isDetached: Bool, context: SelfContext, loops: [AwaitLoop], selfCalls: [NameUse],
        captures: ClosureCaptures, mentionsSelf: Bool, handle: Keeper
    ) {
        self.location = location
        self.isDetached = isDetached
        self.context = context
        self.loops = loops
        self.selfCalls = selfCalls
        self.captures = captures
        self.mentionsSelf = mentionsSelf
        self.handle = handle
    }
}

/// An instance method whose own body (outside closures) runs a `for await` loop: its caller holds `self`
/// for as long as the loop runs.
package struct LoopingMethod: Hashable, Sendable, Codable {
    package var typeName: String
    package var name: String
    package var loop: AwaitLoop

    package init(typeName: String, name: String, loop: AwaitLoop) {
        self.typeName = typeName
        self.name = name
        self.loop = loop
    }
}

/// A function, computed property or stored property of the project that hands out a sequence.
package struct SequenceProvider: Hashable, Sendable, Codable {
    /// The type it is a member of; nil for a global function.
    package var owner: String?
    package var name: String
    /// The argument labels of a function; nil for a property.
    package var labels: [String?]?
    /// The declared type's base name for a stored property (`AsyncStream`, `CurrentValueSubject`).
    package var storedType: String?
    /// The expression a function or computed property returns.
    package var returned: [SequenceStep]
    package var location: SourceLocation

    package init(
        owner: String?, name: String, labels: [String?]?, storedType: String?, returned: [SequenceStep],
        location: SourceLocation
    ) {
        self.owner = owner
        self.name = name
        self.labels = labels
        self.storedType = storedType
        self.returned = returned
        self.location = location
    }
}
