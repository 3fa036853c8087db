import LeakwatchCore

/// A closure that holds an object `unowned` (`[unowned self]`, `[unowned(unsafe) x]`, an `__unsafe_unretained`
/// copy of `self` in a block) and that something outside the object keeps or runs later: a NotificationCenter
/// observer nobody removes, a singleton's property, a repeating timer, `asyncAfter`, a request's completion.
/// `unowned` promises that the object outlives the closure; when it runs after the object is deallocated, the
/// app crashes (or, unsafe, reads freed memory). Skips closures the object keeps itself (`self.cancellables`, its
/// own properties, objects it owns), registrations undone in `deinit`, and objects that live as long as the app:
/// none of them can outlive it.
struct UnownedCaptureRule: Rule {
    let description = RuleDescription(
        id: "unowned-capture",
        summary: "a closure that may outlive its object holds the object unowned",
        rationale: """
            An unowned reference does not keep its object and does not become nil when the object goes: using \
            it afterwards traps. NotificationCenter keeps a block observer until it is removed, a singleton keeps \
            what it is given for the whole run, a timer keeps its block until it is invalidated, and 'asyncAfter' \
            or a request's completion runs later: a closure among them that holds 'self' unowned crashes when it \
            runs after 'self' is deallocated. [weak self] costs an unwrap and cannot crash.
            """,
        defaultSeverity: .warning,
        languages: [.swift, .objectiveC],
        firingExample: """
            NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: .main) {
                [unowned self] _ in self.reload() // ← reported: the observer is never removed
            }
            """,
        silentExample: """
            viewModel.$items
                .sink { [unowned self] items in self.render(items) }
                .store(in: &cancellables) // 'self' keeps the closure: it cannot outlive 'self'
            """)

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        file.callbacks.compactMap { callback in
            guard case .closure(let captures) = callback.body,
                let capture = captures.unownedCaptures.first(where: { Self.canGo($0, in: callback.context, index) }),
                let outliving = Outliving.of(callback, in: file, index: index)
            else { return nil }
            let object = capture.isSelf ? "self" : capture.name
            let held: Phrase =
                capture.isSelf && capture.name != "self"
                ? "holds 'self' unowned through \(code: capture.name)" : "holds \(code: capture.name) unowned"
            var problem: Phrase =
                "\(outliving.subject) \(held); \(outliving.clause), so it may run after \(code: object) is "
                + "deallocated, and then it \(capture.isUnsafe ? "reads freed memory" : "crashes")"
            if let method = outliving.undoneIn {
                problem +=
                    "; \(code: method) undoes it, which is safe only if it always runs before \(code: object) goes"
            }
            let (advice, remedy) = Self.fix(capture, in: file.language)
            var found = finding(
                in: file, at: capture.location, problem, advice: advice, remedy: remedy, context: callback.context,
                index: index)
            if outliving.undoneIn != nil { found.severity = .note }
            found.closure = callback.location
            found.registration = callback.registrationMark
            found.path = outliving.path(of: callback, capture: capture, object: object, PathWriter(file, index: index))
            return found
        }
    }

    /// `self` of a value type is no object, and one that lives as long as the app never goes.
    private static func canGo(_ capture: UnownedCapture, in context: SelfContext, _ index: ProjectIndex) -> Bool {
        guard capture.isSelf else { return true }
        return index.selfIsReference(in: context) && context.typeName.flatMap(index.appLifetime(of:)) == nil
    }

    private static func fix(_ capture: UnownedCapture, in language: Language) -> (Phrase, Remedy?) {
        if language == .objectiveC {
            return (
                "declare \(code: capture.name) '__weak' instead of '__unsafe_unretained', and check it in the block",
                nil
            )
        }
        return ("capture [weak \(capture.name)]", .captureWeakly(capture.name))
    }
}

