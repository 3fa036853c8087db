import LeakwatchCore

/// Combine's `assign(to:on:)` holds its object strongly by design; when the object is `self` and the
/// cancellable is stored in `self`, the subscription and `self` keep each other alive. Skips
/// `assign(to: &$property)`, which ties the subscription to the property, cancellables that are not kept, and
/// chains that complete.
struct AssignOnSelfRule: Rule {
    let description = RuleDescription(
        id: "assign-on-self",
        summary: "'assign(to:on: self)' keeps 'self' strongly in a subscription that 'self' stores",
        rationale: """
            'assign(to:on:)' retains the object it assigns to until the subscription ends. With 'on: self' and \
            the cancellable stored in 'self', the subscription never ends and 'self' is never released.
            """,
        defaultSeverity: .warning,
        languages: [.swift],
        firingExample: """
            viewModel.$title
                .assign(to: \\.heading, on: self) // ← reported
                .store(in: &cancellables)
            """,
        silentExample: """
            viewModel.$title
                .assign(to: &$heading)
            """)

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        file.selfArguments.compactMap { argument in
            guard argument.call.name == "assign", argument.label == "on", index.selfIsReference(in: argument.context),
                // A chain that completes (`Just`, a request) ends the subscription, and with it the hold on `self`.
                !index.completes(argument.call),
                // CombineExt's `assign(to:on:ownership: .weak)` (or `.unowned`) holds its object weakly.
                !["weak", "unowned"].contains(argument.call.caseArguments["ownership"] ?? "strong")
            else { return nil }
            var holder: Phrase
            let writer = PathWriter(file, index: index)
            let first: PathStep
            // The type empties or cancels the storage in a method (`cancellables.removeAll()` in
            // `viewDidDisappear`): the cycle ends when that runs.
            var cleared: Phrase?
            switch argument.call.result {
            case .selfStorage(let path):
                cleared = CycleEnds.clearing(of: path, in: argument.context, index: index)
                holder = "is kept by \(code: path.text)" + (cleared ?? "")
                first = writer.step(
                    .storage, "\(code: path.text)", .strong, "keeps the subscription", at: argument.call.location)
            case .shared(let path):
                holder = "is kept by \(code: path) for the whole run"
                first = writer.step(
                    .registry, "\(code: path)", .strong, "keeps the subscription for the whole run",
                    at: argument.call.location)
            default: return nil
            }
            var found = finding(
                in: file, at: argument.location,
                "\(code: "assign(to:on:)") holds 'self' strongly and \(holder)",
                advice: "use 'assign(to: &$property)' or 'sink' with [weak self]", remedy: .sinkWithWeakSelf,
                context: argument.context, index: index)
            if cleared != nil { found.severity = .note }
            let subscription = writer.step(
                .closure, "\(code: "assign(to:on:)")", .strong, "the subscription holds its target 'self' strongly",
                at: argument.location, breaks: true)
            let isSelfs = first.kind == .storage
            found.path = LeakPath([
                first, subscription, writer.object("self", at: argument.location, keeps: isSelfs ? first : nil),
            ])
            return found
        }
    }
}
