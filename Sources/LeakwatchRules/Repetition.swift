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
        runsOnce.contains(function) || function.hasPrefix("init")
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

    /// The method that makes this one run again and again, itself included: one the frameworks call on each
    /// appearance, layout or activation, or one whose once guard a method of the type sets back (`start()` after
    /// `stop()` set `started = false`), when the method is that one or is reached from it through the type's own
    /// calls. Never through a method that runs once per object.
    static func recurringSource(of function: String, methods: [MethodSummary]) -> String? {
        if runsOnce(function, methods) { return nil }
        var calls: [String: Set<String>] = [:]
        for method in methods { calls[method.name, default: []].formUnion(method.calledMethods) }
        let restartable = Set(methods.filter(\.restartable).map(\.name))
        if recurs.contains(function) || restartable.contains(function) { return function }
        let sources = recurs.filter { calls[$0] != nil }.union(restartable).sorted()
        for source in sources {
            var reached: Set<String> = [source]
            var pending = [source]
            while let next = pending.popLast() {
                for callee in calls[next] ?? [] where !runsOnce(callee, methods) && reached.insert(callee).inserted {
                    if callee == function { return source }
                    pending.append(callee)
                }
            }
        }
        return nil
    }
}
