/// The observer and subscription APIs leakwatch knows by name, held as data.
package struct RetainingAPI: Sendable {
    package enum Retention: Sendable, Hashable {
        /// A registry outside `self` keeps the closure until it is explicitly undone.
        case untilRemoved(String)
        /// The returned token, cancellable or disposable holds the closure.
        case byResult
        /// The receiver keeps the closure as long as it lives.
        case byReceiver
    }

    package init(
        name: String, requiredLabel: String? = nil, requiredBoolean: (label: String, value: Bool)? = nil,
        retention: Retention, requiredLabels: [String] = []
    ) {
        self.name = name
        self.requiredLabel = requiredLabel
        self.requiredBoolean = requiredBoolean
        self.retention = retention
        self.requiredLabels = requiredLabels
    }

    package var name: String
    /// A label the call must have (`forName` tells the block-based `addObserver` from the others).
    package var requiredLabel: String?
    /// A `Bool` argument that must be literally this value (`repeats: true`).
    package var requiredBoolean: (label: String, value: Bool)?
    package var retention: Retention
    /// Further labels the call must have (configured APIs name all of theirs).
    package var requiredLabels: [String]

    package func matches(_ call: CallSite) -> Bool {
        guard call.name == name else { return false }
        if let requiredLabel, !call.labels.contains(requiredLabel) { return false }
        if !requiredLabels.allSatisfy({ call.labels.contains($0) }) { return false }
        if let requiredBoolean, call.booleanArguments[requiredBoolean.label] != requiredBoolean.value { return false }
        return true
    }
}

package enum RetainingAPIs {
    package static let notificationCenterRetention =
        "NotificationCenter keeps the closure until the observer is removed, and a removal in 'deinit' never runs"
    package static let runLoopRetention = "the run loop keeps a repeating timer and its closure until it is invalidated"

    package static let known: [RetainingAPI] = [
        RetainingAPI(
            name: "addObserver", requiredLabel: "forName", retention: .untilRemoved(notificationCenterRetention)),
        RetainingAPI(
            name: "scheduledTimer", requiredLabel: "withTimeInterval", requiredBoolean: ("repeats", true),
            retention: .untilRemoved(runLoopRetention)),
        RetainingAPI(
            name: "Timer", requiredLabel: "timeInterval", requiredBoolean: ("repeats", true),
            retention: .untilRemoved(runLoopRetention)),
        RetainingAPI(
            name: "Timer", requiredLabel: "fire", requiredBoolean: ("repeats", true),
            retention: .untilRemoved(runLoopRetention)),
        RetainingAPI(name: "setEventHandler", retention: .byReceiver),
        RetainingAPI(name: "setCancelHandler", retention: .byReceiver),
        RetainingAPI(name: "setRegistrationHandler", retention: .byReceiver),
    ]

    /// Calls that end a Combine or RxSwift chain: their result holds every closure of the chain.
    package static let subscriptionTerminals: Set<String> = [
        "sink", "assign", "subscribe", "bind", "drive", "emit", "observe", "observeValues", "observeResult",
        "observeCompleted", "startWithValues", "subscribeNext", "store", "disposed", "receive",
    ]

    /// Operators that keep a reactive chain as a reusable object (a closure in the chain lives with it).
    package static let reactiveMarkers: Set<String> = [
        "eraseToAnyPublisher", "share", "multicast", "autoconnect", "connect", "asObservable", "asDriver",
        "asSignal", "share(replay:)", "publish", "replay", "asPublisher", "eraseType",
    ]

    /// Calls whose closure runs before they return, or once and is then released: even when their
    /// result is stored, the closure is not.
    package static let notRetaining: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "sorted", "sort", "first", "firstIndex",
        "last", "lastIndex", "contains", "allSatisfy", "min", "max", "partition", "removeAll", "drop", "prefix",
        "split", "mapValues", "compactMapValues", "merge", "Dictionary", "Set", "Array", "zip", "enumerated",
        "sync", "async", "asyncAfter", "concurrentPerform", "animate", "transition", "performBatchUpdates",
        "withAnimation", "Task", "detached", "present", "dismiss", "perform", "performAndWait", "autoreleasepool",
        "withExtendedLifetime", "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer", "withUnsafeBytes",
        "withUnsafePointer", "withCheckedContinuation", "withCheckedThrowingContinuation", "withTaskGroup",
        "withThrowingTaskGroup", "Result", "dataTask", "downloadTask", "uploadTask", "UIAlertAction", "lazy",
        "lazyMap", "sorted(by:)", "then", "with", "apply", "also", "run", "measure", "time",
        // One-shot scheduling: the event loop or queue releases the closure once it has run.
        "schedule", "scheduleTask", "submit", "flatSubmit", "execute", "whenComplete", "whenSuccess", "whenFailure",
        "flatMapThrowing", "flatMapError", "recover", "always",
    ]
}
