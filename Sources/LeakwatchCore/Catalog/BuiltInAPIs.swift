/// The APIs leakwatch knows out of the box, one row each. Adding a framework is adding rows here (and
/// fixtures); `leakwatch apis` prints them and the README's table of known APIs is generated from them.
enum BuiltInAPIs {
    static let centerReason: Phrase =
        "NotificationCenter keeps the \(.closure) until the observer is removed"
    static let runLoopReason: Phrase =
        "the run loop keeps a repeating timer and its \(.closure) until it is invalidated"

    static let entries: [APIEntry] =
        notifications + timers + eventMonitors + dispatch + blocksKit + keyValueCenters + combine + rxSwift + promiseKit
        + reactiveSwift
        + finiteness + pairs
        + oneShot
        + notRetaining + deferred + lifetimeRoots + testCaseBases + notObservers

    static let notifications: [APIEntry] = [
        APIEntry(
            "addObserver", labels: ["forName"], selector: "addObserverForName:object:queue:usingBlock:",
            role: .register, keeping: .untilRemoved(reason: centerReason), tokenType: "NSObjectProtocol",
            onDiscard: .neverRemoved, title: "addObserver(forName:object:queue:using:)",
            removal: "removeObserver(_:)", form: .blockToken, framework: "Foundation",
            note: "block observer: its token must be passed to 'removeObserver(_:)'"),
        APIEntry(
            "addObserver", labels: ["selector"], selector: "addObserver:selector:name:object:", role: .register,
            title: "addObserver(_:selector:name:object:)", removal: "removeObserver(_:)", form: .selectorObserver,
            framework: "Foundation",
            note: "selector observer: released observers are removed by the system since iOS 9 / macOS 10.11"),
        APIEntry(
            "addObserver", labels: ["forKeyPath"], selector: "addObserver:forKeyPath:options:context:",
            role: .register, title: "addObserver(_:forKeyPath:options:context:)",
            removal: "removeObserver(_:forKeyPath:)", form: .keyValueObserver, framework: "Foundation",
            note: "KVO: needs 'removeObserver(_:forKeyPath:)' for the same key path"),
        APIEntry(
            "observe", selector: nil, role: .register, keeping: .byToken, tokenType: "NSKeyValueObservation",
            onDiscard: .stopsAtOnce, observesKeyPath: true, framework: "Foundation",
            note: "block KVO ('observe(\\.key) { }'): releasing the observation ends it"),
        APIEntry(
            "removeObserver", selector: "removeObserver:", role: .remove, framework: "Foundation",
            note: "undoes 'addObserver' (a token, an observer, or an observer and key path)"),
    ]

    static let timers: [APIEntry] = [
        APIEntry(
            "scheduledTimer", labels: ["withTimeInterval"], literal: .init(label: "repeats", value: true),
            selector: "scheduledTimerWithTimeInterval:repeats:block:", role: .register,
            keeping: .untilRemoved(reason: runLoopReason), framework: "Foundation",
            note: "a repeating block timer; 'repeats: false' releases its block after it fires"),
        APIEntry(
            "Timer", labels: ["timeInterval"], literal: .init(label: "repeats", value: true), role: .register,
            keeping: .untilRemoved(reason: runLoopReason), framework: "Foundation", note: "a repeating block timer"),
        APIEntry(
            "Timer", labels: ["fire"], literal: .init(label: "repeats", value: true), role: .register,
            keeping: .untilRemoved(reason: runLoopReason), framework: "Foundation", note: "a repeating block timer"),
        APIEntry(
            "invalidate", selector: "invalidate", role: .remove, framework: "Foundation",
            note: "stops a timer or display link"),
    ]

    static let monitorReason: Phrase =
        "AppKit keeps an event monitor and its \(.closure) until it is passed to 'NSEvent.removeMonitor(_:)'"

    static let eventMonitors: [APIEntry] = [
        APIEntry(
            "addLocalMonitorForEvents", labels: ["matching"], selector: "addLocalMonitorForEventsMatchingMask:handler:",
            role: .register, keeping: .untilRemoved(reason: monitorReason), tokenType: "Any", onDiscard: .neverRemoved,
            title: "addLocalMonitorForEvents(matching:handler:)", removal: "removeMonitor(_:)", form: .blockToken,
            framework: "AppKit",
            note: "an event monitor: its result must be passed to 'NSEvent.removeMonitor(_:)'"),
        APIEntry(
            "addGlobalMonitorForEvents", labels: ["matching"],
            selector: "addGlobalMonitorForEventsMatchingMask:handler:", role: .register,
            keeping: .untilRemoved(reason: monitorReason), tokenType: "Any", onDiscard: .neverRemoved,
            title: "addGlobalMonitorForEvents(matching:handler:)", removal: "removeMonitor(_:)", form: .blockToken,
            framework: "AppKit",
            note: "an event monitor: its result must be passed to 'NSEvent.removeMonitor(_:)'"),
        APIEntry(
            "removeMonitor", selector: "removeMonitor:", role: .remove, framework: "AppKit",
            note: "undoes 'addLocalMonitorForEvents' or 'addGlobalMonitorForEvents'"),
    ]

    static let dispatch: [APIEntry] = [
        APIEntry(
            "setEventHandler", selector: "dispatch_source_set_event_handler", role: .register, keeping: .byReceiver,
            framework: "Dispatch", note: "the dispatch source keeps its handler"),
        APIEntry(
            "setCancelHandler", role: .register, keeping: .byReceiver, framework: "Dispatch",
            note: "the dispatch source keeps its handler"),
        APIEntry(
            "setRegistrationHandler", role: .register, keeping: .byReceiver, framework: "Dispatch",
            note: "the dispatch source keeps its handler"),
    ]

