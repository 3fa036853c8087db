import LeakwatchCore

/// The result of a registration that is the only handle on it, thrown away: a block observer's token
/// (the observer can never be removed), a KVO observation or Combine cancellable that is discarded or
/// held only by a local that dies at the end of the scope (the observation stops at once), an RxSwift
/// disposable discarded without `.disposed(by:)` (never disposed). Skips results that are stored, returned
/// or used again.
struct DiscardedObserverTokenRule: Rule {
    let description = RuleDescription(
        id: "discarded-observer-token",
        summary: "the token, observation or cancellable of a registration is thrown away",
        rationale: """
            A discarded NotificationCenter token can never be passed to 'removeObserver(_:)', so the block stays \
            registered for ever (a note when the block holds 'self' weakly: it does nothing once 'self' is gone; \
            not when the method that registers it runs again and again, on each appearance or after its once \
            guard's flag is set back: each run adds one more observer, all running while 'self' lives). \
            A discarded 'NSKeyValueObservation' or 'AnyCancellable' ends the observation at once, so the callback \
            never runs. A discarded RxSwift 'Disposable' of a source that never completes is never disposed.
            """,
        defaultSeverity: .warning,
        languages: [.swift, .objectiveC],
        firingExample: """
            _ = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) { _ in // ← reported
                UserDefaults.standard.set(true, forKey: "loggedIn")
            }
            """,
        silentExample: """
            loginToken = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) { [weak self] _ in
                self?.reload()
            }
            """)

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        (file.observerCalls + Self.wrapperCalls(in: file, index: index)).compactMap { call in
            guard let verdict = verdict(for: call, index: index, imports: file.imports) else { return nil }
            var problem = verdict.problem
            // An observer that can never be removed but whose block holds `self` weakly: what stays registered
            // does nothing once `self` is gone. True, and worth a note rather than a warning.
            let holdsSelfWeakly =
                verdict.outcome == .keepsRunning && Self.blockHoldsSelfWeakly(call, in: file, index: index)
            // Unless the method runs again and again while `self` lives: each run adds one more observer, and
            // all of them run on every event.
            let recurring = holdsSelfWeakly ? Self.recurringSource(of: call, index: index) : nil
            let inert = holdsSelfWeakly && recurring == nil
            if inert { problem += ", though its block holds 'self' weakly and does nothing once 'self' is gone" }
            if let recurring {
                let again: Phrase =
                    if let flag = recurring.flag {
                        "\(code: recurring.method) runs again once \(code: flag) is set back"
                    } else {
                        "\(code: recurring.method) runs again and again"
                    }
                problem +=
                    "; its block holds 'self' weakly, but \(again), and each run adds one more observer, all running while 'self' lives"
            }
            var found = finding(
                in: file, at: call.call.location, problem, advice: verdict.advice,
                remedy: verdict.lost.remedy, context: call.context, index: index, repeats: recurring != nil)
            if inert { found.severity = .note }
            if let clause = verdict.outcome.sameRegistrationClause {
                found.registration = RegistrationMark(location: call.call.location, role: .token(clause: clause))
            }
            found.path = Self.path(call, verdict, file: file, index: index)
            return found
        } + discardedTaskFindings(file, index: index)
    }

    /// The method of `self`'s type that makes the registering method run again and again (see
    /// `Repetition.recurringSource`), nil when it runs once or the code does not show.
    /// `flag`: the once guard's flag that a method sets back, when that is what lets the method run again.
    private static func recurringSource(of call: ObserverCall, index: ProjectIndex) -> (method: String, flag: String?)?
    {
        guard let typeName = call.context.typeName, !call.context.isStatic,
            let function = call.function ?? call.context.member
        else { return nil }
        let methods = index.methods(of: typeName)
        guard let source = Repetition.recurringSource(of: function, methods: methods) else { return nil }
        return (source, methods.first { $0.name == source && $0.restartable }?.onceFlag)
    }

    /// The registration, and the token that is lost: what would have undone it.
    private static func path(_ call: ObserverCall, _ verdict: Verdict, file: FileFacts, index: ProjectIndex)
        -> LeakPath
    {
        let writer = PathWriter(file, index: index)
        let registry = writer.registryName(call.call)
        let lost: Phrase =
            switch verdict.lost {
            case .discarded: "the token is discarded"
            case .local(let name): "the token is held only by the local \(code: name)"
            }
        let kept: Phrase =
            switch verdict.outcome {
            case .keepsRunning, .neverDisposed: "keeps the observer until its token undoes it; \(lost)"
            case .endsAtOnce: "\(lost), and with it the observation"
            }
        return LeakPath([
            writer.step(.registry, "\(code: registry)", .registration, kept, at: call.call.location, breaks: true),
            writer.step(
                .closure, call.hasCallback ? "\(.closure)" : "the observer", .end, verdict.problem,
                at: call.call.location),
        ])
    }

    static let keepsRunning: Phrase = "the observer can never be removed and keeps running"

    /// Registrations through a project wrapper whose name is no observer verb (`name.onPost { … }`), whose
    /// result is thrown away: the front ends record such a call only as the call a callback is given to. Only
    /// wrappers of an API whose own token, thrown away, leaves the observer registered for ever (NotificationCenter's
    /// block observer): a wrapper of a timer or a scheduler often returns a cancellable that stops the work when
    /// released (OpenCombine's `schedule(after:interval:_:)`), which the facts do not tell from a plain handle.
    static func wrapperCalls(in file: FileFacts, index: ProjectIndex) -> [ObserverCall] {
        var seen = Set(file.observerCalls.map(\.call.location))
        return file.callbacks.compactMap { callback in
            guard case .argument(let call, _, _) = callback.delivery, call.result == .discarded,
                seen.insert(call.location).inserted,
                let (_, api) = index.registeringWrapper(call, in: callback.context),
                index.options.catalog.entries(named: api).contains(where: { $0.onDiscard == .neverRemoved })
            else { return nil }
            return ObserverCall(
                call: call, arguments: [], receiver: nil, context: callback.context, function: nil, hasCallback: true)
        }
    }

    /// What a lost token means for the registration behind it.
    enum Outcome: Equatable {
        /// The registration can never be undone and keeps running.
        case keepsRunning
        /// The subscription is never disposed.
        case neverDisposed
        /// The observation or subscription ends at once.
        case endsAtOnce

        /// What this finding adds to a strong capture of the same registration, for the one finding it becomes.
        /// A token that ends the observation at once leaves nothing kept, so nothing to add.
        var sameRegistrationClause: String? {
            switch self {
            case .keepsRunning: "its token is also discarded, so the observer can never be removed"
            case .neverDisposed: "its disposable is also discarded, so it is never disposed"
            case .endsAtOnce: nil
            }
        }
    }

    /// How the token is lost: thrown away, or held by a local that dies with the scope.
    enum Loss: Equatable {
        case discarded
        case local(String)

        var words: Phrase {
            switch self {
            case .discarded: "is discarded"
            case .local(let name): "is held only by the local \(code: name)"
            }
        }

        var remedy: Remedy {
            switch self {
            case .discarded: .storeInBag
            case .local(let name): .keepInProperty(insteadOfLocal: name)
            }
        }
    }

    /// The finding for one call, before it becomes one: the problem in words, the advice, and what they mean.
    struct Verdict {
        var problem: Phrase
        var advice: Phrase
        var outcome: Outcome
        var lost: Loss
    }

    /// The call's closure captures `[weak self]` and nothing of `self` strongly.
    static func blockHoldsSelfWeakly(_ call: ObserverCall, in file: FileFacts, index: ProjectIndex) -> Bool {
        file.callbacks.contains { callback in
            guard case .argument(let site, _, _) = callback.delivery, site.location == call.call.location,
                case .closure(let captures) = callback.body, captures.capturesSelfWeakly
            else { return false }
            return SelfCaptures.strongUses(of: captures, in: callback.context, index: index).isEmpty
        }
    }

    private func verdict(for observerCall: ObserverCall, index: ProjectIndex, imports: [String]) -> Verdict? {
        let call = observerCall.call
        // A project method of the same name that returns nothing (`bind(to:)` of a cell) has no token to lose,
        // unless the call plainly goes to RxSwift (`bind(to: label.rx.text)`, a closure).
        if index.projectFunctionReturnsValue(call, in: observerCall.context) == false,
            !Self.mentionsRx(observerCall)
        {
            return nil
        }
        if call.receiver == "super" { return nil }
        // A center or object created in a local dies with the scope, and its registrations with it.
        if observerCall.receiver?.isLocal == true { return nil }
        // A test method holds its locals while it waits for expectations.
        let isTest =
            observerCall.function?.hasPrefix("test") == true
            || observerCall.context.typeName?.hasSuffix("Tests") == true
        let lost: Loss? =
            switch call.result {
            case .discarded: .discarded
            case .local(let name) where !isTest: .local(name)
            default: nil
            }
        if let (function, _) = index.registeringWrapper(call, in: observerCall.context),
            let tokenType = function.returnType, lost == .discarded
        {
            if index.removesRegistrationOnDeinit(ProjectIndex.baseTypeName(tokenType)) {
                return Verdict(
                    problem:
                        "the \(code: tokenType) returned by \(code: call.displayName) is discarded: it removes the observer at once, so the callback never runs",
                    advice: "keep it in a property", outcome: .endsAtOnce, lost: .discarded)
            }
            return Verdict(
                problem: "the token returned by \(code: call.displayName) is discarded: " + Self.keepsRunning,
                advice: "store it and remove it when done", outcome: .keepsRunning, lost: .discarded)
        }
        guard let entry = index.options.catalog.discardEntry(for: call), let effect = entry.onDiscard,
            let lost
        else {
            return nil
        }
        // `items.bind(to: tableView)` in a file of Bond's: its binding ends with its target, its result may go.
        if APICatalog.callsRxLookalike(entry, imports: imports) { return nil }
        // `disposeBag.bind { … }` in a project that imports no module of RxSwift's: another library's call.
        if APICatalog.namesAbsentRx(entry, projectImports: index.importedModules) { return nil }
        let title = entry.title ?? entry.name
        let token = entry.tokenType ?? "token"
        switch effect {
        case .neverRemoved:
            guard lost == .discarded else { return nil }
            return Verdict(
                problem: "the observer token returned by \(code: title) is discarded: " + Self.keepsRunning,
                advice: entry.removal.map { "store it and pass it to \(code: $0)" as Phrase }
                    ?? (entry.isConfigured
                        ? "store it, and undo the registration with it when done"
                        : "store it and pass it to \(code: APICatalog.notificationRemoval.title)"),
                outcome: .keepsRunning,
                lost: lost)
        case .stopsAtOnce:
            guard observerCall.hasCallback || !entry.observesKeyPath else { return nil }
            if entry.observesKeyPath, case .keyPath? = observerCall.arguments.first?.value {
            } else if entry.observesKeyPath {
                return nil
            }
            return Verdict(
                problem: "the \(code: token) returned by \(code: title) \(lost.words): the observation stops at once",
                advice: "keep it in a property", outcome: .endsAtOnce, lost: lost)
        case .cancelledAtOnce:
            // With 'subscribe(on:)' the subscription is made later on the scheduler, after the cancel: whether
            // the values still arrive depends on the implementation, so nothing is claimed.
            guard !APICatalog.defersSubscription(call.upstream) else { return nil }
            // `publisher.sink { value = $0 }.cancel()`: cancelled by the code itself, on purpose, once the values
            // a subscription delivers at once (a current value) are read.
            if call.downstream.last == "cancel" { return nil }
            return Verdict(
                problem:
                    "the \(code: token) returned by \(code: title) \(lost.words): the subscription is cancelled at once",
                advice: "store it, for example with '.store(in: &cancellables)'", outcome: .endsAtOnce, lost: lost)
        case .neverDisposed:
            // A source that completes (a `Single`, a request) ends the subscription without a dispose.
            guard lost == .discarded, call.downstream.isEmpty,
                !entry.sharesItsName || isRxSubscription(observerCall),
                !index.completes(call, in: observerCall.context)
            else { return nil }
            return Verdict(
                problem:
                    "the \(code: token) returned by \(code: title) is discarded and never disposed: the subscription lives as long as its source",
                advice: "add '.disposed(by: disposeBag)'", outcome: .neverDisposed, lost: lost)
        }
    }

    /// RxSwift's `subscribe(onNext:…)`, `subscribe { }`, `bind(to:)`, `drive(…)`; not Combine's `subscribe(_:)`,
    /// which returns nothing.
    private func isRxSubscription(_ call: ObserverCall) -> Bool {
        // Another library's `subscribe(to: request) { token, event in … }` speaks another vocabulary.
        let isSubscribe = APICatalog.isRxSubscribe(call.call.name)
        if isSubscribe, !call.call.labels.allSatisfy(APICatalog.isRxSubscribeLabel) { return false }
        if call.hasCallback || call.call.labels.contains(where: APICatalog.isRxEventLabel) { return true }
        // `bind(to: label.rx.text)`; a socket's `bind(to: address)` is not a subscription.
        return !isSubscribe && Self.mentionsRx(call)
    }

    static func mentionsRx(_ call: ObserverCall) -> Bool {
        call.receiver.map(APICatalog.goesThroughRx) == true
            || call.arguments.contains { APICatalog.goesThroughRx($0.value) }
    }
}

