import LeakwatchCore

/// A repeating timer, an event monitor or an observer token stored into a property of `self` over one that can
/// still be live: the method can run again, nothing in it (or in a method it calls first) invalidates or removes
/// what the property holds, and it does not check the property for nil. Storing over a timer does not stop it:
/// the run loop, the event system or NotificationCenter keep the first registration for ever, whatever its
/// closure captures. Registrations whose token ends them when released (a KVO observation, a cancellable) are
/// left out: storing over them ends the old one.
struct OverwrittenRegistrationRule: Rule {
    let description = RuleDescription(
        id: "overwritten-registration",
        summary: "a registration is stored over one that may still be live, which then runs for ever",
        rationale: """
            A repeating timer keeps running until it is invalidated, an event monitor until it is removed, a \
            block observer until its token is passed to 'removeObserver(_:)'. Storing a new one in the property \
            that held the old one only drops the reference: the first registration runs on, and nothing can \
            reach it any more. A method that can run more than once (not 'init' or 'viewDidLoad') must \
            invalidate or remove what the property holds first, or check it for nil.
            """,
        defaultSeverity: .warning,
        languages: [.swift, .objectiveC],
        firingExample: """
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in // ← reported
                    self?.refresh()
                }
            }
            """,
        silentExample: """
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                timer?.invalidate()
                timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in
                    self?.refresh()
                }
            }
            """,
        harmIsRepetition: true)

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        var seen: Set<SourceLocation> = []
        var found: [Finding] = []
        let stores = Self.storedRegistrations(in: file, index: index).filter { seen.insert($0.call.location).inserted }
        // Two methods that store into the same property each store over what the other may have left.
        var writers: [String: Set<String>] = [:]
        for stored in stores {
            guard let typeName = stored.context.typeName, let function = stored.context.member,
                let property = stored.path.firstProperty
            else { continue }
            writers[typeName + "." + property, default: []].insert(function)
        }
        for stored in stores {
            guard let typeName = stored.context.typeName, let function = stored.context.member,
                let property = stored.path.firstProperty, stored.path.properties == [property],
                index.selfIsReference(in: stored.context), !Self.holdsMany(property, in: typeName, index: index)
            else { continue }
            let methods = index.methods(of: typeName)
            let otherWriters = (writers[typeName + "." + property] ?? []).subtracting([function])
            guard
                Repetition.runsAgain(function, methods: methods)
                    || (!otherWriters.isEmpty && !Repetition.onlyOnce(function, methods))
            else { continue }
            if methods.contains(where: { $0.name == function && $0.nilChecked.contains(Self.bare(property)) }) {
                continue
            }
            // Registered on every appearance and never undone when the view disappears: lifecycle-mismatch's.
            if Self.isLifecycleMismatch(stored, function: function, methods: methods, file: file, index: index) {
                continue
            }
            if Self.isTornDown(
                property, before: stored.call.location, in: function, typeName: typeName, methods: methods,
                index: index)
            {
                continue
            }
            found.append(finding(stored, property: property, function: function, file: file, index: index))
        }
        return found
    }

    /// A Foundation registration made from an appearance method, which `lifecycle-mismatch` reports as added
    /// again on each appearance: one finding for one leak.
    static func isLifecycleMismatch(
        _ stored: Stored, function: String, methods: [MethodSummary], file: FileFacts, index: ProjectIndex
    ) -> Bool {
        guard let call = file.observerCalls.first(where: { $0.call.location == stored.call.location }),
            Registration.of(call, index: index, target: index.options.deploymentTarget(ofFile: file.path)) != nil
        else { return false }
        let reach = LifecycleReach(methods: methods)
        return reach.hasLifecycle && !reach.sources(of: function, among: reach.appearMethods).isEmpty
    }

    /// A collection keeps every registration appended to it: nothing is stored over anything.
    static func holdsMany(_ property: String, in typeName: String, index: ProjectIndex) -> Bool {
        if index.isCollectionProperty(property, in: typeName) { return true }
        guard let type = index.propertyType(property, in: typeName) else { return false }
        return type.hasPrefix("[")
            || [
                "Set<", "Array<", "Dictionary<", "NSMutable", "NSArray", "NSSet", "NSDictionary",
                "NSHashTable", "NSMapTable",
            ].contains { type.hasPrefix($0) }
    }

    /// A registration the property keeps alive, and where its result goes.
    struct Stored {
        var call: CallSite
        var path: StoragePath
        var context: SelfContext
        var entry: APIEntry
    }

    /// The calls of the file whose result goes into a property of `self` and whose registration goes on when
    /// that result is dropped: a repeating timer, an event monitor, a block observer.
    static func storedRegistrations(in file: FileFacts, index: ProjectIndex) -> [Stored] {
        let catalog = index.options.catalog
        func persists(_ call: CallSite) -> APIEntry? {
            if let entry = catalog.keepingEntry(for: call), case .untilRemoved = entry.keeping { return entry }
            if let entry = catalog.discardEntry(for: call), entry.onDiscard == .neverRemoved { return entry }
            return nil
        }
        var result: [Stored] = []
        // A repeating timer whose block invalidates its own timer (`{ timer in … timer.invalidate() }`) ends by
        // itself: one stored over it does not leave it running. Not so a block that holds self weakly: its
        // `guard let self else { timer.invalidate() }` ends the timer only once self is gone, and until then each
        // timer stored over another runs on.
        var selfEnding: Set<SourceLocation> = []
        for callback in file.callbacks {
            guard case .argument(let call, _, _) = callback.delivery, case .selfStorage(let path) = call.result,
                let entry = persists(call)
            else { continue }
            if case .closure(let captures) = callback.body, captures.endsItsRegistration, !captures.capturesSelfWeakly {
                selfEnding.insert(call.location)
                continue
            }
            result.append(Stored(call: call, path: path, context: callback.context, entry: entry))
        }
        for observerCall in file.observerCalls where !selfEnding.contains(observerCall.call.location) {
            guard case .selfStorage(let path) = observerCall.call.result, let entry = persists(observerCall.call)
            else { continue }
            result.append(Stored(call: observerCall.call, path: path, context: observerCall.context, entry: entry))
        }
        return result.sorted { $0.call.location < $1.call.location }
    }

    /// Something undoes what the property holds before the store: a removal or invalidation of it earlier in
    /// the same method or in a method it calls, or in the property's own observers (`willSet`, `didSet`).
    static func isTornDown(
        _ property: String, before location: SourceLocation, in function: String, typeName: String,
        methods: [MethodSummary], index: ProjectIndex
    ) -> Bool {
        let name = bare(property)
        let removals = index.observerCalls(in: typeName).filter { removal in
            isTeardown(removal.call.name, index: index) && names(removal, name)
        }
        // The methods that undo what the property holds, wherever in them.
        let undoing = Set(removals.compactMap { $0.function ?? $0.context.member })
        func calls(_ method: String) -> Set<String> { Set(methods.first { $0.name == method }?.calledMethods ?? []) }
        let inFunction = removals.contains { removal in
            guard let place = removal.function ?? removal.context.member else { return false }
            if place == function, removal.context.member == function { return removal.call.location < location }
            // The property's own observers (`willSet`), or a method this one calls first.
            return removal.context.member.map(bare) == name || calls(function).contains(place)
        }
        if inFunction { return true }
        // Every caller tears it down (`removeObservers(); …; addObservers()`): the order inside a caller is beyond
        // the facts, so a caller that undoes it at all is taken to do it first.
        let callers = methods.filter { $0.name != function && $0.calledMethods.contains(function) }.map(\.name)
        // A method besides this one and teardown (`dealloc` and the `destroy` it calls) removes what the property
        // holds and sets it back to nil (`popoverDidClose:` removes the observer and clears the token): the type
        // keeps the registration to one at a time by its own state (`if (!popover.isShown)` before adding), which
        // the facts cannot follow; no overwrite is claimed.
        let teardown = Set(["deinit", "dealloc"]).union(calls("deinit")).union(calls("dealloc"))
        if !undoing.subtracting(teardown).subtracting([function]).isEmpty, index.clears(name, in: typeName) {
            return true
        }
        // Run again only once a method sets its once guard's flag back (`stop()` sets `running = false`): when
        // every such method undoes what the property holds too, nothing live is stored over. Only when nothing
        // else (an appearance) runs it again.
        let sources = Repetition.recurringSources(of: function, methods: methods)
        let flags = sources.map { source in methods.first { $0.name == source && $0.restartable }?.onceFlag }
        if !sources.isEmpty, flags.allSatisfy({ $0 != nil }) {
            let clearing = methods.filter { method in
                !teardown.contains(method.name) && flags.contains { method.clearedFlags.contains($0 ?? "") }
            }
            if !clearing.isEmpty,
                clearing.allSatisfy({ undoing.contains($0.name) || !calls($0.name).isDisjoint(with: undoing) })
            {
                return true
            }
        }
        // Stored on each appearance and undone on each disappearance (`viewDidAppear` starts the timer,
        // `viewWillDisappear` invalidates it): a view never appears twice without disappearing between; nor does
        // a window become key twice without resigning between.
        for (starts, ends) in APICatalog.alternatingCallbacks {
            let start = Set(starts)
            if start.contains(function) || (!callers.isEmpty && callers.allSatisfy(start.contains)),
                ends.contains(where: { undoing.contains($0) || !calls($0).isDisjoint(with: undoing) })
            {
                return true
            }
        }
        return !callers.isEmpty
            && callers.allSatisfy { caller in
                undoing.contains(caller) || !calls(caller).subtracting([function]).isDisjoint(with: undoing)
            }
    }

    private static func isTeardown(_ name: String, index: ProjectIndex) -> Bool {
        index.options.catalog.has(name, role: .remove) || APICatalog.cancelsItsObject(name)
    }

    /// The removal names the property: as its receiver (`timer?.invalidate()`) or an argument
    /// (`removeObserver(token)`, `NSEvent.removeMonitor(monitor)`).
    private static func names(_ removal: ObserverCall, _ name: String) -> Bool {
        let values = [removal.receiver].compactMap { $0 } + removal.arguments.map(\.value)
        return values.contains { value in
            if let path = StoragePath(value) { return path.propertyNames.first.map(bare) == name }
            if case .global(let written) = value { return bare(written) == name }
            if case .local(let written) = value { return bare(written) == name }
            return false
        }
    }

    private static func keeps(_ entry: APIEntry) -> Phrase {
        if case .untilRemoved(let reason)? = entry.keeping { return reason }
        return "keeps what it registers until it is undone"
    }

    /// `timer` of `_timer`: an Objective-C ivar and its property are one storage.
    static func bare(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }

    private func finding(
        _ stored: Stored, property: String, function: String, file: FileFacts, index: ProjectIndex
    ) -> Finding {
        let writer = PathWriter(file, index: index)
        let api = stored.entry.title ?? writer.registryName(stored.call)
        let isTimer = stored.entry.removal == nil
        let holds = stored.path.text
        let advice: Phrase
        if isTimer {
            advice =
                file.language == .objectiveC
                ? "send 'invalidate' to the timer in \(code: holds) before storing the new one"
                : "call \(code: holds + "?.invalidate()") before storing the new one"
        } else {
            let removal = stored.entry.removal.map { "\(code: $0)" as Phrase } ?? "its removal"
            advice =
                "pass what \(code: holds) holds to \(removal) before storing the new one, or register only when it is nil"
        }
        // A timer in a property of `self` itself can be invalidated first, mechanically.
        let remedy: Remedy? =
            isTimer && file.language == .swift && stored.path.properties.count == 1
            ? stored.path.firstProperty.map { .invalidateFirst(property: $0) } : nil
        var result = self.finding(
            in: file, at: stored.call.location,
            "\(code: api) is stored in \(code: holds) over the one an earlier call may have left: \(code: function) can run more than once and does not \(isTimer ? "invalidate" : "remove") the old one first, so it runs on for ever",
            advice: advice, remedy: remedy, context: stored.context, index: index)
        result.path = LeakPath([
            writer.step(
                .registry, "\(code: writer.registryName(stored.call))", .registration,
                Self.keeps(stored.entry),
                at: stored.call.location, breaks: true),
            writer.step(
                .storage, "\(code: stored.path.text)", .end,
                "\(code: function) stores the new registration over the old one, which nothing can reach any more",
                at: stored.call.location),
        ])
        return result
    }
}
