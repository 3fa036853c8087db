import LeakwatchCore

/// A task that holds `self` strongly while it waits on a sequence that never ends keeps `self` alive for
/// ever: the loop stops only when the task is cancelled, and the `deinit` that would cancel it never runs.
/// `self` is held by a strong capture (implicit in a task closure), by a `guard let self` made before the
/// loop, or by an awaited method of `self` that runs the loop. Skips value types, a weak `self` upgraded
/// inside the loop for each element, sequences that finish or are unknown, visibly bounded loops, and tasks
/// kept in a property that a method other than `deinit` cancels.
struct TaskLoopCaptureRule: Rule {
    let description = RuleDescription(
        id: "task-loop-capture",
        summary: "a task holds 'self' strongly while it loops over a sequence that never ends",
        rationale: """
            'for await' over 'NotificationCenter.notifications(named:)', the 'values' of a publisher that never \
            completes, a timer or a stream kept by a long-lived object only ends when its task is cancelled. A \
            task that holds 'self' strongly meanwhile keeps 'self' alive for ever, like a strong block observer; \
            a 'task.cancel()' in 'deinit' never runs. 'guard let self' before the loop holds 'self' for the whole \
            loop: upgrade the weak 'self' inside the loop, once per element.
            """,
        defaultSeverity: .warning,
        languages: [.swift],
        firingExample: """
            task = Task { [weak self] in
                guard let self else { return } // ← reported
                for await _ in NotificationCenter.default.notifications(named: .didLogin) {
                    self.reload()
                }
            }
            """,
        silentExample: """
            task = Task { [weak self] in
                for await _ in NotificationCenter.default.notifications(named: .didLogin) {
                    guard let self else { return }
                    self.reload()
                }
            }
            """)

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        file.asyncFacts.tasks.compactMap { task in
            // A task whose handle the code keeps in a local and cancels (when its stream ends, in a `defer`,
            // before the next one) ends where the code says, not with `self`.
            guard !task.isCancelledByItsCode, index.selfIsReference(in: task.context),
                let typeName = task.context.typeName,
                let work = index.asyncLoops.endlessWork(of: task),
                case let cancels = Self.cancellingMethods(task, typeName: typeName, index: index),
                !cancels.contains(where: { $0 != "deinit" }),
                let (location, subject) = Self.hold(task, work, typeName: typeName, index: index)
            else { return nil }
            let deinitNote: Phrase = cancels.contains("deinit") ? Self.deinitClause : ""
            var result = finding(
                in: file, at: location, "\(subject)\(deinitNote)", advice: Self.fix(work), context: task.context,
                index: index)
            let writer = PathWriter(file, index: index)
            var steps: [PathStep] = []
            if case .loop(let loop) = work.kind {
                result.notes = [
                    Finding.Note(file: file.path, location: loop.location, message: "the loop that never ends")
                ]
                steps.append(
                    writer.step(
                        .registry, "'for await'", .strong,
                        "the loop over \(work.source.phrase) never ends, so the task keeps running",
                        at: loop.location))
            }
            steps.append(
                writer.step(
                    .closure, "'Task'", .capture, "the task's \(.closure) holds 'self' while it waits",
                    at: task.location, breaks: true))
            steps.append(writer.object("self", at: location, keeps: nil))
            result.path = LeakPath(steps)
            return result
        }
    }

    /// Where the task holds `self` strongly across the endless work, and the message's first part.
    private static func hold(
        _ task: TaskFact, _ work: AsyncLoopIndex.EndlessWork, typeName: String, index: ProjectIndex
    ) -> (SourceLocation, Phrase)? {
        switch work.kind {
        case .call(let call, let method):
            return (
                call.location,
                "task awaits '\(method.name)()', whose loop over \(work.source.phrase) never ends: the call holds 'self' for ever"
            )
        case .loop(let loop):
            if let capture = strongCapture(task, typeName: typeName, index: index) {
                return (
                    capture.location,
                    "task captures 'self' strongly\(capture.how) and waits on \(work.source.phrase), which never ends: the loop keeps 'self' alive for ever"
                )
            }
            guard let upgrade = loop.upgrade else { return nil }
            let binding = upgrade.name == "self" ? "let self" : "let \(upgrade.name) = self"
            return (
                upgrade.location,
                "\(code: binding) makes 'self' strong before the loop over \(work.source.phrase), which never ends: the task keeps 'self' alive for ever"
            )
        }
    }

    /// The first strong capture of `self` by the task's closure; a task may name members without `self.`.
    private static func strongCapture(
        _ task: TaskFact, typeName: String, index: ProjectIndex
    ) -> (location: SourceLocation, how: Phrase)? {
        let explicit = task.captures.selfUses.filter { use in
            guard case .implicitMember(let name) = use.via else { return true }
            return index.hasInstanceMember(name, in: typeName)
        }.map { ($0.location, how($0)) }
        let implicit = task.captures.implicitMemberUses.filter { index.hasInstanceMember($0.name, in: typeName) }
            .map { ($0.location, " through \(code: $0.name)" as Phrase) }
        return (explicit + implicit).min { $0.0 < $1.0 }
    }

    private static func how(_ use: SelfUse) -> Phrase {
        switch use.via {
        case .captureList: " with [self]"
        case .rebound: " through the 'guard let self' around it"
        case .alias(let name): " through \(code: name)"
        case .implicitMember(let name): " through \(code: name)"
        case .nestedWeakCapture: " to form the [weak self] of a nested \(.closure)"
        case .nestedUnownedCapture: " to form the [unowned self] of a nested \(.closure)"
        case .explicit: ""
        }
    }

    /// The methods that cancel the task through the property of `self` that keeps its handle. One other than
    /// `deinit` (`stop()`, `viewWillDisappear`) ends the loop when the owner is done with it, as an observer
    /// removed there does; `deinit` alone never runs while the task holds `self`.
    private static func cancellingMethods(_ task: TaskFact, typeName: String, index: ProjectIndex) -> [String] {
        guard case .selfStorage(let path) = task.handle else { return [] }
        // `task?.cancel()`, or each task of an array: `tasks.forEach { $0.cancel() }`, `for task in tasks`.
        return index.observerCalls(in: typeName, named: "cancel")
            .filter { $0.receiver?.text == path.text || $0.receiver?.text == path.text + "[]" }
            .compactMap(\.function)
    }

    static let deinitClause: Phrase =
        ", and the \(code: "cancel()") in \(.teardown) never runs: \(.teardown) waits for the task to let 'self' go"

    private static func fix(_ work: AsyncLoopIndex.EndlessWork) -> Phrase {
        switch work.kind {
        case .call: "run the loop in the task with [weak self] and unwrap 'self' inside the loop, once per element"
        case .loop: "capture [weak self] and unwrap it inside the loop, once per element"
        }
    }
}