    /// BlocksKit's block-based handlers of controls and views: the object keeps the block as long as it lives.
    static let blocksKit: [APIEntry] = [
        APIEntry(
            "bk_addEventHandler", selector: "bk_addEventHandler:forControlEvents:", role: .register,
            keeping: .byReceiver, framework: "BlocksKit", note: "the control keeps its handler"),
        APIEntry(
            "bk_whenTapped", selector: "bk_whenTapped:", role: .register, keeping: .byReceiver,
            framework: "BlocksKit", note: "the view keeps the gesture recognizer and its handler"),
        APIEntry(
            "bk_whenDoubleTapped", selector: "bk_whenDoubleTapped:", role: .register, keeping: .byReceiver,
            framework: "BlocksKit", note: "the view keeps the gesture recognizer and its handler"),
        APIEntry(
            "bk_whenTouches", selector: "bk_whenTouches:tapped:handler:", role: .register, keeping: .byReceiver,
            framework: "BlocksKit", note: "the view keeps the gesture recognizer and its handler"),
    ]

    /// MAKVONotificationCenter's key-value observing: the helper it makes is removed when the observer or the
    /// observed object is deallocated, so nothing has to be removed; the block form keeps its block in the
    /// observed object (the receiver) until then, which is a cycle only where the block holds what keeps it.
    static let keyValueCenters: [APIEntry] =
        [
            ("addObserver", ["keyPath", "options", "block"]), ("addObservationKeyPath", ["options", "block"]),
        ].map { name, labels in
            APIEntry(
                name, labels: labels, selector: name + ":" + labels.map { $0 + ":" }.joined(), role: .register,
                keeping: .byReceiver, framework: "MAKVONotificationCenter",
                note: "removed when the observer or the observed object is deallocated; until then the block is kept")
        }
        + [
            ("addObserver", ["keyPath", "selector", "userInfo", "options"]),
            ("observeTarget", ["keyPath", "selector", "userInfo", "options"]),
        ].map { name, labels in
            APIEntry(
                name, labels: labels, selector: name + ":" + labels.map { $0 + ":" }.joined(), role: .weakRegistry,
                framework: "MAKVONotificationCenter",
                note: "a selector observer removed when the observer or the observed object is deallocated")
        }

    static let combine: [APIEntry] =
        [
            APIEntry(
                "sink", role: .subscribe, keeping: .byToken, tokenType: "AnyCancellable", onDiscard: .cancelledAtOnce,
                framework: "Combine", note: "the cancellable keeps the chain's closures until cancelled or completed"),
            APIEntry(
                "assign", labels: ["on"], role: .subscribe, keeping: .byToken, tokenType: "AnyCancellable",
                onDiscard: .cancelledAtOnce, framework: "Combine", note: "keeps the object given as 'on:' strongly"),
            APIEntry(
                "assign", labels: ["to"], role: .subscribe, framework: "Combine",
                note: "'assign(to: &$property)' lives as long as the property's publisher: no token, no cycle"),
            APIEntry(
                "receive", labels: ["subscriber"], role: .subscribe, framework: "Combine",
                note: "attaches a subscriber, which keeps the chain"),
            APIEntry(
                "store", labels: ["in"], role: .storeIntoBag, framework: "Combine",
                note: "'store(in: &cancellables)' keeps the cancellable where the set lives"),
            APIEntry(
                "cancel", role: .remove, framework: "Combine", note: "ends a subscription or task"),
        ] + share(["eraseToAnyPublisher", "share", "multicast", "autoconnect", "connect"], "Combine")
        + finite(["Just(", "Just<", "Future", "Fail(", "Empty("], "Combine")
        + [
            APIEntry(
                "Deferred", match: .chainRoot, role: .finiteSource, framework: "Combine",
                note: "the publisher its closure makes, read from the closure where the code shows it "
                    + "(a 'Future' completes, a merge of endless publishers does not)")
        ]

    static let rxSwift: [APIEntry] =
        ["subscribe", "bind", "drive", "emit"].map {
            var entry = APIEntry(
                $0, role: .subscribe, keeping: .byToken, tokenType: "Disposable", onDiscard: .neverDisposed,
                framework: "RxSwift", note: "the disposable keeps the chain's closures until disposed or completed")
            entry.sharesItsName = true
            return entry
        } + [
            APIEntry(
                "subscribe", labels: ["with"], role: .subscribe, keeping: .byToken, tokenType: "Disposable",
                framework: "RxSwift",
                note: "RxSwift 6: holds the 'with:' object weakly and hands it to the closures"),
            APIEntry(
                "withUnretained", role: .weakRegistry, framework: "RxSwift",
                note: "holds its object weakly and passes it down the chain"),
            APIEntry(
                "disposed", labels: ["by"], role: .storeIntoBag, framework: "RxSwift",
                note: "'disposed(by: disposeBag)' keeps the disposable where the bag lives"),
            APIEntry(
                "subscribeNext", selector: "subscribeNext:", role: .subscribe, keeping: .byToken,
                tokenType: "RACDisposable", framework: "ReactiveObjC", note: "the disposable keeps the block"),
        ] + share(["asObservable", "asDriver", "asSignal", "publish", "replay"], "RxSwift")
        + finite(
            [
                "Observable.just(", "Observable.of(", "Observable.from(", "Observable.empty(", "Single.", "Maybe.",
                "Completable.",
            ], "RxSwift")

    /// A promise settles once, then runs and drops its handlers: a chain of them holds `self` only until then.
    static let promiseKit: [APIEntry] = finite(
        ["firstly", "Promise.", "Promise<", "Promise(", "Guarantee.", "Guarantee<", "Guarantee(", "after("],
        "PromiseKit")

    static let reactiveSwift: [APIEntry] =
        ["observe", "observeValues", "observeResult", "observeCompleted", "startWithValues"].map {
            APIEntry(
                $0, role: .subscribe, keeping: .byToken, tokenType: "Disposable", framework: "ReactiveSwift",
                note: "the disposable keeps the observer's closures")
        } + share(["asPublisher", "eraseType"], "ReactiveSwift")

