import LeakwatchCore

/// How often a method of a type runs over one object's life, as far as the code shows: what a registration
/// made there adds up to. Shared by the rules whose harm is a registration made again and again.
enum Repetition {
    /// Methods that run once per object.
    static let runsOnce: Set<String> = Set(APICatalog.loadMethods).union([
        "windowDidLoad", "applicationDidFinishLaunching", "applicationWillFinishLaunching", "setUp",
        "setUpWithError", "deinit", "dealloc",
    ])

    /// Methods the frameworks call again and again over an object's life: each appearance, layout, activation.
    static let recurs: Set<String> = Set(APICatalog.appearMethods).union([
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews", "didMoveToWindow", "didMoveToSuperview",
        "viewDidMoveToWindow", "prepareForReuse", "traitCollectionDidChange", "applicationDidBecomeActive",
        "applicationWillEnterForeground", "sceneDidBecomeActive", "sceneWillEnterForeground", "windowDidBecomeKey",
        "windowDidBecomeMain", "updateUIView", "updateNSView",
    ])

    static func runsOnce(_ function: String, _ methods: [MethodSummary]) -> Bool {
        runsOnce.contains(function) || MethodSummary.isInitializer(function)
            || methods.contains { $0.name == function && $0.guardedOnce }
    }

    /// The method runs once per object, or only methods that do call it.
    static func onlyOnce(_ function: String, _ methods: [MethodSummary]) -> Bool {
        if runsOnce(function, methods) { return true }
        let callers = methods.filter { $0.name != function && $0.calledMethods.contains(function) }
        return !callers.isEmpty && callers.allSatisfy { runsOnce($0.name, methods) }
    }

    /// The method runs more than once in the object's life, as far as the code shows: it recurs (see
    /// `recurringSource`), or two of the type's methods call it.
    static func runsAgain(_ function: String, methods: [MethodSummary]) -> Bool {
        if recurringSource(of: function, methods: methods) != nil { return true }
        if runsOnce(function, methods) { return false }
        let callers = Set(methods.filter { $0.name != function && $0.calledMethods.contains(function) }.map(\.name))
        return callers.count >= 2
    }

    /// The method that makes this one run again and again, itself included (see `recurringSources`): the first
    /// by name, nil when none does.
    static func recurringSource(of function: String, methods: [MethodSummary]) -> String? {
        recurringSources(of: function, methods: methods).first
    }

    /// The methods that make this one run again and again, itself included, by name: one the frameworks call on
    /// each appearance, layout or activation, or one whose once guard a method of the type sets back (`start()`
    /// after `stop()` set `started = false`) and that not only run-once methods call, when the method is that one
    /// or is reached from it through the type's own calls. Never through a method that runs once per object.
    static func recurringSources(of function: String, methods: [MethodSummary]) -> [String] {
        if runsOnce(function, methods) { return [] }
        var calls: [String: Set<String>] = [:]
        for method in methods { calls[method.name, default: []].formUnion(method.calledMethods) }
        let restartable = Set(
            methods.filter { method in
                method.restartable && !onlyOnce(method.name, methods)
            }.map(\.name))
        var found: [String] = []
        for source in recurs.filter({ calls[$0] != nil || $0 == function }).union(restartable).sorted() {
            if source == function {
                found.append(source)
                continue
            }
            var reached: Set<String> = [source]
            var pending = [source]
            while let next = pending.popLast(), !reached.contains(function) {
                for callee in calls[next] ?? [] where !runsOnce(callee, methods) && reached.insert(callee).inserted {
                    pending.append(callee)
                }
            }
            if reached.contains(function) { found.append(source) }
        }
        return found
    }
}
