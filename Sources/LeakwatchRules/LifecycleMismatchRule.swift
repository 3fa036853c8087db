import LeakwatchCore

/// A registration and its removal in view-controller lifecycle methods that do not mirror each other:
/// registered from `viewDidLoad`/`init` but removed only from `viewWillDisappear`/`viewDidDisappear` (the
/// observer is gone after the first disappearance), or registered from `viewWillAppear`/`viewDidAppear` with
/// no removal from a disappear method (another registration on every appearance). "From" follows calls to
/// the type's own methods (`viewDidLoad` → `setupObservers()` → `addObserver`).
struct LifecycleMismatchRule: Rule {
    let description = RuleDescription(
        id: "lifecycle-mismatch",
        summary: "a registration and its removal sit in lifecycle methods that do not mirror each other",
        rationale: """
            'viewDidLoad' runs once but 'viewWillDisappear' runs on every disappearance, so an observer added in \
            the first and removed in the second is missing from the second appearance on. 'viewWillAppear' runs \
            on every appearance, so an observer added there and never removed when the view disappears is added \
            again and again, and its callback runs once per copy.
            """,
        defaultSeverity: .warning,
        languages: [.swift],
        firingExample: """
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .didSync, object: nil) // ← reported
            }
            """,
        silentExample: """
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .didSync, object: nil)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                NotificationCenter.default.removeObserver(self, name: .didSync, object: nil)
            }
            """,
        harmIsRepetition: true)

    static let loadMethods = APICatalog.loadMethods
    static let appearMethods = APICatalog.appearMethods
    static let disappearMethods = APICatalog.disappearMethods

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        var reachCache: [String: LifecycleReach] = [:]
        return file.observerCalls.compactMap { call in
            guard let typeName = call.context.typeName, let function = call.function,
                let registration = Registration.of(
                    call, index: index, target: index.options.deploymentTarget(ofFile: file.path))
            else { return nil }
            let reach = reachCache[typeName] ?? LifecycleReach(methods: index.methods(of: typeName))
            reachCache[typeName] = reach
            guard reach.hasLifecycle else { return nil }
            let undoings = registration.removals(in: typeName, index: index)
            // Removed first in the same method (`removeObserver(self, name: X)` and then `addObserver(…name: X…)`):
            // each run replaces the registration, none piles up.
            if undoings.contains(where: { $0.function == function && $0.call.location < call.call.location }) {
                return nil
            }
            let removals = undoings.compactMap(\.function)
            let disappearRemovals = removals.filter { !reach.sources(of: $0, among: Self.disappearMethods).isEmpty }
            let appearSources = reach.sources(of: function, among: reach.appearMethods)
            if let source = appearSources.first {
                guard disappearRemovals.isEmpty else { return nil }
                var found = finding(
                    in: file, at: call.call.location,
                    "\(code: registration.apiName) runs from \(code: source) on every appearance but is never undone from 'viewWillDisappear' or 'viewDidDisappear': each appearance adds another registration",
                    advice: "call \(code: registration.removalName) when the view disappears",
                    context: call.context, index: index)
                found.path = UnbalancedObserverRule.path(
                    registration, type: ProjectIndexNames.simple(typeName), file: file, index: index,
                    says: "registers from \(code: source) on every appearance")
                return found
            }
            guard let source = reach.sources(of: function, among: reach.loadMethods).first, !removals.isEmpty,
                removals.count == disappearRemovals.count, let removedIn = disappearRemovals.first
            else { return nil }
            let disappear = reach.sources(of: removedIn, among: Self.disappearMethods).first ?? removedIn
            var found = finding(
                in: file, at: call.call.location,
                "\(code: registration.apiName) runs once from \(code: source) but is undone from \(code: disappear), which runs on every disappearance: the observer is gone after the first one",
                advice: "register in 'viewWillAppear', or remove in \(.teardown)",
                context: call.context, index: index)
            found.path = UnbalancedObserverRule.path(
                registration, type: ProjectIndexNames.simple(typeName), file: file, index: index,
                says:
                    "registers once from \(code: source) and is removed from \(code: disappear) on every disappearance")
            return found
        } + appearingTaskFindings(file, index: index)
    }
}