    /// How long a chain lives: sources that complete after their values, operators after which a chain
    /// completes, and operators that last as long as the longest of their inputs. A subscription to a chain that
    /// completes releases its closures then, even when its cancellable is kept by `self`. (`collect()` and
    /// `timeout` are not here: on a source that never ends, neither ever completes.)
    static let finiteness: [APIEntry] =
        [
            ("dataTaskPublisher", "Combine", "URLSession's request publisher: one response, then completion"),
            ("downloadTaskPublisher", "Combine", "URLSession's download publisher: one response, then completion"),
            ("Future", "Combine", "one value or failure, then completion"),
            ("Just", "Combine", "one value, then completion"),
            ("Fail", "Combine", "fails at once"),
            ("publishData", "Alamofire", "one response, then completion"),
            ("publishDecodable", "Alamofire", "one response, then completion"),
            ("publishString", "Alamofire", "one response, then completion"),
            ("publishUnserialized", "Alamofire", "one response, then completion"),
        ].map { APIEntry($0.0, role: .finiteSource, framework: $0.1, note: $0.2) }
        + [
            ("first", "Combine/RxSwift", "completes after the first value"),
            ("prefix", "Combine", "completes after the given number of values"),
            ("take", "RxSwift/ReactiveSwift", "completes after the given number of values, or when 'until:' emits"),
            ("takeUntil", "RxSwift 5", "completes when the other sequence emits ('take(until:)' of RxSwift 6)"),
            ("asSingle", "RxSwift", "one value or error, then completion"),
            ("asMaybe", "RxSwift", "at most one value, then completion"),
            ("asCompletable", "RxSwift", "completion only"),
        ].map { APIEntry($0.0, role: .finiteOperator, framework: $0.1, note: $0.2) }
        + ["merge", "combineLatest", "zip", "flatMap", "flatMapLatest", "switchToLatest", "append", "concat"].map {
            APIEntry(
                $0, role: .combiningOperator, framework: "Combine/RxSwift",
                note: "lasts as long as the longest of its inputs")
        }

    /// A child view controller's own call to leave its parent: it undoes the addition whatever reference the
    /// parent has to the child.
    static let childLeavingCalls = ["removeFromParent"]

    /// Registrations that are undone by a paired call of the same type, and registries that need none.
    static let pairs: [APIEntry] =
        [
            pair("addTarget", "removeTarget", .token, labels: ["handler"], note: "a handler target returns a token"),
            pair("add", "remove", .sameReceiver, labels: ["coordinator"], note: "a coordinator keeps its children"),
            pair(
                "add", "remove", .sameReceiver, labels: ["child"], also: childLeavingCalls,
                note:
                    "a coordinator keeps its children; a view controller added as a child leaves by 'removeFromParent()'"
            ),
            pair(
                "addChild", "removeChild", .sameReceiver, subject: "Coordinator", also: childLeavingCalls,
                note:
                    "a coordinator's child; a view controller added with UIKit's 'addChild' leaves by 'removeFromParent()'"
            ),
            pair("addChildCoordinator", "removeChildCoordinator", .sameReceiver, note: "a coordinator's child"),
            pair("addListener", "removeListener", .selfArgument, note: "a listener registry"),
            pair(
                "addObserver", "removeObserver", .selfArgument, note: "an observer registry: 'model.addObserver(self)'"),
            pair("addDelegate", "removeDelegate", .selfArgument, note: "a multicast delegate"),
            pair(
                "register", "unregister", .selfArgument, also: ["deregister", "unregisterChangeObserver"],
                note: "an observer registry; Photos' 'register(_:)' is undone by 'unregisterChangeObserver(_:)'"),
            pair(
                "registerChangeObserver", "unregisterChangeObserver", .selfArgument,
                note: "Photos' change observers ('registerChangeObserver:' of 'PHPhotoLibrary')"),
            pair("subscribe", "unsubscribe", .selfArgument, note: "an observer registry"),
            pair(
                "add", "removeScriptMessageHandler", .sameName, labels: ["name"],
                also: ["removeAllScriptMessageHandlers"], framework: "WebKit",
                note: "'WKUserContentController' keeps its script message handler until it is removed by its name"),
            pair(
                "addScriptMessageHandler", "removeScriptMessageHandler", .sameName, labels: ["name"],
                also: ["removeAllScriptMessageHandlers"], framework: "WebKit",
                note: "'addScriptMessageHandler:name:': the user content controller keeps its handler until removed"),
            pair("addPeriodicTimeObserver", "removeTimeObserver", .token, note: "AVPlayer keeps the block"),
            pair("addBoundaryTimeObserver", "removeTimeObserver", .token, note: "AVPlayer keeps the block"),
            APIEntry(
                "addDelegate", labels: ["delegateQueue"], selector: "addDelegate:delegateQueue:", role: .weakRegistry,
                framework: "multicast delegates", note: "multicast delegates hold their delegates weakly"),
        ] + weakCollections

    /// Foundation collections made to hold their objects weakly: a property initialized with one is a registry
    /// that needs no removal for its observers to go.
    static let weakCollections: [APIEntry] = [
        ("weakObjects", "weakObjectsHashTable", "NSHashTable or NSPointerArray of weak objects"),
        ("weakObjectsPointerArray", "weakObjectsPointerArray", "NSPointerArray of weak objects"),
        ("weakToWeakObjects", "weakToWeakObjectsMapTable", "NSMapTable with weak keys and values"),
        ("strongToWeakObjects", "strongToWeakObjectsMapTable", "NSMapTable with weak values"),
    ].map { name, selector, note in
        APIEntry(name, selector: selector, role: .weakRegistry, framework: "Foundation", note: note)
    }

