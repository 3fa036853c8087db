/// The one place that knows APIs: the built-in entries plus the configured ones, with the questions the
/// front ends, the index and the rules ask of them. Nothing else in leakwatch holds a list of API names.
package struct APICatalog: Sendable {
    package private(set) var entries: [APIEntry]
    private var byName: [String: [APIEntry]] = [:]
    private var chainRoots: [String] = []
    private var oneShotPrefixes: [String] = []
    /// The registrations undone by a paired call, for the lifecycle rules.
    package private(set) var observerPairs: [ObserverPair] = []
    /// Base names of the configured calls that register or undo something: the front ends record them as
    /// observer calls, as they record the built-in verbs.
    private var configuredVerbs: Set<String> = []
    /// The Swift base name and labels of each configured entry's Objective-C selector, whatever the general
    /// translation would make of it (`observeEventsWithHandler:` is `observeEventsWithHandler` if so configured).
    private var configuredSelectors: [String: (name: String, labels: [String?])] = [:]
    /// The selector of each configured entry that has one, by the name messages quote (its title, or its name).
    private var configuredSelectorsByTitle: [String: String] = [:]
    /// Identifies the entries, for the caches: facts extracted under one catalogue are not another's.
    package private(set) var digest: String = ""

    package init(_ entries: [APIEntry]) {
        self.entries = entries
        // Configured entries are asked first: what the user says of a name wins over the built-in rows.
        for entry in entries.filter(\.isConfigured) + entries.filter({ !$0.isConfigured }) {
            switch entry.match {
            case .call: byName[entry.name, default: []].append(entry)
            case .chainRoot: chainRoots.append(entry.name)
            case .labelPrefix: oneShotPrefixes.append(entry.name.lowercased())
            }
            if let pairing = entry.pairing { observerPairs.append(pairing) }
            guard entry.isConfigured, entry.match == .call else { continue }
            if [.register, .remove, .subscribe, .storeIntoBag, .weakRegistry].contains(entry.role) {
                configuredVerbs.insert(entry.name)
            }
            if let removal = entry.removalName { configuredVerbs.insert(removal) }
            if let selector = entry.selector, configuredSelectorsByTitle[entry.title ?? entry.name] == nil {
                configuredSelectorsByTitle[entry.title ?? entry.name] = selector
            }
            if let selector = entry.selector, configuredSelectors[selector] == nil {
                let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
                let labels: [String?] = [nil] + pieces.dropFirst().map { $0.isEmpty ? nil : String($0) }
                configuredSelectors[selector] = (entry.name, labels)
            }
            if let pairing = entry.pairing { configuredVerbs.formUnion(pairing.removals) }
        }
        testCaseClasses = entries.filter { $0.role == .testCase }.map(\.name)
        types.valueTypes.formUnion(entries.filter { $0.role == .valueType }.map(\.name))
        digest = Self.digest(of: entries.filter(\.isConfigured))
    }

    package static let builtIn = APICatalog(BuiltInAPIs.entries)

    /// The built-in entries followed by `more` (from `.leakwatch.yml`), which are marked as configured.
    package func adding(_ more: [APIEntry]) -> APICatalog {
        guard !more.isEmpty else { return self }
        return APICatalog(
            entries
                + more.map { entry in
                    var configured = entry
                    configured.isConfigured = true
                    return configured
                })
    }

    package func entries(named name: String) -> [APIEntry] { byName[name] ?? [] }

    /// The Swift name of a selector a configured entry gives, taken over the general translation.
    package func configuredName(ofSelector selector: String) -> (name: String, labels: [String?])? {
        configuredSelectors.isEmpty ? nil : configuredSelectors[selector]
    }

    /// The configured entry that describes this call, when the configuration names it: it wins over what the
    /// index infers from a project declaration of the same function.
    package func configuredEntry(for call: CallSite) -> APIEntry? {
        entries(named: call.name).first { $0.isConfigured && $0.matches(call) }
    }

    /// True when a configured entry names calls of this base name with these parameter labels: a project
    /// function so declared is read as the entry says, not from its body.
    package func configures(function name: String, labels: [String?]) -> Bool {
        entries(named: name).contains { entry in
            entry.isConfigured && entry.labels.allSatisfy { label in labels.contains(label) }
        }
    }

    /// A digest of the configured entries, empty for the built-in catalogue alone.
    private static func digest(of configured: [APIEntry]) -> String {
        guard !configured.isEmpty else { return "" }
        var hasher = StableHasher()
        for entry in configured { hasher.mix(String(describing: entry)) }
        return hasher.hexDigest
    }

    package func has(_ name: String, role: APIEntry.Role) -> Bool {
        entries(named: name).contains { $0.role == role }
    }

    /// The entry that keeps a callback given to this call, if the call is one in the form that keeps it.
    package func keepingEntry(for call: CallSite) -> APIEntry? {
        entries(named: call.name).first { $0.keeping != nil && $0.role == .register && $0.matches(call) }
    }

    /// The entry that says what throwing this call's token away does.
    package func discardEntry(for call: CallSite) -> APIEntry? {
        entries(named: call.name).first { $0.onDiscard != nil && $0.matches(call) }
    }

    /// Subscriptions end a chain; a chain that feeds one, or a shared chain, keeps its closures with it.
    package func isSubscription(_ name: String) -> Bool {
        entries(named: name).contains { $0.role == .subscribe || $0.role == .storeIntoBag }
    }

    package func isShareOperator(_ name: String) -> Bool { has(name, role: .shareOperator) }

    /// True when a chain that starts with this text completes (`Just(…)`, `Observable.just(…)`).
    package func isFiniteChain(_ receiver: String?) -> Bool {
        guard let receiver else { return false }
        return chainRoots.contains { receiver.hasPrefix($0) }
    }

    /// True when the chain a call subscribes to completes: it starts with a finite source or passes a finite
    /// operator after the last operator that combines it with other inputs. `finite(name)` answers for names the
    /// catalogue does not know (a project function that returns a request publisher); nil means unknown.
    /// `finite` gets the name and the names before it in the chain (its receiver).
    package func completes(
        _ call: CallSite, finite: (String, ArraySlice<String>) -> Bool? = { _, _ in nil }
    ) -> Bool {
        // `Single.create { … }`, or a local declared `Single<T>`: the chain starts with a finite type.
        // `firstly { … }`, `Observable.just(…)`: the call itself starts a chain that completes.
        var completes =
            isFiniteChain(call.receiver) || call.upstream.first.map { isFiniteChain($0 + ".") } == true
            || isFiniteChain((call.receiver.map { $0 + "." } ?? "") + call.name + "(")
        for (position, name) in call.upstream.enumerated() {
            let roles = Set(entries(named: name).map(\.role))
            if roles.contains(.combiningOperator) {
                completes = false
            } else if roles.contains(.finiteSource) || roles.contains(.finiteOperator) {
                completes = true
            } else if roles.isEmpty, !completes, let projectFinite = finite(name, call.upstream[..<position]) {
                // A project function found by its name alone can end a chain, but not undo the end of one
                // that a framework source already ends (`firstly { … }.get { … }` with a project `get` elsewhere),
                // so it is asked only while the chain goes on.
                completes = projectFinite
            }
        }
        return completes
    }

    /// A callback under this label runs once, or while a transfer runs, and is then released.
    package func isOneShotLabel(_ label: String) -> Bool {
        let lower = label.lowercased()
        return oneShotPrefixes.contains { lower.hasPrefix($0) }
    }

    /// The label of the argument that names where `method` stores a subscription (`store(in:)` → `in`).
    package func storageLabel(of method: String) -> String? {
        entries(named: method).first { $0.role == .storeIntoBag }?.labels.first
    }

    /// True when the call runs the closure once, later (`asyncAfter`, a request's completion, a timer that does
    /// not repeat): an object the closure holds `unowned` may be deallocated by then.
    package func runsLater(_ call: CallSite) -> Bool {
        entries(named: call.name).contains { $0.role == .deferred && $0.matches(call) }
    }

    /// True when the call registers with a registry that holds its observers weakly.
    package func isWeakRegistry(_ call: CallSite) -> Bool {
        entries(named: call.name).contains { $0.role == .weakRegistry && $0.matches(call) }
    }

    /// True when the catalogue says the call's receiver keeps its callback only as long as the receiver lives.
    package func isKeptByReceiver(_ call: CallSite) -> Bool {
        entries(named: call.name).contains { $0.keeping == .byReceiver && $0.matches(call) }
    }

    /// Base names of the calls the front ends record as registrations or removals: the catalogue's own
    /// registrations, removals and subscriptions, the configured ones, and the verbs projects name theirs with.
    package func isObserverVerb(_ name: String) -> Bool {
        // The prefixes first, as bytes: asked of every call's name, and the prefixes are ASCII words.
        if Self.startsWithObserverVerb(name) { return true }
        return BuiltInAPIs.observerVerbs.contains(name) || (!configuredVerbs.isEmpty && configuredVerbs.contains(name))
    }

    private static let observerVerbPrefixBytes = BuiltInAPIs.observerVerbPrefixes.map { Array($0.utf8) }

    private static func startsWithObserverVerb(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            observerVerbPrefixBytes.contains { prefix in
                bytes.count >= prefix.count && prefix.indices.allSatisfy { bytes[$0] == prefix[$0] }
            }
        }
    }

    /// True for a protocol or base class that only objects living as long as the app adopt
    /// (`UIApplicationDelegate`).
    package func isLifetimeRoot(_ name: String) -> Bool { has(name, role: .lifetimeRoot) }

    /// Base classes whose objects the test runner keeps until the run ends (`XCTestCase`).
    package private(set) var testCaseClasses: [String] = []
    /// What the analysis knows of framework types, with the configured value types.
    package private(set) var types = FrameworkTypes.builtIn

    /// True when the call is named like a registration but registers no observer (`register(_:forCellReuseIdentifier:)`).
    package func registersNoObserver(_ call: CallSite) -> Bool {
        entries(named: call.name).contains { $0.role == .notObserver && $0.matches(call) }
    }

    /// True for RxCocoa's `ControlEvent` and `ControlProperty`, which complete when their control goes.
    package static func isControlEventType(_ name: String) -> Bool { BuiltInAPIs.controlEventTypes.contains(name) }
    /// True for the handle of one network request (`URLSessionDataTask`, Alamofire's `DataRequest`), which
    /// holds a completion only until the request ends.
    package static func isRequestHandleType(_ name: String) -> Bool {
        BuiltInAPIs.requestHandleTypes.contains(name) || BuiltInAPIs.progressTypes.contains(name)
    }
    /// `rx`, the namespace of RxCocoa's control events (`button.rx.tap`).
    package static var reactiveExtension: String { BuiltInAPIs.reactiveExtension }

    /// True for a path that starts at an object of the moment (`NSAnimationContext.current.completionHandler`).
    package static func isMomentaryObject(_ path: String) -> Bool {
        BuiltInAPIs.momentaryObjects.contains { path == $0 || path.hasPrefix($0 + ".") }
    }

    /// True for a type name that says it stands in for another in tests (`MockSession`, `RouterSpy`).
    package static func isTestDoubleName(_ name: String) -> Bool {
        BuiltInAPIs.testDoubleWords.contains { name.hasPrefix($0) || name.hasSuffix($0) }
    }

    /// True for a call that empties the collection it is sent to (`handlers.removeAll()`,
    /// `[self.completions removeAllObjects]`), by Swift base name or Objective-C selector.
    package static func emptiesItsReceiver(_ name: String) -> Bool { BuiltInAPIs.emptyingNames.contains(name) }

    /// True for a child view controller's call to leave its parent (`child.removeFromParent()`).
    package static func isChildLeaving(_ name: String) -> Bool { BuiltInAPIs.childLeavingCalls.contains(name) }

    /// True for a call that stops the object it names, which drops its handlers (`source.cancel()`): done to a
    /// property of `self` outside `deinit`, it ends a cycle through that property as emptying it would.
    package static func cancelsItsObject(_ name: String) -> Bool { BuiltInAPIs.cancellingCalls.contains(name) }

    /// True when `cancel()` on a value declared with this type releases the closures it holds
    /// (`DispatchSourceRead?`, `AnyCancellable`, `NSURLSessionDataTask *`), false for `DispatchWorkItem` and
    /// types the catalogue does not know.
    package static func cancelReleasesClosures(ofDeclaredType written: String) -> Bool {
        var type = Substring(written)
        if let open = type.firstIndex(of: "<") { type = type[..<open] }
        let name = type.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return BuiltInAPIs.cancelReleasingTypes.contains(String(name.split(separator: ".").last ?? ""))
    }

    /// True for a call that, sent to a callback's own parameter, ends the registration (`timer.invalidate()`).
    package static func endsRegistrationFromInside(_ name: String) -> Bool {
        BuiltInAPIs.selfEndingCalls.contains(name)
    }

    /// True for an app delegate's set-up method (`application(_:didFinishLaunchingWithOptions:)`,
    /// `applicationDidFinishLaunching:`), by its full Swift name or Objective-C selector: it runs once.
    package static func isLaunchMethod(_ fullName: String) -> Bool {
        BuiltInAPIs.launchMethods.contains(fullName)
    }

    /// Whether setting `property` on a receiver written `receiver` sets a window's root view controller
    /// (`window?.rootViewController`, `keyWindow.rootViewController`, `view.window.contentViewController`): the
    /// receiver names a window, so a coordinator's own `rootViewController` is not one.
    package static func setsWindowRoot(property: String, receiver: String) -> Bool {
        isWindowRootProperty(property) && receiver.lowercased().contains("window")
    }

    /// `rootViewController`, `contentViewController`: asked first, of every assignment, before the receiver's text.
    package static func isWindowRootProperty(_ name: some StringProtocol) -> Bool {
        BuiltInAPIs.windowRootProperties.contains(String(name))
    }

    /// Whether a call of this name and labels registers its first argument as a selector observer
    /// (`addObserver(_:selector:name:object:)`, `addObserver:selector:name:object:`).
    package func isSelectorObserverRegistration(_ name: String, labels: [String?]) -> Bool {
        entries(named: name).contains { entry in
            entry.form == .selectorObserver && entry.labels.allSatisfy { labels.contains($0) }
        }
    }

    /// Whether an Objective-C message makes a collection that holds its objects weakly
    /// (`[NSPointerArray weakObjectsPointerArray]`, `[NSHashTable weakObjectsHashTable]`).
    package static func makesWeakCollection(selector: String) -> Bool { weakCollectionSelectors.contains(selector) }

    private static let weakCollectionSelectors = Set(BuiltInAPIs.weakCollections.compactMap(\.selector))

    /// Whether the call (`instantiateController(withIdentifier:)`, `instantiateViewControllerWithIdentifier:`)
    /// makes a storyboard scene's controller by its identifier.
    package static func makesStoryboardScene(_ name: String) -> Bool {
        BuiltInAPIs.storyboardSceneMakers.contains(name)
    }

    /// Whether the call (`instantiateInitialController()`, `instantiateInitialViewController`) makes a storyboard's
    /// initial controller.
    package static func makesInitialScene(_ name: String) -> Bool { BuiltInAPIs.initialSceneMakers.contains(name) }

    /// `NSStoryboard`, `UIStoryboard`: a class whose initializer names the storyboard it opens.
    package static func isStoryboardClass(_ name: String) -> Bool { BuiltInAPIs.storyboardClasses.contains(name) }

    /// `instantiateController`, `instantiateViewController`: a cheap test of a call's base name first.
    package static func isStoryboardSceneMakerName(_ name: some StringProtocol) -> Bool {
        name.hasPrefix("instantiate") && sceneMakerNames.contains(String(name))
    }

    private static let sceneMakerNames = Set(
        BuiltInAPIs.storyboardSceneMakers.map { String($0.prefix { $0 != "(" && $0 != ":" }) })

    /// The base name of a launch method (`application`, `scene`): a cheap test before the full name is built.
    package static func isLaunchMethodName(_ name: String) -> Bool { launchMethodNames.contains(name) }

    private static let launchMethodNames = Set(
        BuiltInAPIs.launchMethods.map { String($0.prefix { $0 != "(" && $0 != ":" }) })

    /// `database.add(op)` for an `op` made by `CKFetchRecordZoneChangesOperation()`: the runner releases it once
    /// it has run, so `self`'s runner does not keep it.
    package static func runsAndReleases(call name: String, valueType: String?) -> Bool {
        guard let valueType, BuiltInAPIs.operationRunners.contains(name) else { return false }
        return valueType.hasSuffix("Operation")
    }

    /// WatchKit's calls that replace a watch app's root pages (`reloadRootPageControllers(withNames:…)`).
    package static func reloadsWatchRoot(_ name: String) -> Bool { BuiltInAPIs.watchRootReloads.contains(name) }

    /// `self.tableView.dataSource`: a weak property of an object `self` holds, which keeps nothing.
    package static func isWeakFrameworkProperty(path: StoragePath) -> Bool {
        guard path.properties.count >= 2, let last = path.lastProperty else { return false }
        return BuiltInAPIs.weakFrameworkProperties.contains(last)
    }

    /// `self.navigationController?.viewControllers`: a path that leaves `self` through a link to what shows it,
    /// which `self` does not own, so what is stored there is not kept by `self`.
    package static func leavesThroughParentLink(path: StoragePath) -> Bool {
        path.firstProperty.map(BuiltInAPIs.parentLinks.contains) ?? false
    }

    /// `parent`, `navigationController`: a link to what shows the object, which it does not own.
    package static func isParentLink(_ name: String) -> Bool { BuiltInAPIs.parentLinks.contains(name) }

    /// A method named as a removal (`removeChildCoordinator`): what it calls implements it.
    package static func isRemovalVerb(_ name: String) -> Bool {
        BuiltInAPIs.removalVerbPrefixes.contains { name.hasPrefix($0) }
    }

    /// The view controller methods that run once, on every appearance, on every disappearance.
    package static let loadMethods = BuiltInAPIs.loadMethods
    package static let appearMethods = BuiltInAPIs.appearMethods
    package static let methodsThatEndNoCycle = BuiltInAPIs.methodsThatEndNoCycle
    package static let disappearMethods = BuiltInAPIs.disappearMethods
    /// `viewDidUnload`: a removal there never runs when the controller goes, and not at all since iOS 6.
    package static func isUnloadMethod(_ name: String) -> Bool { BuiltInAPIs.unloadMethods.contains(name) }
    /// Framework callbacks that come in turns (`viewDidAppear`/`viewWillDisappear`,
    /// `windowDidBecomeKey`/`windowDidResignKey`).
    package static let alternatingCallbacks = BuiltInAPIs.alternatingCallbacks
    /// A method the framework calls once per object (`viewDidLoad`, `windowDidLoad`, `awakeFromNib`, `loadView`):
    /// what it stores in a property is set up once, like what an initializer stores.
    package static func runsOncePerObject(_ name: String) -> Bool { BuiltInAPIs.loadMethods.contains(name) }
    /// The lifecycle methods only a view controller has: a type that declares one has a lifecycle to reason on.
    package static let viewControllerMethods =
        ["viewDidLoad"] + BuiltInAPIs.appearMethods + BuiltInAPIs.disappearMethods

    /// A UIKit property named like a delegate method (`tableView`, `view`).
    /// `Set`, `Array`, `NSMutableArray`, `NSHashTable`: types that hold many values.
    package static func isCollectionType(_ name: String) -> Bool { FrameworkTypes.collections.contains(name) }

    package static func isFrameworkProperty(_ name: String) -> Bool { BuiltInAPIs.frameworkProperties.contains(name) }

    /// A global function a bare name may call without meaning `self` (`print`, `min`).
    package static func isGlobalFunction(_ name: String) -> Bool { BuiltInAPIs.globalFunctions.contains(name) }

    /// A value reached through RxCocoa's `.rx` namespace.
    package static func goesThroughRx(_ value: ValueRef) -> Bool { value.passes(through: BuiltInAPIs.rxNamespace) }

    /// `Controller.newControllerForAppLock`, `Settings.fromStoryboard`, `Alert.controllerWithTitle`: a class's
    /// factory, which makes a new object on each call (Cocoa's `new…` family and convenience constructors), no
    /// object shared for the run.
    package static func namesFactory(_ path: String) -> Bool {
        let parts = path.split(separator: ".")
        guard parts.count >= 2, parts[0].first?.isUppercase == true else { return false }
        let accessor = parts[1]
        func startsWord(_ prefix: String) -> Bool {
            guard accessor.hasPrefix(prefix) else { return false }
            let rest = accessor.dropFirst(prefix.count)
            return rest.isEmpty || rest.first?.isUppercase == true
        }
        if BuiltInAPIs.factoryPrefixes.contains(where: startsWord) { return true }
        guard let with = accessor.range(of: "With") else { return false }
        return accessor[with.upperBound...].first?.isUppercase == true
    }

    /// `isMovingFromParent`, `isBeingDismissed` (Objective-C's `…ViewController` forms too), not negated: the
    /// condition of code that runs when a controller leaves for good.
    package static func asksFinalDisappearance(_ condition: String) -> Bool {
        BuiltInAPIs.finalDisappearanceProperties.contains { property in
            guard let range = condition.range(of: property) else { return false }
            let before = condition[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            return !before.hasSuffix("!") && !before.hasSuffix("!self.") && !before.hasSuffix("!self?.")
        }
    }

    /// `#if DEBUG`, `#if !RELEASE`, `#if targetEnvironment(simulator)`: code that no shipped app runs.
    package static func isDebugOnlyCondition(_ condition: String) -> Bool {
        BuiltInAPIs.debugOnlyConditions.contains(condition.filter { !$0.isWhitespace })
    }

    /// True when the entry is RxSwift's and the file imports a library whose calls share its names (Bond,
    /// ReactiveKit) and no module of RxSwift's: the call is that library's.
    package static func callsRxLookalike(_ entry: APIEntry, imports: [String]) -> Bool {
        entry.framework == "RxSwift" && imports.contains(where: BuiltInAPIs.rxLookalikeModules.keys.contains)
            && !imports.contains(where: BuiltInAPIs.rxModules.contains)
    }

    /// True when the entry is RxSwift's and no file of the project imports a module of RxSwift's: a `bind { … }` or
    /// `subscribe(…)` there is another library's or the project's own (a bag's result builder).
    package static func namesAbsentRx(_ entry: APIEntry, projectImports: Set<String>) -> Bool {
        entry.framework == "RxSwift" && projectImports.isDisjoint(with: BuiltInAPIs.rxModules)
    }

    /// True for a module of RxSwift's (`RxSwift`, `RxCocoa`, `RxRelay`).
    package static func isRxModule(_ name: String) -> Bool { BuiltInAPIs.rxModules.contains(name) }

    /// True when an operator upstream makes the subscription later on a scheduler (`subscribe(on:)`).
    package static func defersSubscription(_ upstream: [String]) -> Bool {
        upstream.contains { BuiltInAPIs.deferredSubscriptionOperators.contains($0) }
    }

    /// The Swift name of a Dispatch C function (`dispatch_async` → `async`).
    package static func importedName(ofFunction function: String) -> String? { BuiltInAPIs.importedFunctions[function] }

    /// A C function whose first argument keeps the block (`dispatch_source_set_event_handler`).
    package static func takesReceiverFirst(_ function: String) -> Bool {
        BuiltInAPIs.receiverFirstFunctions.contains(function)
    }

    /// A message whose result is its receiver (`[^{ } copy]`).
    package static func returnsItsReceiver(_ selector: String) -> Bool {
        BuiltInAPIs.receiverReturningSelectors.contains(selector)
    }

    /// A function whose result is its argument (`Block_copy(^{ })`).
    package static func returnsItsArgument(_ function: String) -> Bool {
        BuiltInAPIs.argumentReturningFunctions.contains(function)
    }

    /// A type whose value made from an object does not keep the object (`ObjectIdentifier(self)`).
    package static func isIdentityWrapper(_ name: String) -> Bool { BuiltInAPIs.identityWrappers.contains(name) }

    /// A call that hands out a reused cell or view (`dequeueReusableCell(withIdentifier:for:)`).
    package static func makesHostedView(_ name: String) -> Bool {
        BuiltInAPIs.hostedViewSources.contains { name.hasPrefix($0) }
    }

    /// The bag that stores the result of this call (`sink` → `cancellables`), for the fix of a discarded one.
    package static func bag(storing call: String) -> TokenBag? { BuiltInAPIs.bags.first { $0.calls.contains(call) } }

    /// A call whose callback returns nothing (`sink`), or an argument label of such a callback (`onNext`).
    package static func takesVoidCallback(_ call: String) -> Bool { BuiltInAPIs.voidCallbackCalls.contains(call) }
    package static func isVoidCallbackLabel(_ label: String) -> Bool { BuiltInAPIs.voidCallbackLabels.contains(label) }

    /// A call whose result is `Void` whatever its receiver (`asyncAfter`, `invalidate`).
    package static func returnsVoid(_ call: String) -> Bool { BuiltInAPIs.voidResultCalls.contains(call) }

    /// RxSwift's `subscribe`, the call `isRxSubscribeLabel` speaks of.
    package static func isRxSubscribe(_ name: String) -> Bool { name == BuiltInAPIs.rxSubscribeName }

    /// A label of RxSwift's `subscribe` that hands it an event closure (`onNext:`, `onError:`).
    package static func isRxEventLabel(_ label: String?) -> Bool {
        label?.hasPrefix(BuiltInAPIs.rxSubscribeLabelPrefix) == true
    }

    /// A label RxSwift's `subscribe` takes (nil and `{}` for unlabeled and trailing closures).
    package static func isRxSubscribeLabel(_ label: String?) -> Bool {
        guard let label else { return true }
        return label == "{}" || BuiltInAPIs.rxSubscribeLabels.contains(label)
            || label.hasPrefix(BuiltInAPIs.rxSubscribeLabelPrefix)
    }

    /// A SwiftUI presentation (`sheet`, `alert`, …): asked once per call before its labels.
    package static func isPresentation(_ name: String) -> Bool { BuiltInAPIs.presentations.contains(name) }

    /// `.alert(item: $model.alertInfo)`: a presentation that resets the state bound under this label.
    package static func resetsBoundState(call name: String, label: String?) -> Bool {
        BuiltInAPIs.presentations.contains(name) && BuiltInAPIs.presentationBindingLabels.contains(label ?? "")
    }

    /// The call that undoes a NotificationCenter registration, for registrations whose entry names no removal of
    /// its own: its base name (matched against calls) and its title (quoted in advice).
    package static let notificationRemoval = (name: "removeObserver", title: "removeObserver(_:)")

    /// Whether `name` is an operator that can end its chain with the owner (`prefix(untilOutputFrom:)`,
    /// `take(until:)`): asked before `endsWithOwner(operator:argument:)`, which needs each argument's text.
    package static func isUntilOperator(_ name: String) -> Bool { BuiltInAPIs.untilOperators.contains(name) }

    /// `take(until: self.rx.deallocated)`: an operator that would end the chain only when its owner goes.
    package static func endsWithOwner(operator name: String, argument: String) -> Bool {
        BuiltInAPIs.untilOperators.contains(name) && BuiltInAPIs.ownerEndTriggers.contains { argument.contains($0) }
    }

    /// An Objective-C class method that returns an object living for the whole run.
    /// The Swift base name and argument labels of an Objective-C selector the catalogue knows the import of
    /// (`addObserverForName:object:queue:usingBlock:` → `addObserver`, [`forName`, `object`, `queue`, `using`]);
    /// nil for the others, which the front end translates by the general rule.
    package static func importedName(ofSelector selector: String) -> (name: String, labels: [String?])? {
        importedSelectorTable[selector]
    }

    /// The selectors of `importedName(ofSelector:)`, for `leakwatch apis` and the tests.
    package static var importedSelectors: [String] { importedSelectorTable.keys.sorted() }

    /// The Objective-C selector of a Swift title the catalogue knows (`removeObserver(_:forKeyPath:)` →
    /// `removeObserver:forKeyPath:`), for findings in Objective-C files; nil for the others.
    package static func selector(ofSwiftTitle title: String) -> String? { selectorsByTitle[title] }

    /// The selector of an API this catalogue knows by its Swift title or, for a configured entry, its name.
    package func selector(ofSwiftTitle title: String) -> String? {
        configuredSelectorsByTitle[title] ?? Self.selector(ofSwiftTitle: title)
    }

    private static let selectorsByTitle: [String: String] = {
        var table: [String: String] = [:]
        for (selector, swiftName) in titledSelectors + BuiltInAPIs.importedSelectors where table[swiftName] == nil {
            table[swiftName] = selector
        }
        return table
    }()

    private static let titledSelectors = BuiltInAPIs.entries.compactMap { entry in
        entry.selector.flatMap { selector in entry.title.map { (selector: selector, swiftName: $0) } }
    }

    private static let importedSelectorTable: [String: (name: String, labels: [String?])] = {
        var table: [String: (name: String, labels: [String?])] = [:]
        for (selector, swiftName) in titledSelectors + BuiltInAPIs.importedSelectors {
            guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else { continue }
            let labels = swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
                .split(separator: ":").map { $0 == "_" ? nil : String($0) }
            table[selector] = (String(swiftName[..<open]), labels)
        }
        return table
    }()

    package static func isSingletonGetter(_ selector: String) -> Bool {
        BuiltInAPIs.singletonGetters.contains(selector)
            || BuiltInAPIs.singletonGetterPrefixes.contains { selector.hasPrefix($0) }
            || BuiltInAPIs.singletonGetterSuffixes.contains { selector.hasSuffix($0) }
    }

    /// A type name that Objective-C projects give block typedefs (`…Block`, `…Handler`, `…Callback`, `…Completion`).
    package static func namesBlockType(_ name: String) -> Bool {
        BuiltInAPIs.blockTypeNameSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// A call whose trailing closure a dependency container runs to make what it registers (`register`).
    package static func isContainerRegistration(_ name: String) -> Bool {
        BuiltInAPIs.containerRegistrations.contains(name)
    }

    /// A call chained after a registration that names its scope (`.inObjectScope(.transient)`).
    package static func isContainerScopeCall(_ name: String) -> Bool { BuiltInAPIs.containerScopeCalls.contains(name) }

    /// A SwiftUI property wrapper that makes the app's delegate (`@UIApplicationDelegateAdaptor(AppDelegate.self)`).
    package static func isDelegateAdaptor(_ name: String) -> Bool { BuiltInAPIs.delegateAdaptors.contains(name) }

    /// The label of the argument that sets a container's default scope (`defaultObjectScope:`).
    package static let containerDefaultScopeLabel = BuiltInAPIs.containerDefaultScopeLabel

    /// The value of a `defaultObjectScope:` argument that makes a container keep one instance of what it
    /// registers without a scope of its own.
    package static func isSingletonDefaultScope(_ value: String) -> Bool {
        BuiltInAPIs.containerSingletonDefaults.contains(value)
    }

    /// A call that blocks until something else has happened (`semaphore.wait()`, `wait(for:timeout:)`).
    package static func isBlockingWait(_ name: String) -> Bool { BuiltInAPIs.blockingWaits.contains(name) }

    /// A macro that names a member and uses nothing (`#selector(self.save)`, `#keyPath(self.title)`).
    package static func isNamingMacro(_ name: String) -> Bool { BuiltInAPIs.namingMacros.contains(name) }

    /// A registration that keeps one instance for the container's life by itself (DIKit's `single { … }`), in a
    /// file that imports its library.
    package static func isContainerSingletonRegistration(_ name: String, imports: [String]) -> Bool {
        guard let library = BuiltInAPIs.containerSingletonRegistrations[name] else { return false }
        return imports.contains(library)
    }

    /// A scope, written `name(argument)` or `name`, that keeps one instance for the container's life.
    package static func isContainerSingletonScope(_ written: String) -> Bool {
        BuiltInAPIs.containerSingletonScopes.contains(written)
    }

    /// `[client.usersRoutes getCurrentAccount]`: an argument-less send whose selector starts with a verb that makes
    /// something (the verb, then a capital or nothing) returns a new object each time, not a stored property.
    package static func namesMakingMethod(_ selector: String) -> Bool {
        BuiltInAPIs.makingVerbPrefixes.contains { verb in
            guard selector.hasPrefix(verb) else { return false }
            let rest = selector.dropFirst(verb.count)
            return rest.isEmpty || rest.first?.isUppercase == true
        }
    }

    /// A call on an object of `self` that keeps its argument there (`children.append(child)`, `setObject`): the
    /// verb, then a capital or nothing; `setupButton` and `address` are other words.
    package static func isStoringVerb(_ name: String) -> Bool {
        BuiltInAPIs.storingVerbPrefixes.contains { verb in
            guard name.hasPrefix(verb) else { return false }
            let rest = name.dropFirst(verb.count)
            return rest.isEmpty || rest.first?.isUppercase == true || rest.first == "_"
        }
    }
}