/// What lets a closure run after the object it holds unowned is gone: a registry or singleton that keeps it, or
/// a call that runs it later; nil when the object keeps the closure or ends what keeps it in `deinit`.
private struct Outliving {
    /// "closure passed to 'addObserver(…)'".
    var subject: Phrase
    /// "NotificationCenter keeps the closure until the observer is removed".
    var clause: Phrase
    var retention: Retention?
    /// The call that runs the closure later, when no retention keeps it.
    var later: CallSite?
    /// A method other than `deinit` that undoes the registration.
    var undoneIn: String?

    static func of(_ callback: Callback, in file: FileFacts, index: ProjectIndex) -> Outliving? {
        var call: CallSite?
        if case .argument(let site, _, _) = callback.delivery { call = site }
        let undoing =
            call.map { CycleEnds.undoings(of: $0, in: callback.context, file: file, index: index) }?
            .compactMap(\.function) ?? []
        // Undone in `deinit`, or in a method it calls: before the object goes.
        let teardown = callback.context.typeName.map { CycleEnds.teardownMethods(of: $0, index: index) } ?? ["deinit"]
        if undoing.contains(where: teardown.contains) { return nil }
        if let retention = Retention.of(callback, index: index) {
            switch retention.holder {
            case .selfStorage, .ownedObject:
                return nil
            case .shared(let holder):
                // Set again in `deinit` (or another method): the singleton lets the closure go then.
                let path = retention.isProperty ? retention.receiver : holder
                let members =
                    callback.context.typeName.map {
                        index.reassigningMembers(ofShared: path, in: $0, storingMember: callback.context.member)
                    } ?? []
                if members.contains(where: teardown.contains) { return nil }
                return Outliving(
                    subject: "\(.closure) \(retention.receiverPhrase)",
                    clause: members.isEmpty ? retention.clause : "\(code: holder) keeps it", retention: retention,
                    undoneIn: members.first)
            case .registry(let reason):
                return Outliving(
                    subject: "\(.closure) \(retention.receiverPhrase)", clause: reason, retention: retention,
                    undoneIn: undoing.first)
            }
        }
        guard let call else { return nil }
        if let kept = keptBySingleton(call, callback, index) { return kept }
        guard index.options.catalog.runsLater(call) else { return nil }
        return Outliving(
            subject: "\(.closure) passed to \(code: call.displayName)",
            clause: "\(code: call.displayName) runs it later",
            later: call, undoneIn: undoing.first)
    }

    /// `Bus.shared.listen { … }` where the project's `listen` stores the closure in its object: a singleton keeps it
    /// and runs it whenever it likes, even when it lets it go after one call (a pending completion).
    private static func keptBySingleton(_ call: CallSite, _ callback: Callback, _ index: ProjectIndex) -> Outliving? {
        guard case .shared(let singleton)? = call.receiverOwner, case .argument(_, _, let position) = callback.delivery,
            let (function, parameter) = index.projectParameter(call, in: callback.context, position: position),
            parameter.isEscaping, case .storedInOwner(let stored)? = index.wrapperRetention(function, parameter)
        else { return nil }
        return Outliving(
            subject: "\(.closure) passed to \(code: call.displayName)",
            clause: "\(code: singleton) keeps it in \(code: stored.relativeText) and may call it at any time",
            later: call)
    }

    /// What keeps or runs the closure, the closure, and the object it holds unowned, which may go first.
    func path(of callback: Callback, capture: UnownedCapture, object: String, _ writer: PathWriter) -> LeakPath {
        var first = retention.map { writer.holder($0, of: callback) }
        if first == nil, let later {
            first = writer.step(
                .registry, "\(code: writer.registryName(later))", .strong, clause, at: PathWriter.place(of: callback))
        }
        let closure = writer.step(
            .closure, "\(.closure)", .capture, "the \(.closure) holds \(code: object) unowned", at: callback.location,
            breaks: true)
        let end = writer.step(
            .object, "\(code: object)", .end, "\(code: object) may be deallocated before the \(.closure) runs",
            at: capture.location)
        return LeakPath((first.map { [$0] } ?? []) + [closure, end])
    }
}