    /// Argument labels of one-shot callbacks: a transfer calls them while it runs, then lets them go.
    static let oneShot: [APIEntry] =
        ["success", "failure", "progress"].map {
            APIEntry(
                $0, match: .labelPrefix, role: .oneShot, framework: "any",
                note: "a callback under this label runs once (or while a transfer runs) and is released")
        } + [
            APIEntry(
                "completionBlock", role: .oneShot, framework: "Foundation",
                note: "a property: Operation sets it to nil once the block has started, which ends any cycle through it"
            )
        ]
        + ["invalidationHandler", "interruptionHandler"].map {
            APIEntry(
                $0, role: .oneShot, framework: "Foundation",
                note:
                    "a property of NSXPCConnection, cleared once the connection is invalidated, which ends a cycle through it"
            )
        }

    /// Calls whose closure runs before they return, or once and is then released.
    static let notRetaining: [APIEntry] =
        names(
            [
                "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "sorted", "sort", "first", "firstIndex",
                "last", "lastIndex", "contains", "allSatisfy", "min", "max", "partition", "removeAll", "drop", "prefix",
                "split", "mapValues", "compactMapValues", "merge", "Dictionary", "Set", "Array", "zip", "enumerated",
                "lazy", "lazyMap", "then", "with", "apply", "also", "run", "measure", "time", "Result",
            ], "Swift", "runs the closure before it returns")
        + names(
            [
                "sync", "async", "concurrentPerform", "perform", "performAndWait", "autoreleasepool",
                "withExtendedLifetime", "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer",
                "withUnsafeBytes", "withUnsafePointer", "withCheckedContinuation", "withCheckedThrowingContinuation",
                "withTaskGroup", "withThrowingTaskGroup", "Task", "detached",
            ], "Dispatch/Swift", "runs the closure once, then releases it")
        + names(
            ["assumeIsolated"], "Swift concurrency", "runs the closure at once, on the actor, and returns its value")
        + names(
            ["withLock", "withLockUnchecked"], "Swift/Foundation", "runs the closure under the lock before it returns")
        + names(
            [
                "withTaskCancellationHandler", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
                "withUnsafeContinuation", "withUnsafeThrowingContinuation",
            ], "Swift concurrency", "runs the closure while it waits, then releases it")
        + names(
            [
                "animate", "transition", "performBatchUpdates", "withAnimation", "present", "dismiss",
                "UIAlertAction",
            ], "UIKit/Foundation", "calls the closure once, then releases it")
        + names(
            ["UIHostingOrnament", "UIHostingConfiguration"], "UIKit",
            "builds its SwiftUI content from the closure when it is made (a non-escaping view builder)")
        + names(
            [
                "sortedArray", "sortUsingComparator", "enumerateObjects", "enumerateKeysAndObjects",
                "enumerateIndexes", "enumerateRanges", "enumerateSubstrings", "enumerateLines", "indexOfObject",
                "indexesOfObjects", "keysOfEntries", "objectsPassingTest", "indexesPassingTest", "indexPassingTest",
                "indexesOfObjectsPassingTest", "indexOfObjectPassingTest",
            ], "Foundation", "runs the block for each element before it returns")
        + names(
            ["nw_parameters_create_secure_tcp", "nw_parameters_create_secure_udp"], "Network",
            "runs the configuration blocks while it makes the parameters, then lets them go")
        + names(
            [
                "bk_each", "bk_apply", "bk_match", "bk_select", "bk_reject", "bk_map", "bk_compact", "bk_reduce",
                "bk_any", "bk_all", "bk_none", "bk_corresponds",
            ], "BlocksKit", "a collection operation: runs the block for each element before it returns")
        + names(
            [
                "asyncMap", "asyncCompactMap", "asyncFlatMap", "asyncForEach", "concurrentMap",
                "concurrentCompactMap", "concurrentFlatMap", "concurrentForEach",
            ], "CollectionConcurrencyKit",
            "an awaited collection operation: runs the closure for each element before it returns")

    /// Calls that run their closure once, later, then release it: nothing keeps it for long, but the object it
    /// holds `unowned` may be gone when it runs.
    static let deferred: [APIEntry] =
        [
            ("asyncAfter", "Dispatch", "runs the closure once, after the delay"),
            ("dataTask", "Foundation", "runs the completion once, when the response arrives"),
            ("downloadTask", "Foundation", "runs the completion once, when the download ends"),
            ("uploadTask", "Foundation", "runs the completion once, when the upload ends"),
            ("addOperation", "Foundation", "the queue runs the block once, when its turn comes"),
            ("loadFileRepresentation", "Foundation", "runs the completion once, when the item is loaded"),
            ("loadInPlaceFileRepresentation", "Foundation", "runs the completion once, when the item is loaded"),
            ("loadDataRepresentation", "Foundation", "runs the completion once, when the item is loaded"),
            ("loadObject", "Foundation", "runs the completion once, when the item is loaded"),
            ("loadItem", "Foundation", "runs the completion once, when the item is loaded"),
            ("loadPreviewImage", "Foundation", "runs the completion once, when the item is loaded"),
        ].map { APIEntry($0.0, role: .deferred, framework: $0.1, note: $0.2) } + [
            APIEntry(
                "scheduledTimer", labels: ["withTimeInterval"], literal: .init(label: "repeats", value: false),
                role: .deferred, framework: "Foundation", note: "a block timer that fires once, after the interval")
        ]
        + names(
            [
                "schedule", "scheduleTask", "submit", "flatSubmit", "execute", "whenComplete", "whenSuccess",
                "whenFailure", "flatMapThrowing", "flatMapError", "recover", "always",
            ], "event loops/futures", "one-shot scheduling: the closure is released once it has run")

    private static func names(_ names: [String], _ framework: String, _ note: String) -> [APIEntry] {
        names.map { APIEntry($0, role: .notRetaining, framework: framework, note: note) }
    }

