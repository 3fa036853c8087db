import LeakwatchCore

/// A closure kept by an observer API, a subscription that `self` stores, or an object that `self` owns,
/// which captures `self` strongly: `self` keeps the closure and the closure keeps `self`, so neither is
/// ever released. Skips value types, weak and unowned captures, closures that are called and released
/// (`map`, `DispatchQueue.async`, one-shot completions), and closures stored in `self`'s own properties,
/// which `self-referencing-callback` reports.
struct StrongSelfCaptureRule: Rule {
    let description = RuleDescription(
        id: "strong-self-capture",
        summary: "a closure kept by an observer or subscription captures 'self' strongly",
        rationale: """
            NotificationCenter keeps block observers until they are removed, a repeating timer keeps its block \
            until it is invalidated, and a cancellable or disposable stored in 'self' keeps its closures as long \
            as 'self' lives. A closure among them that captures 'self' strongly keeps 'self' alive forever: \
            'deinit' never runs, so the removal written there never happens.
            """,
        defaultSeverity: .warning,
        languages: [.swift, .objectiveC],
        firingExample: """
            viewModel.$items
                .sink { items in self.render(items) } // ← reported
                .store(in: &cancellables)
            """,
        silentExample: """
            viewModel.$items
                .sink { [weak self] items in self?.render(items) }
                .store(in: &cancellables)
            """)

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        file.callbacks.compactMap { callback in
            guard case .closure(let captures) = callback.body, !Self.isStoredInSelf(callback.delivery),
                let use = SelfCaptures.strongUses(of: captures, in: callback.context, index: index).first,
                let retention = Retention.of(callback, index: index)
            else { return nil }
            var problem = Self.problem(retention, use)
            var cleared: Phrase?
            switch retention.holder {
            case .selfStorage(let path): cleared = CycleEnds.clearing(of: path, in: callback.context, index: index)
            case .registry:
                cleared = CycleEnds.removal(for: callback, in: file, index: index)
                // The removal the type writes in its teardown, where there is one: the cycle keeps it from running.
                if let teardown = CycleEnds.teardownUndoing(for: callback, in: file, index: index) {
                    problem = Self.problem(retention, use, clause: retention.clause + teardown)
                }
            case .shared:
                // A test's `tearDown` puts back what its `setUp` replaced: the closure goes then.
                if let released = CycleEnds.sharedRelease(of: retention, in: callback.context, index: index) {
                    problem = Self.problem(retention, use, clause: released)
                    cleared = ""
                }
            case .ownedObject:
                // The object that keeps its handler (a dispatch source) is let go or cancelled in a method.
                if case .argument(let call, _, _) = callback.delivery, let path = call.receiverOwner?.storagePath {
                    cleared = CycleEnds.clearing(of: path, in: callback.context, index: index)
                }

            }
            // The closure lets itself go when it runs (`coordinator.didComplete = nil` inside it).
            cleared = cleared ?? CycleEnds.selfRelease(of: callback)
            cleared =
                cleared
                ?? CycleEnds.holderClearing(
                    of: retention, for: callback, capturesItsHolder: Self.capturesItsHolder(callback, captures),
                    index: index)
            problem += cleared ?? ""
            let (advice, remedy) = SelfCaptures.fix(use, in: file.language)
            var found = finding(
                in: file, at: use.location, problem, advice: advice, remedy: remedy, context: callback.context,
                index: index)
            if cleared != nil { found.severity = .note }
            found.closure = callback.location
            found.registration = callback.registrationMark
            found.path = PathWriter(file, index: index).capture(
                retention, of: callback, how: SelfCaptures.how(use), use: use.location)
            return found
        }
    }

    /// The closure captures the local whose object keeps it (`child` of `child.isCompleted = { … child … }`).
    private static func capturesItsHolder(_ callback: Callback, _ captures: ClosureCaptures) -> Bool {
        guard case .propertyAssignment(.local(let local), _) = callback.delivery else { return false }
        return captures.capturedVariables.contains { $0.name == local.name }
    }

    /// `self.onUpdate = { … }` and `lazy var` closures belong to `self-referencing-callback`.
    private static func isStoredInSelf(_ delivery: Delivery) -> Bool {
        switch delivery {
        case .propertyAssignment(.selfInstance, _), .lazyProperty: true
        default: false
        }
    }

    /// `clause`: what keeps the closure, when it says more than the retention's own clause.
    static func problem(_ retention: Retention, _ use: SelfUse, clause: Phrase? = nil) -> Phrase {
        let subject: Phrase = "\(.closure) \(retention.receiverPhrase) \(SelfCaptures.how(use))"
        if case .selfStorage(let path) = retention.holder {
            return "\(subject) and is kept by \(path.phrase)"
        }
        return "\(subject); \(clause ?? retention.clause)"
    }
}
