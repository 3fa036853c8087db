import LeakwatchCore

/// A registration with no matching removal anywhere in its type (extensions in other files included):
/// a block observer whose stored token never reaches `removeObserver(_:)`, a KVO observer never removed for
/// its key path, a pair of the table (`addListener`/`removeListener`, `add(coordinator:)`/`remove(coordinator:)`,
/// `addPeriodicTimeObserver`/`removeTimeObserver`) never undone, and, for deployment targets before iOS 9 /
/// macOS 10.11, a selector observer never removed. Skips tokens that are not stored (see
/// `discarded-observer-token`) and tokens whose own `deinit` removes them.
struct UnbalancedObserverRule: Rule {
    let description = RuleDescription(
        id: "unbalanced-observer",
        summary: "a registration with no matching removal in its type",
        rationale: """
            NotificationCenter keeps a block observer until its token is passed to 'removeObserver(_:)'; \
            'removeObserver(self)' does not remove it (a note when the block holds 'self' weakly: it does \
            nothing once 'self' is gone). A KVO observer that is not removed for its key path \
            crashes or leaks when the observed object outlives it. Listener, delegate and coordinator \
            registries keep what was added until it is removed.
            """,
        defaultSeverity: .warning,
        languages: [.swift, .objectiveC],
        firingExample: """
            token = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) { _ in // ← reported
                Analytics.log("login")
            }
            deinit { NotificationCenter.default.removeObserver(self) }
            """,
        silentExample: """
            token = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) { [weak self] _ in
                self?.reload()
            }
            deinit { token.map(NotificationCenter.default.removeObserver) }
            """)

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        let target = index.options.deploymentTarget(ofFile: file.path)
        return file.observerCalls.compactMap { call in
            guard let typeName = call.context.typeName,
                let registration = Registration.of(call, index: index, target: target)
            else { return nil }
            if case .selectorObserver = registration.kind, target.removesSelectorObservers {
                return nil
            }
            // An override that hands the registration on to its superclass (`super.addObserver(observer,
            // forKeyPath: keyPath, …)`) registers nothing of its own: its callers add and remove.
            if call.call.receiver == "super" { return nil }
            // A class method that registers the class itself (`[defaults addObserver:(NSObject *)self …]` in
            // `+initPreferences`, `tableView.register(self)` in a cell's `static func`): the class object is never
            // deallocated, so nothing is left dangling.
            if call.context.isStatic, registration.registersSelf { return nil }
            // So is a class object registered from an instance method (`addObserver:[self class] selector:…`,
            // `addObserver(Self.self, …)`).
            if case .selectorObserver(let observer, _) = registration.kind, Self.isClassObject(observer) { return nil }
            // Removed only in `viewDidUnload`, which never runs when the controller goes: as good as never.
            let removals = registration.removals(in: typeName, index: index)
            let onlyOnUnload =
                !removals.isEmpty
                && removals.allSatisfy { APICatalog.isUnloadMethod($0.function ?? $0.context.member ?? "") }
            guard removals.isEmpty || onlyOnUnload,
                registration.removalsByReceiver(index: index).isEmpty,
                !registration.registryOffersNoRemoval(index: index),
                registration.removalsThroughTokenMethods(in: typeName, index: index).isEmpty
            else { return nil }
            var (problem, advice) = message(registration, typeName, target: target, index)
            if onlyOnUnload {
                problem +=
                    "; its removal in 'viewDidUnload' never runs when the controller goes, nor at all since iOS 6"
            }
            // A block observer left registered whose block holds `self` weakly does nothing once `self` is gone:
            // true, and a note, as for a discarded token.
            let inert =
                if case .blockObserver = registration.kind {
                    DiscardedObserverTokenRule.blockHoldsSelfWeakly(call, in: file, index: index)
                } else { false }
            if inert { problem += ", though its block holds 'self' weakly and does nothing once 'self' is gone" }
            let ownObject = Self.ownObservedObject(registration, in: typeName, target: target, index: index)
            if let ownObject {
                problem +=
                    ", though \(code: ownObject) is an object \(code: ProjectIndexNames.simple(typeName)) makes and keeps: it goes with \(code: observerText(registration)), and since \(target.kvoReleasingVersion) KVO lets the observers of an object that goes go with it"
            }
            var found = finding(
                in: file, at: call.call.location, problem, advice: advice, context: call.context, index: index)
            if inert || ownObject != nil { found.severity = .note }
            let type = ProjectIndexNames.simple(typeName)
            found.path = Self.path(registration, type: type, file: file, index: index)
            found.registration = RegistrationMark(
                location: call.call.location,
                role: .token(
                    clause: Wording(file.language, catalog: index.options.catalog).say(
                        "\(code: type) never removes the observer either")))
            return found
        }
    }

    /// `[self.webView addObserver:self forKeyPath:…]` where the type makes the web view and keeps it: the observed
    /// object goes when `self` does (unless something else keeps it), and KVO lets the observers of an object that
    /// goes go (iOS 11, macOS 10.13): nothing is left to notify a dead observer. The path of the object, or nil.
    static func ownObservedObject(
        _ registration: Registration, in typeName: String, target: DeploymentTarget, index: ProjectIndex
    ) -> String? {
        guard case .keyValueObserver(let observer, _) = registration.kind, observer == .selfInstance,
            target.releasesObserversOfDeallocatedObjects,
            case .selfProperty(let path)? = registration.call.call.receiverOwner, path.propertyNames.count == 1,
            let property = path.firstProperty, index.ownsMadeObject(in: property, of: typeName)
        else { return nil }
        return path.text
    }

    private func observerText(_ registration: Registration) -> String {
        if case .keyValueObserver(let observer, _) = registration.kind { return observer.text }
        return "self"
    }

    /// The registry that keeps the registration, then what it keeps: the observer, or the block.
    static func path(
        _ registration: Registration, type: String, file: FileFacts, index: ProjectIndex, says: Phrase? = nil
    ) -> LeakPath {
        let writer = PathWriter(file, index: index)
        let call = registration.call.call
        let registry = writer.registryName(call)
        let kept: PathStep
        switch registration.kind {
        case .blockObserver(let storage):
            kept = writer.step(
                .closure, "\(.closure)", .end,
                "the \(.closure) stays registered: its token in \(code: storage) is never removed",
                at: call.location)
        case .selectorObserver(let observer, _), .keyValueObserver(let observer, _):
            kept = writer.step(
                .object, "\(code: observer.text)", .end, "\(code: observer.text) stays registered", at: call.location)
        case .pair:
            kept = writer.step(.object, "\(code: type)", .end, "the registration is never undone", at: call.location)
        }
        let first = writer.step(
            .registry, "\(code: registry)", .registration, says ?? "\(code: type) registers here and never removes it",
            at: call.location, breaks: true)
        return LeakPath([first, kept])
    }

    /// `[self class]`, `self.class`, `Self.self`, `[Cache class]`, `Cache.self`: a class object (`type(of: self)` is a
    /// value the front ends do not name, left to the rule's other checks).
    static func isClassObject(_ value: ValueRef) -> Bool {
        switch value {
        case .member(.selfInstance, "class"): true
        case .member(.global(let type), let member) where member == "class" || member == "self":
            type.first?.isUppercase == true
        default: false
        }
    }

    /// `service.observable` for a parameter's property; a receiver known only by its place, or `self`, is
    /// left out.
    static func readable(_ receiver: ValueRef) -> String? {
        guard receiver.isKnown, receiver != .selfInstance else { return nil }
        return receiver.text
    }

    private func message(
        _ registration: Registration, _ typeName: String, target: DeploymentTarget, _ index: ProjectIndex
    ) -> (Phrase, Phrase) {
        let type = ProjectIndexNames.simple(typeName)
        switch registration.kind {
        case .blockObserver(let storage):
            let removesSelf = index.observerCalls(in: typeName).contains(where: registration.removesSelfOnly)
            let hint: Phrase =
                removesSelf
                ? "'removeObserver(self)' does not remove block-based observers: pass \(code: storage) instead"
                : "NotificationCenter keeps the block until it is removed"
            return (
                "observer block registered with \(code: registration.apiName) is kept in \(code: storage) but \(code: type) never passes it to \(code: "removeObserver(_:)")",
                hint
            )
        case .selectorObserver(let observer, _):
            // A new instance the type's class method makes is `self` in its own teardown.
            let isNew = Registration.isNewInstance(observer, of: typeName)
            let subject: Phrase = isNew ? "the new \(code: type) made here" : "\(code: observer.text)"
            return (
                "\(subject) is added with \(code: "addObserver(_:selector:name:object:)") but \(code: type) never removes it; before \(target.platform == .macOS ? "macOS 10.11" : "iOS 9") the center keeps a dangling observer",
                "call 'removeObserver(\(isNew ? "self" : observer.text))' in \(.teardown)"
            )
        case .keyValueObserver(let observer, let keyPath):
            let key = keyPath.shortText
            let subject: Phrase =
                Registration.isNewInstance(observer, of: typeName)
                ? "the new \(code: type) made here" : "\(code: observer.text)"
            return (
                "KVO observer \(subject) added for key path \(code: key) is never removed with \(code: "removeObserver(_:forKeyPath:)") in \(code: type); the observed object crashes or keeps notifying a dead observer",
                "remove it, or use \(code: "observe(_:options:changeHandler:)")"
            )
        case .pair(let pair, let storage):
            if let storage {
                return (
                    "\(code: pair.add) returns a token kept in \(code: storage) that \(code: type) never passes to \(code: pair.remove); the registration stays active",
                    "call \(code: pair.remove) when done"
                )
            }
            let receiver = registration.call.receiver.flatMap(Self.readable).map { " on \(code: $0)" as Phrase } ?? ""
            return (
                "\(code: pair.add)\(receiver) has no matching \(code: pair.remove) in \(code: type); what was added stays registered",
                "call \(code: pair.remove) when done"
            )
        }
    }
}

/// Type names as users read them.
enum ProjectIndexNames {
    /// `Module.Store` and `Store<Balance.Event, Balance.State>` (a generic superclass as written) name `Store`.
    static func simple(_ name: String) -> String {
        ProjectIndex.simpleName(ProjectIndex.baseTypeName(name))
    }
}