    private static func share(_ names: [String], _ framework: String) -> [APIEntry] {
        names.map {
            APIEntry(
                $0, role: .shareOperator, framework: framework,
                note: "keeps the chain as a reusable object: its closures live with it")
        }
    }

    private static func finite(_ roots: [String], _ framework: String) -> [APIEntry] {
        roots.map {
            APIEntry(
                $0, match: .chainRoot, role: .finiteSource, framework: framework,
                note: "completes after its values: subscribers are released on completion")
        }
    }

    private static func pair(
        _ add: String, _ remove: String, _ match: ObserverPair.Match, labels: [String] = [], subject: String? = nil,
        also: [String] = [], framework: String = "project conventions", note: String
    ) -> APIEntry {
        APIEntry(
            add, labels: labels, role: .register, framework: framework,
            pairing: ObserverPair(
                add: add, remove: remove, match: match, requiredLabels: labels, subject: subject, alsoRemovedBy: also),
            note: note)
    }

    /// The properties of `UIWindow` and `NSWindow` that hold the controller the window shows, and keeps.
    static let windowRootProperties: Set<String> = ["rootViewController", "contentViewController"]
    /// The storyboard methods that make a scene's controller by its storyboard identifier, Swift and Objective-C
    /// spellings: what keeps the controller they return keeps the controllers of its scene.
    static let storyboardSceneMakers: Set<String> = [
        "instantiateViewController(withIdentifier:)", "instantiateViewController(identifier:)",
        "instantiateViewController(identifier:creator:)", "instantiateController(withIdentifier:)",
        "instantiateController(identifier:creator:)", "instantiateViewControllerWithIdentifier:",
        "instantiateControllerWithIdentifier:", "instantiateViewControllerWithIdentifier:creator:",
        "instantiateControllerWithIdentifier:creator:",
    ]
    /// The storyboard methods that make a storyboard's initial controller, Swift and Objective-C spellings, and the
    /// storyboard classes whose initializer names the storyboard (`NSStoryboard(name: "Preferences", bundle: nil)`,
    /// `[UIStoryboard storyboardWithName:@"Onboarding" bundle:nil]`).
    static let initialSceneMakers: Set<String> = [
        "instantiateInitialController()", "instantiateInitialViewController()",
        "instantiateInitialController(creator:)", "instantiateInitialViewController(creator:)",
        "instantiateInitialController", "instantiateInitialViewController",
        "instantiateInitialControllerWithCreator:", "instantiateInitialViewControllerWithCreator:",
    ]
    static let storyboardClasses: Set<String> = ["NSStoryboard", "UIStoryboard"]
    /// The methods with which the app's delegates set the app up, once per run (per scene for a scene delegate),
    /// Swift and Objective-C spellings: what they store in the delegate is kept as long as the delegate.
    static let launchMethods: Set<String> = [
        "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
        "applicationDidFinishLaunching(_:)", "applicationWillFinishLaunching(_:)", "scene(_:willConnectTo:options:)",
        "application:didFinishLaunchingWithOptions:", "application:willFinishLaunchingWithOptions:",
        "applicationDidFinishLaunching:", "applicationWillFinishLaunching:", "scene:willConnectToSession:options:",
    ]

    /// Base classes of test cases: XCTest keeps every test case object until the whole run ends (which is why
    /// tests set their properties to nil in 'tearDown'), so a cycle through one frees nothing anyone waits for.
    /// What a callback calls on its own parameter to end the registration that runs it (`timer.invalidate()`).
    static let selfEndingCalls: Set<String> = ["invalidate", "cancel"]
    /// Calls that stop the object they are sent to (or given), which then drops the handlers it keeps (for the
    /// types of `cancelReleasingTypes`): a dispatch source's `cancel()` or `dispatch_source_cancel(source)`, a
    /// cancellable's or a request's `cancel()`, a Realm token's `invalidate()`. An invalidated
    /// `NSKeyValueObservation` still holds its closure: it is not among those types.
    static let cancellingCalls: Set<String> = ["cancel", "dispatch_source_cancel", "invalidate"]
    /// Calls that empty the collection they are sent to, by Swift base name and by Objective-C selector: done to a
    /// property of `self` outside `init` and `deinit`, what is stored there is a queue, let go once it has run.
    static let emptyingCalls: [(swift: String, objectiveC: String?)] = [
        ("removeAll", "removeAllObjects"), ("removeLast", "removeLastObject"), ("remove", "removeObjectAtIndex:"),
        ("remove", "removeObject:"), ("removeValue", "removeObjectForKey:"), ("removeFirst", nil), ("popFirst", nil),
        ("popLast", nil),
    ]
    static let emptyingNames: Set<String> = Set(emptyingCalls.flatMap { [$0.swift, $0.objectiveC].compactMap { $0 } })
    /// Types whose `cancel()` releases the closures they hold. Not `DispatchWorkItem`, which keeps its block
    /// until it is freed, nor types the catalogue does not know.
    static let cancelReleasingTypes: Set<String> =
        Set<String>([
            "DispatchSource", "DispatchSourceProtocol", "DispatchSourceRead", "DispatchSourceWrite",
            "DispatchSourceTimer", "DispatchSourceProcess", "DispatchSourceSignal", "DispatchSourceFileSystemObject",
            "DispatchSourceMemoryPressure", "DispatchSourceUserDataAdd", "DispatchSourceUserDataOr",
            "DispatchSourceUserDataReplace", "dispatch_source_t", "AnyCancellable", "Cancellable",
            // Realm's tokens: `invalidate()` unregisters the block, and the token lets it go.
            "NotificationToken", "RLMNotificationToken",
        ]).union(requestHandleTypes)
    /// How tests name the types that stand in for the app's (`MockSession`, `FakeItemView`, `RouterSpy`).
    static let testDoubleWords = ["Mock", "Fake", "Stub", "Spy", "Dummy"]

