/// One API the analysis knows: how a call of it is recognized, and what it does with a callback handed to
/// it. Built-in entries are data (`BuiltInAPIs`); `.leakwatch.yml` adds entries of the same schema.
package struct APIEntry: Hashable, Sendable {
    /// What the API is, for the analysis.
    package enum Role: String, Hashable, Sendable, CaseIterable {
        /// Registers a callback or an observer that stays registered until undone or until its token goes.
        case register
        /// Undoes a registration.
        case remove
        /// Ends a reactive chain: its result (cancellable, disposable) holds every closure of the chain.
        case subscribe
        /// Puts a subscription into a container (`store(in:)`, `disposed(by:)`, `add`).
        case storeIntoBag = "store-into-bag"
        /// Keeps a chain as a reusable object (`share`, `eraseToAnyPublisher`): a closure in it lives with it.
        case shareOperator = "share-operator"
        /// A chain operator after which the chain completes (`first`, `prefix`, `take`).
        case finiteOperator = "finite-operator"
        /// A chain operator that lasts as long as the longest of its inputs (`merge`, `flatMap`).
        case combiningOperator = "combining-operator"
        /// Calls a callback passed under this argument label once, then lets it go (`success:`, `failure:`).
        case oneShot = "one-shot"
        /// Runs its closure before it returns, or once and then releases it.
        case notRetaining = "not-retaining"
        /// Runs its closure once, later (after a delay, when a response arrives, when a queue gets to it), then
        /// releases it: it keeps nothing for long, but what the closure holds `unowned` may be gone by then.
        case deferred
        /// A source that completes after one or a few values: its subscribers are released then.
        case finiteSource = "finite-source"
        /// Holds its observers weakly: no removal is needed.
        case weakRegistry = "weak-registry"
        /// A protocol or base class whose adopters live as long as the app (`UIApplicationDelegate`).
        case lifetimeRoot = "lifetime-root"
        /// A base class of test cases, which the test runner keeps until the whole run ends (`XCTestCase`).
        case testCase = "test-case"
        /// Named like a registration, but registers no observer and needs no removal (a cell class).
        case notObserver = "not-observer"
        /// A struct or enum declared outside the analyzed tree (a package's `Money`): its values form no cycle.
        case valueType = "value-type"
    }

    /// How the API keeps its callback.
    package enum Keeping: Hashable, Sendable {
        /// A registry outside `self` keeps it until the registration is undone; `reason` says so in messages.
        case untilRemoved(reason: Phrase)
        /// The returned token, cancellable or disposable keeps it.
        case byToken
        /// The receiver keeps it as long as the receiver lives.
        case byReceiver
        /// The process keeps it (a global registry that is never emptied).
        case forProcess
    }

    /// What throwing the returned token away does.
    package enum OnDiscard: String, Hashable, Sendable {
        /// The registration can never be undone and keeps running.
        case neverRemoved = "never-removed"
        /// Releasing the token ends the observation at once, so the callback never runs.
        case stopsAtOnce = "stops-at-once"
        /// Releasing the cancellable cancels the subscription at once.
        case cancelledAtOnce = "cancelled-at-once"
        /// The subscription is never disposed and lives as long as its source.
        case neverDisposed = "never-disposed"
    }

    /// The Foundation registrations the lifecycle rules pair with a removal of their own kind.
    package enum Form: String, Hashable, Sendable {
        /// Returns a token that the removal takes (`addObserver(forName:object:queue:using:)`).
        case blockToken = "block-token"
        /// Registers an observer and a selector (`addObserver(_:selector:name:object:)`).
        case selectorObserver = "selector-observer"
        /// Registers an observer for a key path (`addObserver(_:forKeyPath:options:context:)`).
        case keyValueObserver = "key-value-observer"
    }

    /// How a call is matched against the entry.
    package enum Match: String, Hashable, Sendable {
        /// By base name and the labels and literal arguments it must have.
        case call
        /// By the text the chain starts with (`Just(`, `Observable.just(`).
        case chainRoot = "chain-root"
        /// By an argument label that begins with `name` (`success`, `failure`).
        case labelPrefix = "label-prefix"
    }

    /// A `Bool` argument that must be written literally with this value (`repeats: true`).
    package struct LiteralArgument: Hashable, Sendable {
        package var label: String
        package var value: Bool

        package init(label: String, value: Bool) {
            self.label = label
            self.value = value
        }
    }

    /// The Swift base name (`addObserver`), the type of an initializer (`Timer`), or the text matched.
    package var name: String
    package var match: Match = .call
    /// Labels the call must have (`forName` tells the block-based `addObserver` from the selector one).
    package var labels: [String] = []
    /// The label of the callback argument, when `labels` names it: a trailing closure stands for it
    /// (`bus.listen(toEvents: e) { … }` is `listen(toEvents:onEvent:)`).
    package var callback: String?
    package var literal: LiteralArgument?
    /// The Objective-C selector of the same API, when it has one.
    package var selector: String?
    package var role: Role
    package var keeping: Keeping?
    /// The type of the returned token, for messages (`AnyCancellable`).
    package var tokenType: String?
    package var onDiscard: OnDiscard?
    /// How users know the call, in messages (`addObserver(forName:object:queue:using:)`); nil: its name.
    package var title: String?
    /// The call that undoes it, in messages (`removeObserver(_:)`).
    package var removal: String?
    /// For the Foundation registrations: which kind, so that its removal is paired the right way.
    package var form: Form?
    /// The base name of the removal (`removeObserver` of `removeObserver(_:)`).
    package var removalName: String? { removal.map { String($0.prefix { $0 != "(" }) } }
    /// True when the call observes the key path given as its first argument (block KVO).
    package var observesKeyPath: Bool = false
    /// The framework it belongs to.
    package var framework: String
    /// The base name is common in other libraries (`subscribe`, `bind`): a call counts only when it shows the
    /// framework's own form (a callback, an `on…:` label, a value through `.rx`).
    package var sharesItsName = false
    /// The pairing of a registration with its removal, for the lifecycle rules.
    package var pairing: ObserverPair?
    /// Why the entry is what it is, for `leakwatch apis`.
    package var note: String
    /// The entry comes from `.leakwatch.yml`: it is asked before the built-in rows and before what the index
    /// infers from a project declaration of the same function.
    package var isConfigured = false

    package init(
        _ name: String, match: Match = .call, labels: [String] = [], literal: LiteralArgument? = nil,
        selector: String? = nil, role: Role, keeping: Keeping? = nil, tokenType: String? = nil,
        onDiscard: OnDiscard? = nil, title: String? = nil, removal: String? = nil, form: Form? = nil,
        observesKeyPath: Bool = false,
        framework: String, pairing: ObserverPair? = nil, note: String
    ) {
        self.title = title
        self.removal = removal
        self.form = form
        self.observesKeyPath = observesKeyPath
        self.name = name
        self.match = match
        self.labels = labels
        self.literal = literal
        self.selector = selector
        self.role = role
        self.keeping = keeping
        self.tokenType = tokenType
        self.onDiscard = onDiscard
        self.framework = framework
        self.pairing = pairing
        self.note = note
    }

    /// True when the call is this API in the form the entry describes.
    package func matches(_ call: CallSite) -> Bool {
        guard match == .call, call.name == name else { return false }
        let trailing = call.labels.contains(CallSite.trailingClosureLabel)
        if !labels.allSatisfy({ call.labels.contains($0) || (trailing && $0 == callback) }) { return false }
        if let literal, call.booleanArguments[literal.label] != literal.value { return false }
        return true
    }

    /// The call as users write it: `addObserver(forName:…)`, `scheduledTimer(…repeats: true…)`.
    package var signature: String {
        switch match {
        case .chainRoot: return name + "…"
        case .labelPrefix: return name + "…:"
        case .call:
            var parts = labels.map { $0 + ":" }
            if let literal { parts.append("\(literal.label): \(literal.value)") }
            return parts.isEmpty ? name : "\(name)(\(parts.joined(separator: " ")))"
        }
    }
}