/// The async form: a task that runs a loop that never ends and works for `self`, whose handle nobody keeps.
extension DiscardedObserverTokenRule {
    func discardedTaskFindings(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        file.asyncFacts.tasks.compactMap { task in
            guard index.selfIsReference(in: task.context), let typeName = task.context.typeName else { return nil }
            let members = task.captures.implicitMemberUses
            let namesMember = members.contains { index.hasInstanceMember($0.name, in: typeName) }
            guard task.mentionsSelf || namesMember else { return nil }
            let lost: Phrase
            switch task.handle {
            case .discarded: lost = "is discarded"
            case .local(let name): lost = "is held only by the local \(code: name)"
            default: return nil
            }
            guard let work = index.asyncLoops.endlessWork(of: task) else { return nil }
            var found = finding(
                in: file, at: task.location,
                "the 'Task' that waits on \(work.source.phrase), which never ends, \(lost): it can never be cancelled and "
                    + "runs on after 'self' is done with it",
                advice: "keep it in a property and cancel it in \(.teardown) or when the view disappears",
                context: task.context, index: index)
            let writer = PathWriter(file, index: index)
            found.path = LeakPath([
                writer.step(
                    .closure, "'Task'", .capture,
                    "its handle \(lost); it waits on \(work.source.phrase), which never ends",
                    at: task.location, breaks: true),
                writer.object("self", at: task.location, keeps: nil),
            ])
            return found
        }
    }
}