    /// How Swift imports the Objective-C selectors the rules know by their Swift names, where the general
    /// translation (the first piece split before `With`, `Using` or `For`) would name them otherwise. Entries with
    /// a selector and a full Swift title (`addObserver(forName:object:queue:using:)`) add theirs.
    static let importedSelectors: [(selector: String, swiftName: String)] = [
        ("removeObserver:", "removeObserver(_:)"),
        ("removeObserver:name:object:", "removeObserver(_:name:object:)"),
        ("removeObserver:forKeyPath:", "removeObserver(_:forKeyPath:)"),
        ("removeObserver:forKeyPath:context:", "removeObserver(_:forKeyPath:context:)"),
        ("scheduledTimerWithTimeInterval:repeats:block:", "scheduledTimer(withTimeInterval:repeats:block:)"),
        // Not scheduled until added to a run loop, but kept by it from then on, like the scheduled one.
        ("timerWithTimeInterval:repeats:block:", "scheduledTimer(withTimeInterval:repeats:block:)"),
        (
            "scheduledTimerWithTimeInterval:target:selector:userInfo:repeats:",
            "scheduledTimer(timeInterval:target:selector:userInfo:repeats:)"
        ),
        ("subscribeNext:", "subscribeNext(_:)"),
        ("subscribeNext:error:completed:", "subscribeNext(_:error:completed:)"),
        ("subscribeNext:completed:", "subscribeNext(_:completed:)"),
        ("subscribeNext:error:", "subscribeNext(_:error:)"),
        ("presentViewController:animated:completion:", "present(_:animated:completion:)"),
        ("dismissViewControllerAnimated:completion:", "dismiss(animated:completion:)"),
        ("performBatchUpdates:completion:", "performBatchUpdates(_:completion:)"),
    ]