/// The async form: a task that runs a loop that never ends, started on every appearance and never cancelled
/// when the view disappears.
extension LifecycleMismatchRule {
    func appearingTaskFindings(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        var reachCache: [String: LifecycleReach] = [:]
        return file.asyncFacts.tasks.compactMap { task in
            guard let typeName = task.context.typeName, let member = task.context.member else { return nil }
            let reach = reachCache[typeName] ?? LifecycleReach(methods: index.methods(of: typeName))
            reachCache[typeName] = reach
            guard reach.hasLifecycle, let source = reach.sources(of: member, among: reach.appearMethods).first,
                let work = index.asyncLoops.endlessWork(of: task)
            else { return nil }
            if case .selfStorage(let path) = task.handle,
                index.observerCalls(in: typeName).contains(where: { cancel in
                    APICatalog.cancelsItsObject(cancel.call.name) && cancel.receiver?.text == path.text
                        && cancel.function.map { !reach.sources(of: $0, among: Self.disappearMethods).isEmpty } == true
                })
            {
                return nil
            }
            var found = finding(
                in: file, at: task.location,
                "the 'Task' that waits on \(work.source.phrase) starts from \(code: source) on every appearance and is never cancelled from 'viewWillDisappear' or 'viewDidDisappear': each appearance starts another loop that never ends",
                advice: "keep the task and cancel it when the view disappears", context: task.context, index: index)
            let writer = PathWriter(file, index: index)
            found.path = LeakPath([
                writer.step(
                    .registry, "\(code: source)", .strong, "starts the task on every appearance", at: task.location,
                    breaks: true),
                writer.step(
                    .closure, "'Task'", .end, "waits on \(work.source.phrase), which never ends", at: task.location),
            ])
            return found
        }
    }
}

/// Which methods of a type each lifecycle method reaches through calls to the type's own methods.
struct LifecycleReach {
    private var calls: [String: Set<String>] = [:]
    private var reached: [String: Set<String>] = [:]
    let hasLifecycle: Bool
    /// The methods that run once per object: the load methods, and appearance methods that guard their body
    /// with a flag they set (`if (_didStart) return; _didStart = YES;`).
    let loadMethods: [String]
    /// The methods that run on every appearance.
    let appearMethods: [String]

    init(methods: [MethodSummary]) {
        var calls: [String: Set<String>] = [:]
        for method in methods { calls[method.name, default: []].formUnion(method.calledMethods) }
        let guarded = Set(methods.filter(\.guardedOnce).map(\.name))
        // A method that guards its body with a flag it sets (`load`, called from `viewDidAppear`) runs once per
        // object wherever it is called from: it is a load method of its own, and an appearance does not reach
        // through it.
        let guardedHelpers = guarded.subtracting(LifecycleMismatchRule.appearMethods).sorted()
        loadMethods =
            LifecycleMismatchRule.loadMethods + LifecycleMismatchRule.appearMethods.filter(guarded.contains)
            + guardedHelpers
        appearMethods = LifecycleMismatchRule.appearMethods.filter { !guarded.contains($0) }
        hasLifecycle = APICatalog.viewControllerMethods.contains { calls[$0] != nil }
        self.calls = calls
        for start in LifecycleMismatchRule.loadMethods + LifecycleMismatchRule.appearMethods
            + LifecycleMismatchRule.disappearMethods + guardedHelpers
        {
            var seen: Set<String> = [start]
            var pending = [start]
            while let next = pending.popLast() {
                for callee in calls[next] ?? [] where !guardedHelpers.contains(callee) || callee == start {
                    if seen.insert(callee).inserted { pending.append(callee) }
                }
            }
            reached[start] = seen
        }
    }

    /// The lifecycle methods among `candidates` that reach `function`, in the order given.
    func sources(of function: String, among candidates: [String]) -> [String] {
        candidates.filter { calls[$0] != nil && reached[$0]?.contains(function) == true }
    }
}
