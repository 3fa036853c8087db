import LeakwatchCore

/// A closure stored in a property of an object that the same closure captures strongly: the object keeps
/// the closure and the closure keeps the object (`child.isCompleted = { self.remove(child) }` keeps
/// `child`; `self.onUpdate = { self.reload() }` keeps `self`). Skips weak and unowned captures and
/// value types.
struct SelfReferencingCallbackRule: Rule {
    let description = RuleDescription(
        id: "self-referencing-callback",
        summary: "a closure stored in a property of an object that the closure captures strongly",
        rationale: """
            An object that stores a closure keeps it alive; if the closure captures that same object strongly, \
            the object keeps itself alive. Coordinators ('child.isCompleted = { … child … }') and view models \
            ('self.onUpdate = { self.reload() }') leak this way.
            """,
        defaultSeverity: .warning,
        languages: [.swift, .objectiveC],
        firingExample: """
            let child = ChildCoordinator()
            child.isCompleted = { self.remove(child) } // ← reported
            """,
        silentExample: """
            let child = ChildCoordinator()
            child.isCompleted = { [weak self, unowned child] in self?.remove(child) }
            """)

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        file.callbacks.flatMap { callback -> [Finding] in
            guard case .closure(let captures) = callback.body else { return [] }
            // A property the framework clears once it has called the block (`Operation.completionBlock`).
            if case .propertyAssignment(_, let property) = callback.delivery,
                index.options.catalog.has(property, role: .oneShot)
            {
                return []
            }
            switch callback.delivery {
            case .propertyAssignment(.selfInstance, let property):
                // A weak or assign property keeps nothing.
                if let type = callback.context.typeName, index.hasWeakProperty(property, in: type) { return [] }
                return selfCapture(
                    captures, callback, index, file, target: "\(code: StoragePath.property(property).text)")
            case .lazyProperty(let name):
                return selfCapture(captures, callback, index, file, target: "lazy property \(code: name)")
            case .propertyAssignment(.local(let owner), let property):
                guard let use = captures.capturedVariables.first(where: { $0.name == owner.name }),
                    Self.ownsThroughEveryHop(owner, index: index)
                else { return [] }
                if let type = owner.typeName, index.isValueType(type) {
                    // `[row]` holds a copy of the value, not the variable.
                    if captures.listedVariables.contains(owner.name) { return [] }
                    return [valueCapture(owner, property, type, use, callback, file, index)]
                }
                let ended = Self.isEnded(owner.name, around: callback, in: file, index: index)
                // The object's own type lets the closure go in a method (`progressBlock = nil` when it finishes).
                let cleared =
                    CycleEnds.selfRelease(of: callback)
                    ?? (owner.path == owner.name
                        ? owner.typeName.flatMap {
                            CycleEnds.objectClearing(ofType: $0, property: property, index: index)
                        } : nil)
                var found = finding(
                    in: file, at: use.location,
                    "\(.closure) stored in \(code: owner.path + "." + property) captures \(code: owner.name) strongly, so \(code: owner.name) keeps itself alive"
                        + (ended
                            ? "; the same function cancels \(code: owner.name), which ends the cycle on the paths that reach it"
                            : cleared ?? ""),
                    advice: file.language == .objectiveC
                        ? "use a '__weak' copy of \(code: owner.name) in the block" : "capture [weak \(owner.name)]",
                    remedy: file.language == .objectiveC ? nil : .captureWeakly(owner.name),
                    context: callback.context, index: index,
                    // A new object a local holds that keeps itself lives on whatever `self`'s own lifetime is; so
                    // does one its caller hands over (a parameter `self` does not keep).
                    selfKeepsTheCycle: (!owner.isMadeHere && !owner.isParameter) || owner.keptBySelf != nil
                        || owner.isHostedView,
                    // `static let shared: Store = { let store = Store(); store.onChange = { store… }; return store }()`.
                    objectType: owner.isMadeHere ? owner.typeName : nil)
                if ended || cleared != nil { found.severity = .note }
                found.path = PathWriter(file, index: index).storedInOwnProperty(
                    owner.path + "." + property, owner: owner.name, closureAt: callback.location,
                    how: "captures \(code: owner.name) strongly", use: use.location)
                return [found]
            default:
                return []
            }
        }
    }

    /// `x.owner.handler = { x }` forms a cycle only when `x` keeps `owner` strongly: the type of `x` is not in the
    /// facts, so each property between is judged by how the project declares properties of that name, and a
    /// weak, unowned or assign one (the same everywhere it is declared) breaks the chain.
    private static func ownsThroughEveryHop(_ owner: LocalOwner, index: ProjectIndex) -> Bool {
        let hops = owner.path.dropFirst(owner.name.count).split(whereSeparator: { ".->?!".contains($0) })
        return hops.allSatisfy { index.holdByName(String($0)) != .notOwning }
    }

    /// The function that stores the handler also cancels or invalidates its object (`connection.cancel()` in
    /// the handler's failure branch): a cancelled connection, timer or task lets its handlers go, which ends the
    /// cycle on the paths that cancel; whether every path does is beyond the facts, so the finding is a note.
    private static func isEnded(
        _ name: String, around callback: Callback, in file: FileFacts, index: ProjectIndex
    ) -> Bool {
        file.observerCalls.contains { call in
            index.options.catalog.has(call.call.name, role: .remove)
                && (call.receiver == .local(name) || call.receiver == .parameter(name))
                && call.context.declarationPath == callback.context.declarationPath
        }
    }

    /// `row.onSelect = { print(row.title) }` for a struct `row`: the closure holds the variable's storage, which
    /// holds the closure. No object leaks and `[weak row]` does not compile: a copy in the capture list ends it.
    private func valueCapture(
        _ owner: LocalOwner, _ property: String, _ type: String, _ use: NameUse, _ callback: Callback,
        _ file: FileFacts, _ index: ProjectIndex
    ) -> Finding {
        var found = finding(
            in: file, at: use.location,
            "\(.closure) stored in \(code: owner.path + "." + property) captures the variable \(code: owner.name) itself, not its \(code: type) value, so the variable's storage keeps itself alive",
            advice: "capture a copy with [\(owner.name)]", remedy: .captureCopy(owner.name), context: callback.context,
            index: index)
        found.severity = .note
        found.path = PathWriter(file, index: index).storedInOwnProperty(
            owner.path + "." + property, owner: owner.name, closureAt: callback.location,
            how: "captures the variable \(code: owner.name)", use: use.location)
        return found
    }

    private func selfCapture(
        _ captures: ClosureCaptures, _ callback: Callback, _ index: ProjectIndex, _ file: FileFacts, target: Phrase
    ) -> [Finding] {
        guard let use = SelfCaptures.strongUses(of: captures, in: callback.context, index: index).first else {
            return []
        }
        var cleared: Phrase?
        if case .propertyAssignment(.selfInstance, let property) = callback.delivery {
            cleared = CycleEnds.clearing(of: .property(property), in: callback.context, index: index)
        }
        let (advice, remedy) = SelfCaptures.fix(use, in: file.language)
        var found = finding(
            in: file, at: use.location,
            "\(.closure) stored in \(target) \(SelfCaptures.how(use)): 'self' keeps the \(.closure) and the \(.closure) keeps 'self'"
                + (cleared ?? "" as Phrase),
            advice: advice, remedy: remedy, context: callback.context, index: index)
        if cleared != nil { found.severity = .note }
        found.closure = callback.location
        let stored: String
        switch callback.delivery {
        case .propertyAssignment(_, let property): stored = StoragePath.property(property).text
        case .lazyProperty(let name): stored = StoragePath.property(name).text
        case .argument: stored = "self"
        }
        found.path = PathWriter(file, index: index).storedInOwnProperty(
            stored, owner: "self", closureAt: callback.location, how: SelfCaptures.how(use), use: use.location)
        return [found]
    }
}
