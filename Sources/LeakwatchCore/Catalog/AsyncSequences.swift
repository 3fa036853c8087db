/// What leakwatch knows of asynchronous sequences, as data: which sources never finish on their own, which
/// publishers never complete (so that their `.values` never ends), which operators make a sequence finite,
/// and how a stream built in place shows that it ends. `for await` over an endless source only stops when
/// its task is cancelled, so a task that holds `self` while it waits there keeps `self` alive for ever.
package struct AsyncSequenceEntry: Hashable, Sendable {
    package enum Role: String, Hashable, Sendable, CaseIterable {
        /// A call whose result never finishes: `notifications(named:)`, `timer(interval:)`.
        case endlessSource = "endless"
        /// A call whose result is a publisher that never completes: `publisher(for:)`, `publish(every:)`.
        case endlessPublisher = "publisher"
        /// A call after which the sequence ends: `prefix(_:)`, `first(where:)`.
        case finiteOperator = "finite"
        /// The type of a stored value that never ends while its owner keeps it: `AsyncStream`, `AsyncChannel`.
        case endlessStoredSequence = "stored-sequence"
        /// The type of a stored publisher that never completes while its owner keeps it: `CurrentValueSubject`.
        case endlessStoredPublisher = "stored-publisher"
    }

    /// The base name of the call, or the type name for the stored kinds.
    package var name: String
    /// The first argument label the call must have (`named` tells `notifications(named:)` from others).
    package var label: String?
    package var role: Role
    /// How messages name it.
    package var display: String

    package init(name: String, label: String? = nil, role: Role, display: String) {
        self.name = name
        self.label = label
        self.role = role
        self.display = display
    }

    package func matches(name: String, labels: [String?]) -> Bool {
        guard name == self.name else { return false }
        guard let label else { return true }
        return labels.first.flatMap { $0 } == label
    }
}

package enum AsyncSequences {
    /// The built-in table; `.leakwatch.yml` adds rows of the same schema under `async_sequences`.
    package static let known: [AsyncSequenceEntry] = [
        .init(
            name: "notifications", label: "named", role: .endlessSource,
            display: "NotificationCenter.notifications(named:object:)"),
        .init(name: "timer", label: "interval", role: .endlessSource, display: "AsyncTimerSequence"),
        .init(name: "AsyncTimerSequence", label: "interval", role: .endlessSource, display: "AsyncTimerSequence"),
        .init(
            name: "publisher", label: "for", role: .endlessPublisher, display: "publisher(for:)"),
        .init(name: "publish", label: "every", role: .endlessPublisher, display: "Timer.publish(every:)"),
        .init(name: "CurrentValueSubject", role: .endlessPublisher, display: "CurrentValueSubject"),
        .init(name: "PassthroughSubject", role: .endlessPublisher, display: "PassthroughSubject"),
        .init(name: "prefix", role: .finiteOperator, display: "prefix"),
        .init(name: "first", role: .finiteOperator, display: "first"),
        .init(name: "output", role: .finiteOperator, display: "output"),
        .init(name: "timeout", role: .finiteOperator, display: "timeout"),
        .init(name: "AsyncStream", role: .endlessStoredSequence, display: "AsyncStream"),
        .init(name: "AsyncThrowingStream", role: .endlessStoredSequence, display: "AsyncThrowingStream"),
        .init(name: "AsyncChannel", role: .endlessStoredSequence, display: "AsyncChannel"),
        .init(name: "AsyncThrowingChannel", role: .endlessStoredSequence, display: "AsyncThrowingChannel"),
        .init(name: "CurrentValueSubject", role: .endlessStoredPublisher, display: "CurrentValueSubject"),
        .init(name: "PassthroughSubject", role: .endlessStoredPublisher, display: "PassthroughSubject"),
    ]

    /// The property of a publisher that turns it into an `AsyncSequence`.
    package static let valuesProperty = "values"
    /// `$name`: the projected value of an `@Published` property, a publisher that never completes.
    package static let projectedPrefix = "$"

    /// Types whose initializer takes a builder closure that feeds a continuation.
    package static let streamBuilders: Set<String> = ["AsyncStream", "AsyncThrowingStream"]
    /// Continuations that resume one suspended call and feed no stream: finishing or dropping them ends no loop.
    package static let oneShotContinuations: Set<String> = [
        "CheckedContinuation", "UnsafeContinuation", "CheckedThrowingContinuation", "UnsafeThrowingContinuation",
    ]
    /// A builder closure that calls one of these ends its stream (`continuation.finish()`).
    package static let finishingCalls: Set<String> = ["finish"]
    /// A builder closure that calls one of these and never finishes is fed by an observer: it never ends.
    package static let feedingCalls: Set<String> = [
        "addObserver", "notifications", "sink", "observe", "scheduledTimer", "publisher", "addPeriodicTimeObserver",
        "values", "addListener", "subscribe",
    ]
    /// The names a front end keeps from a builder closure: everything the decision above reads.
    package static var builderNames: Set<String> { finishingCalls.union(feedingCalls) }
}