    /// UIKit's view controller lifecycle (and WatchKit's `awake(withContext:)`): where a registration is made once
    /// (`init`, `viewDidLoad`), on every
    /// appearance, and where it is undone on every disappearance.
    static let loadMethods = ["viewDidLoad", "init", "awakeFromNib", "loadView", "windowDidLoad", "awake"]
    static let appearMethods = ["viewWillAppear", "viewDidAppear"]
    /// Methods whose emptying of a property ends no cycle: `init` sets up, `deinit` never runs while a cycle lasts,
    /// `prepareForReuse` never runs for the cells on screen when their table goes away, a test case's `setUp`
    /// runs once, before its test makes the cycle (XCTest makes a test case object per test), and WatchKit's
    /// `awake(withContext:)` once per interface controller, as `viewDidLoad` does.
    static let methodsThatEndNoCycle: Set<String> = [
        "init", "deinit", "prepareForReuse", "setUp", "setUpWithError", "awake",
    ]
    static let disappearMethods = ["viewWillDisappear", "viewDidDisappear"]
    /// Methods UIKit called when it unloaded a view under memory pressure, before iOS 6, and never since: not when
    /// the controller goes.
    static let unloadMethods: Set<String> = ["viewDidUnload", "viewWillUnload"]
    /// Framework callbacks that come in turns: a method of `starts` runs again only after one of `ends` has run
    /// (a window never becomes key twice without resigning between), so what a start stores and the end undoes is
    /// never stored over a live one.
    static let alternatingCallbacks: [(starts: [String], ends: [String])] = [
        (appearMethods, disappearMethods),
        (["windowDidBecomeKey"], ["windowDidResignKey"]),
        (["windowDidBecomeMain"], ["windowDidResignMain"]),
        (
            ["applicationDidBecomeActive", "sceneDidBecomeActive"],
            ["applicationWillResignActive", "sceneWillResignActive"]
        ),
        (
            ["applicationWillEnterForeground", "sceneWillEnterForeground"],
            ["applicationDidEnterBackground", "sceneDidEnterBackground"]
        ),
        (["mouseEntered"], ["mouseExited"]),
    ]
    /// UIKit properties that share their name with delegate methods (`tableView(_:cellForRowAt:)`): a bare
    /// `tableView` in a closure is the property, not a method reference.
    static let frameworkProperties: Set<String> = [
        "tableView", "collectionView", "scrollView", "view", "navigationController", "tabBarController",
        "pickerView", "searchBar", "webView", "mapView", "textField", "textView", "window", "splitViewController",
        "presentationController", "navigationBar", "toolbar", "tabBar", "imageView", "label", "button",
        // A view's own geometry and state (`CGRect(center: center, …)` in a view that also declares `center(in:)`).
        "center", "frame", "bounds", "alpha", "transform", "layer", "superview", "subviews", "backgroundColor",
        "tintColor", "isHidden", "contentView", "title", "tag",
    ]
    /// Global functions that a bare lowercase name in a closure may call without meaning `self`.
    static let globalFunctions: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "zip", "stride", "precondition", "preconditionFailure",
        "assert", "assertionFailure", "fatalError", "type", "withAnimation", "repeatElement", "sequence",
        "swap", "round", "floor", "ceil", "sqrt", "pow", "log", "exp", "NSLocalizedString", "autoreleasepool",
    ]
    /// RxCocoa's namespace of reactive extensions (`label.rx.text`): a call through it plainly goes to RxSwift.
    static let rxNamespace = "rx"
    /// A view controller's properties that say it is leaving for good in a disappear method.
    static let finalDisappearanceProperties = [
        "isMovingFromParentViewController", "isMovingFromParent", "isBeingDismissed", "movingFromParentViewController",
        "beingDismissed",
    ]
    /// First words of a class's factory methods and properties: each call makes a new object.
    static let factoryPrefixes = ["new", "from", "create", "make", "build", "instantiate"]
    /// `#if` conditions of debug builds only (spaces removed): a leak there never reaches a user.
    static let debugOnlyConditions: Set<String> = ["DEBUG", "!RELEASE", "targetEnvironment(simulator)"]
    /// RxSwift's modules: a file that imports one of them may call RxSwift's `bind`, `subscribe`, `drive`.
    static let rxModules: Set<String> = ["RxSwift", "RxCocoa", "RxRelay"]
    /// Libraries whose calls share RxSwift's names but keep nothing once the object they bind to is gone.
    static let rxLookalikeModules: [String: String] = [
        "Bond": "'bind(to:)' ends the binding when its target is deallocated; its disposable may be ignored",
        "ReactiveKit": "'bind(to:)' ends the binding when its target is deallocated; its disposable may be ignored",
    ]
    /// Operators after which the subscription is made later, on a scheduler (`subscribe(on:)`).
    static let deferredSubscriptionOperators: Set<String> = ["subscribe"]

    /// How Swift imports the C functions of Dispatch that take a block: the entries name the Swift call.
    static let importedFunctions: [String: String] = [
        "dispatch_async": "async", "dispatch_sync": "sync", "dispatch_after": "asyncAfter",
        "dispatch_barrier_async": "async", "dispatch_barrier_sync": "sync", "dispatch_once": "sync",
        "dispatch_apply": "concurrentPerform", "dispatch_group_async": "async", "dispatch_group_notify": "async",
        "dispatch_source_set_event_handler": "setEventHandler",
        "dispatch_source_set_cancel_handler": "setCancelHandler",
        "dispatch_source_set_registration_handler": "setRegistrationHandler",
    ]
    /// C functions whose first argument is the object that keeps the block (a dispatch source).
    static let receiverFirstFunctions: Set<String> = [
        "dispatch_source_set_event_handler", "dispatch_source_set_cancel_handler",
        "dispatch_source_set_registration_handler",
    ]
    /// Messages and functions that give back the block they are given (`[^{ } copy]`, `Block_copy(^{ })`): the
    /// result is the block itself, kept wherever the result is kept.
    static let receiverReturningSelectors: Set<String> = ["copy", "retain", "autorelease"]
    static let argumentReturningFunctions: Set<String> = ["Block_copy", "_Block_copy"]
    /// Values made from an object that do not keep it: its identity, its description.
    static let identityWrappers: Set<String> = [
        "ObjectIdentifier", "String", "AnyHashable", "Int", "Unmanaged", "Mirror",
    ]
    /// Calls that hand out a reused cell or view, by the start of their name (`dequeueReusableCell`).
    static let hostedViewSources = ["dequeueReusable", "dequeueConfiguredReusable", "cellForRow", "cellForItem"]

    /// The bags a subscription's result is stored in, by the calls that make it: Combine's `AnyCancellable`s,
    /// RxSwift's `DisposeBag`.
    static let bags: [TokenBag] = [
        TokenBag(
            calls: ["sink", "assign"], property: "cancellables", typeMark: "AnyCancellable",
            store: ".store(in: &cancellables)"),
        TokenBag(
            calls: ["subscribe", "bind", "drive", "emit"], property: "disposeBag", typeMark: "DisposeBag",
            store: ".disposed(by: disposeBag)"),
    ]
    /// Observer and subscription calls whose callbacks take nothing back, by the call's name or the argument's
    /// label: a fix may add `guard … else { return }` to them.
    static let voidCallbackCalls: Set<String> = [
        "sink", "addObserver", "scheduledTimer", "observe", "subscribe", "bind", "drive", "emit", "asyncAfter",
        "async", "addAction", "setEventHandler", "setCancelHandler", "setRegistrationHandler", "onReceive",
        "handleEvents", "addPeriodicTimeObserver", "addBoundaryTimeObserver", "forEach",
    ]
    static let voidCallbackLabels: Set<String> = [
        "receiveValue", "receiveCompletion", "receiveOutput", "receiveSubscription", "receiveCancel", "onNext",
        "onError", "onCompleted", "onSuccess", "onFailure", "onDisposed", "onSubscribe", "using", "block",
        "changeHandler", "handler", "completion", "completionHandler",
    ]
    /// Calls whose result is `Void` whatever their receiver.
    static let voidResultCalls: Set<String> = [
        "async", "asyncAfter", "forEach", "invalidate", "cancel", "resume", "removeObserver", "setEventHandler",
        "setCancelHandler", "setRegistrationHandler",
    ]

    /// Verbs of calls the front ends record as registrations or removals (the lifecycle rules pair them).
    static let observerVerbs: Set<String> = [
        "sink", "assign", "bind", "drive", "emit", "invalidate", "cancel", "register", "unregister", "deregister",
        "registerChangeObserver", "unregisterChangeObserver",
    ]
    static let observerVerbPrefixes = [
        "add", "remove", "subscribe", "unsubscribe", "observe", "attach", "detach", "listen", "unlisten",
    ]
    /// Verbs that undo a registration: a supertype's method named so implements a removal, it does not call one.
    static let removalVerbPrefixes = ["remove", "unregister", "deregister"]
    /// The labels RxSwift's `subscribe` takes besides none: `with:` and the `on…:` closures.
    static let rxSubscribeLabels: Set<String> = ["with"]
    static let rxSubscribeLabelPrefix = "on"
    /// RxSwift's subscribing call, whose labels tell it from other libraries' `subscribe`.
    static let rxSubscribeName = "subscribe"
    /// SwiftUI presentations that write nil (or false) into the state bound under these labels on dismissal.
    static let presentations: Set<String> = [
        "alert", "sheet", "fullScreenCover", "popover", "confirmationDialog", "navigationDestination",
    ]
    static let presentationBindingLabels: Set<String> = ["item", "isPresented"]
    /// Operators that end a chain when another sequence emits (`take(until:)`), and the triggers that are the
    /// owner's own end (`rx.deallocated`, `reactive.lifetime`): a strong capture of the owner keeps those from
    /// ever firing.
    static let untilOperators: Set<String> = ["take", "takeUntil", "prefix"]
    static let ownerEndTriggers = ["deallocat", "lifetime", "rac_willDealloc"]
    /// Objective-C class methods that return an object living for the whole run (`+sharedInstance`,
    /// `+defaultCenter`); not every `current…`: `[NSAnimationContext currentContext]` is of the moment.
    static let singletonGetterPrefixes = ["shared", "default", "main", "standard", "instance"]
    static let singletonGetterSuffixes = ["Instance", "Manager"]
    static let singletonGetters: Set<String> = ["currentDevice", "currentRunLoop", "currentNotificationCenter"]
    /// RxCocoa's events and properties of a control, and the extension that makes them (`button.rx.tap`): they
    /// complete when the control is deallocated.
    static let controlEventTypes: Set<String> = ["ControlEvent", "ControlProperty"]
    /// Handles of one network request: the session keeps the completion while the request runs and releases
    /// it when it ends, so `self.task = api.fetch { self… }` holds `self` only for the request's length.
    static let requestHandleTypes: Set<String> = [
        "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask", "URLSessionUploadTask",
        "NSURLSessionTask", "NSURLSessionDataTask", "NSURLSessionDownloadTask", "NSURLSessionUploadTask",
        "NSURLConnection", "Request", "DataRequest", "DownloadRequest", "UploadRequest",
    ]
    /// The progress a loading call returns (`loadFileRepresentation(forTypeIdentifier:completionHandler:)`):
    /// it reports the work, and the call, not the progress, holds the completion until the work ends. Kept
    /// apart from the request handles: cancelling a progress does not release the handlers set on it.
    static let progressTypes: Set<String> = ["Progress", "NSProgress"]
    static let reactiveExtension = "rx"
    /// Objects of the moment reached through a type (`NSAnimationContext.current`): the innermost animation
    /// grouping or drawing context, or the queue running now. They keep a completion only until they end.
    static let momentaryObjects: Set<String> = [
        "NSAnimationContext.current", "NSGraphicsContext.current", "OperationQueue.current", "Thread.current",
    ]
    /// Calls on an object of `self` that keep their argument there (`children.append(child)`).
    static let storingVerbPrefixes = ["add", "append", "insert", "set", "store", "register"]
    /// Properties that UIKit and AppKit objects declare weak: storing into `self.tableView.dataSource` keeps
    /// nothing, so the owner of the value is wherever else `self` stores it.
    static let weakFrameworkProperties: Set<String> = ["delegate", "dataSource"]
    /// Dependency containers' registrations whose scope keeps one instance for the container's life, as the
    /// scope call is written after the registration (Resolver's `register { … }.scope(.application)`, Swinject's
    /// `register(…) { … }.inObjectScope(.container)`, Factory's `Factory { … }.singleton`): the registering call's
    /// names, then each scope as `name(argument)` (or a bare `name` for a property).
    static let containerRegistrations: Set<String> = ["register", "Factory"]
    /// Registrations that keep one instance for the container's life by their own name, with no scope after them
    /// (DIKit's `single { Service() }`, beside its `factory { … }`, which makes a new one each time).
    static let containerSingletonRegistrations: [String: String] = ["single": "DIKit"]
    /// Calls that block the current code until something else has happened: `semaphore.wait()`,
    /// `group.wait(timeout:)`, a test's `wait(for: [expectation], timeout:)`; the locals before them live until then.
    static let blockingWaits: Set<String> = ["wait", "waitForExpectations"]
    /// Macros that name a method or property and capture nothing (`#selector(self.save)`, `#keyPath(self.title)`).
    static let namingMacros: Set<String> = ["selector", "keyPath"]
    /// SwiftUI's property wrappers with which an `App` makes its delegate, one for the app's life.
    static let delegateAdaptors: Set<String> = [
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
        "WKExtensionDelegateAdaptor",
    ]
    /// The calls that give a registration its scope, whatever scope they name.
    static let containerScopeCalls: Set<String> = ["scope", "inObjectScope"]
    /// The argument that sets a container's default scope, and the values that keep one instance (Swinject's
    /// `Container(defaultObjectScope: .container)`, `Assembler(…, defaultObjectScope: .container)`).
    static let containerDefaultScopeLabel = "defaultObjectScope"
    static let containerSingletonDefaults: Set<String> = [".container", "ObjectScope.container"]
    static let containerSingletonScopes: Set<String> = [
        "scope(.application)", "scope(application)", "scope(.singleton)", "scope(singleton)", "scope(.cached)",
        "inObjectScope(.container)", "singleton", "cached",
    ]
    /// How Objective-C projects name their block typedefs (`FacilitiesDidLoadBlock`, `SyncCompletionHandler`): a
    /// parameter of such a type, declared in a header the parse did not see, takes a block.
    static let blockTypeNameSuffixes = ["Block", "Handler", "Callback", "Completion"]
    /// Verbs that open the selector of an Objective-C method making a new object (`getCurrentAccount`,
    /// `newConnection`, `createTask`): Cocoa names getters by nouns, so such a send is no property of its receiver.
    static let makingVerbPrefixes = ["get", "create", "make", "new", "build", "generate", "load", "perform"]
    /// The links by which UIKit and AppKit objects reach what shows them, which they do not own: an object stored
    /// through `self.navigationController?.viewControllers` is kept by the navigation controller, not by `self`.
    static let parentLinks: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "presentingViewController",
        "parentViewController", "superview",
    ]
    /// Calls that run an operation and then release it (`OperationQueue.addOperation`, `CKDatabase.add`): an
    /// object of a type named `…Operation` handed to one is kept only until it finishes.
    static let operationRunners: Set<String> = ["add", "addOperation", "addOperations"]
    /// WatchKit's calls that replace the watch app's first pages with others.
    static let watchRootReloads: Set<String> = [
        "reloadRootPageControllers", "reloadRootControllers", "reloadRootControllersWithNames",
    ]
}
