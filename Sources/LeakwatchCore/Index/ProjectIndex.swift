import Foundation

/// What all files of the project say together: which types are value types, which methods a type has
/// across its extensions, and which project functions let a closure parameter escape.
package struct ProjectIndex: Sendable {
    private var declarations: [String: [TypeDeclaration]] = [:]
    private(set) var declarationsBySimpleName: [String: [TypeDeclaration]] = [:]
    private(set) var functionsByName: [String: [FunctionDeclaration]] = [:]
    /// Where each type's initializers are among `functionsByName["init"]`, by the type's simple name: a call of a
    /// type's name (`ShadowShapeView { … }`) is asked about them without reading every initializer.
    private(set) var initializerPlaces: [String: [Int]] = [:]
    /// The names of the project functions that hand a parameter to a Foundation registration by selector: the only
    /// calls `forwardsToSelectorObserver` needs to read declarations for (asked of every observer call, and a
    /// common name has thousands of declarations).
    private(set) var selectorObserverForwarders: Set<String> = []
    package private(set) var wrappers: [WrapperKey: WrapperRetention] = [:]
    /// Paths from `self` that a method of the type (not `init` or `deinit`) sets to nil or empties, or that a
    /// presentation resets, by type; a path through another object's property also counts for that object's
    /// type (`viewModel.alertInfo` is `alertInfo` of the view model's type).
    private(set) var clearedProperties: [String: Set<String>] = [:]
    /// Names that a presentation resets through a `@dynamicMemberLookup` object (`$context.alertInfo`), by the
    /// object's type: such a name may stand for a property anywhere in the object's state.
    private var dynamicallyCleared: [String: Set<String>] = [:]
    /// The project functions that register a closure until removed, by name, with the API they forward to:
    /// most calls have none, so looking a call up here costs one dictionary probe.
    private(set) var registeringWrappers: [String: [(function: FunctionDeclaration, api: String)]] = [:]
    /// Tasks and `for await` loops: which sequences never end (`AsyncLoopIndex.swift`).
    package private(set) var asyncLoops = AsyncLoopIndex(files: [], entries: [])
    /// Observer calls and method summaries by type: the parts of a file that a fix changes most often, kept so
    /// that one file's can be replaced without reading the others again (`replacing(file:of:with:)`).
    private var observerCallsByType = FileOrderedTable<ObserverCall>()
    private var observerCallsByTypeAndName = FileOrderedTable<ObserverCall>()
    private var methodsByType = FileOrderedTable<MethodSummary>()
    /// The names of the variables the project's Swift files declare at their top level.
    private var globalVariables: Set<String> = []
    /// The simple names of the classes a Swift file declares: a Swift class is declared in full where it is
    /// declared, where an Objective-C `@interface` without an `@implementation` may be a binary framework's.
    private var swiftClasses: Set<String> = []
    /// Every module a file of the project imports.
    package private(set) var importedModules: Set<String> = []
    /// Types made only where something that lives as long as the app keeps them, with the reason
    /// (`ProjectIndex+Lifetime.swift`).
    private(set) var typesKeptForApp: [String: AppLifetime] = [:]
    /// The options the rules read (deployment target).
    package var options: AnalysisOptions
    /// Whether each return type the project's functions declare is a finite chain's (`isFiniteType`), worked out
    /// once: following chains asks it of the same few types again and again.
    private(set) var finiteReturnTypes: [String: Bool] = [:]
    /// The file that declares each stored property, by its type as written and its name.
    private(set) var propertyFiles: [OwnershipModel.Member: String] = [:]
    /// Who owns whom (`OwnershipModel`), built last from the rest of the index.
    package private(set) var ownership = OwnershipModel.empty
    /// The main storyboard's controllers that live as long as the app, by simple name; none when a file sets a
    /// window's root view controller outside a launch method (the storyboard's may then be let go).
    private(set) var interfaceRoots: [String: InterfaceRoot] = [:]
    /// What `inherits(_:from:)` answered so far (its declarations never change once built).
    let inheritanceAnswers = RememberedAnswers<InheritanceQuestion, Bool>()
    /// What `projectFunctionReturnsValue(_:in:)` answered so far, by the shape of the call.
    let returnsValueAnswers = RememberedAnswers<CallShape, Bool?>()
    /// What `holdByName(_:)` answered so far (it reads only declarations, which `replacing` keeps).
    let holdByNameAnswers = RememberedAnswers<String, OwnershipModel.Hold?>()

    /// With `timings`, the ownership model's time is its own phase (`model`), apart from the rest of the index.
    /// `jobs`: the threads the costly parts of the index may use (the forwardings of every closure parameter).
    package init(
        files: [FileFacts], options: AnalysisOptions = AnalysisOptions(), timings: PhaseTimings? = nil, jobs: Int = 1
    ) {
        self.options = options
        // The tables of declarations and those of calls read the files apart: built at the same time.
        let (types, calls) = concurrently(
            jobs: jobs, { Self.typeTables(files, catalog: options.catalog) }, { Self.callTables(files) })
        let instantiations = types.instantiations
        propertyFiles = types.propertyFiles
        declarations = types.declarations
        declarationsBySimpleName = types.declarationsBySimpleName
        functionsByName = types.functionsByName
        let initializers = functionsByName["init"] ?? []
        selectorObserverForwarders = Set(
            functionsByName.compactMap { name, functions in
                functions.contains { $0.parameterSinks.values.contains { $0.contains(where: \.isSelectorObserverOf) } }
                    ? name : nil
            })
        initializerPlaces = Dictionary(grouping: initializers.indices) { Self.simpleName(initializers[$0].owner ?? "") }
        globalVariables = types.globalVariables
        swiftClasses = types.swiftClasses
        importedModules = Set(files.flatMap(\.imports))
        observerCallsByType = calls.observerCallsByType
        observerCallsByTypeAndName = calls.observerCallsByTypeAndName
        methodsByType = calls.methodsByType
        // A class the storyboards also show elsewhere (a pushed screen), or whose code also runs in instances of a
        // subclass, has instances the window does not keep; nor has a main nib's class that the code also makes. A
        // window root set again outside launch lets the storyboard's controllers go.
        // A watch app's code replaces the watch app's pages (`reloadRootPageControllers`), the phone app's its window's.
        let replacesWindowRoot = files.contains { $0.replacesWindowRoot && !$0.imports.contains("WatchKit") }
        let replacesWatchRoot = files.contains { $0.replacesWindowRoot && $0.imports.contains("WatchKit") }
        let main = options.interfaceRoots.filter { root in
            root.scene == nil
                && (root.isMainNibObject || root.isExtensionPrincipal
                    || !(root.isWatchInterface ? replacesWatchRoot : replacesWindowRoot))
        }
        let elements = Dictionary(grouping: main, by: \.classKey).mapValues { Set($0.map(\.element)) }
        let superclasses = main.isEmpty ? [] : Self.superclassesWithSubclasses(declarationsBySimpleName)
        for root in main where interfaceRoots[Self.simpleName(root.typeName)] == nil {
            let name = Self.simpleName(root.typeName)
            if (elements[root.classKey]?.count ?? 0) >= root.appearances, !superclasses.contains(name),
                !(root.isMainNibObject || root.isExtensionPrincipal) || instantiations[name] == nil
            {
                interfaceRoots[name] = root
            }
        }
        var cleared: [String: Set<String>] = [:]
        var dynamic: [String: Set<String>] = [:]
        for declarations in declarations.values {
            for declaration in declarations {
                // By the name the type is declared with: `PumpConfig.StateModel` and `Treatments.StateModel` are
                // two types (see `clearedPaths(ofType:)`).
                let type = Self.baseTypeName(declaration.name)
                for path in declaration.clearedProperties {
                    // `viewModel.alertInfo` (a SwiftUI binding that resets it) is also `alertInfo` of the view
                    // model's type, and so on down the path.
                    var parts = path.split(separator: ".").map(String.init)[...]
                    var owner = type
                    while !parts.isEmpty {
                        cleared[owner, default: []].insert(parts.joined(separator: "."))
                        if parts.count > 1, self.declarations(of: owner).contains(where: \.isDynamicMemberLookup),
                            let last = parts.last
                        {
                            dynamic[Self.simpleName(owner), default: []].insert(last)
                        }
                        // Only down to the project's own types: `connection.stateUpdateHandler = nil` in one class
                        // says nothing of the framework's `NWConnection` objects other classes keep.
                        guard let first = parts.first, let next = propertyType(first, in: owner),
                            self.declarations(of: Self.declaredTypeName(next)).contains(where: { $0.kind != .extension }
                            )
                        else { break }
                        owner = Self.declaredTypeName(next)
                        parts = parts.dropFirst()
                        if parts.count == 1, self.declarations(of: owner).contains(where: \.isDynamicMemberLookup) {
                            dynamic[Self.simpleName(owner), default: []].insert(parts[parts.startIndex])
                        }
                    }
                }
            }
        }
        clearedProperties = cleared
        dynamicallyCleared = dynamic
        for type in Set(functionsByName.values.joined().compactMap(\.returnType)) {
            finiteReturnTypes[type] = isFiniteType(type)
        }
        asyncLoops = AsyncLoopIndex(files: files, entries: options.asyncSequences)
        wrappers = Self.wrapperRetentions(of: self, jobs: jobs)
        registeringWrappers = Self.registeringWrappers(functionsByName, wrappers)
        typesKeptForApp = Self.typesKeptForApp(
            instantiations, scenes: types.storyboardScenes, windowRootReplaced: replacesWindowRoot, index: self)
        let started = PhaseTimings.now()
        ownership = OwnershipModel(files: files, index: self)
        timings?.add(.model, PhaseTimings.now() - started)
    }

    /// The simple names of the classes the project subclasses.
    static func superclassesWithSubclasses(_ declarations: [String: [TypeDeclaration]]) -> Set<String> {
        var superclasses: Set<String> = []
        for all in declarations.values {
            for declaration in all where declaration.kind == .class {
                if let superclass = declaration.inheritedTypes.first {
                    superclasses.insert(simpleName(baseTypeName(superclass)))
                }
            }
        }
        return superclasses
    }

    /// The project's types, functions and instantiations, by name, in the order of the files.
    private struct TypeTables: Sendable {
        var instantiations: [String: Set<Instantiation.Keeper>] = [:]
        /// What keeps the controllers the code makes from storyboard scenes, by the scene's identifier.
        var storyboardScenes: [String: Set<Instantiation.Keeper>] = [:]
        var propertyFiles: [OwnershipModel.Member: String] = [:]
        var declarations: [String: [TypeDeclaration]] = [:]
        var declarationsBySimpleName: [String: [TypeDeclaration]] = [:]
        var functionsByName: [String: [FunctionDeclaration]] = [:]
        var globalVariables: Set<String> = []
        var swiftClasses: Set<String> = []
    }

    private static func typeTables(_ files: [FileFacts], catalog: APICatalog) -> TypeTables {
        var tables = TypeTables()
        // A registration without a scope keeps one instance only where the project's container says so.
        let defaultScopeKeepsOne = files.contains {
            $0.setsSingletonDefaultScope && AppLifetime.testFolder(of: $0.path) == nil
        }
        for file in files {
            // The tests make their own instances of the app's types: those say nothing of how the app makes them.
            let isTestCode = AppLifetime.testFolder(of: file.path) != nil
            for instantiation in file.instantiations where !isTestCode {
                var keeper = instantiation.keeper
                if case .container(let scope) = keeper, scope == Instantiation.defaultScope, !defaultScopeKeepsOne {
                    keeper = .other
                }
                tables.instantiations[simpleName(instantiation.typeName), default: []].insert(keeper)
            }
            for scene in file.storyboardScenes where !isTestCode {
                tables.storyboardScenes[scene.typeName, default: []].insert(scene.keeper)
            }
            tables.globalVariables.formUnion(file.globalVariables)
            for type in file.types {
                if file.language == .swift, type.kind == .class { tables.swiftClasses.insert(simpleName(type.name)) }
                for property in type.propertyLocations.keys {
                    tables.propertyFiles[OwnershipModel.Member(type: type.name, name: property)] = file.path
                }
                tables.declarations[type.name, default: []].append(type)
                tables.declarationsBySimpleName[simpleName(type.name), default: []].append(type)
            }
            // A function the configuration describes is read as its entry says, not from its declaration.
            for function in file.functions where !catalog.configures(function: function.name, labels: function.labels) {
                tables.functionsByName[function.name, default: []].append(function)
            }
        }
        return tables
    }

    /// The project's observer calls and method summaries by type, each value with the file it came from.
    private struct CallTables: Sendable {
        var observerCallsByType = FileOrderedTable<ObserverCall>()
        var observerCallsByTypeAndName = FileOrderedTable<ObserverCall>()
        var methodsByType = FileOrderedTable<MethodSummary>()
    }

    private static func callTables(_ files: [FileFacts]) -> CallTables {
        var tables = CallTables()
        for (place, file) in files.enumerated() {
            for (key, call) in observerCallsByType(file) {
                tables.observerCallsByType.append(call, key: key, file: place)
            }
            for (key, call) in observerCallsByTypeAndName(file) {
                tables.observerCallsByTypeAndName.append(call, key: key, file: place)
            }
            for (key, method) in methodsByType(file) { tables.methodsByType.append(method, key: key, file: place) }
        }
        return tables
    }

    /// The index of the same files with the one at `place` replaced by `fresh` (its edited text's facts), as
    /// `init(files:options:)` would build it from them. A fix changes captures and calls and may move lines,
    /// but leaves the file's declarations as they were: then only its observer calls and methods are swapped (and
    /// the ownership model built again when the places it hands `self` over changed), and its types and functions
    /// keep their old places in the file, which nothing reads from the index (a
    /// rule reports places of the file's own facts). Otherwise the whole index is built again.
    package func replacing(file place: Int, of files: [FileFacts], with fresh: FileFacts) -> ProjectIndex {
        let old = files[place]
        guard
            old.instantiations == fresh.instantiations, old.storyboardScenes == fresh.storyboardScenes,
            old.asyncFacts.providers == fresh.asyncFacts.providers,
            old.asyncFacts.loopingMethods == fresh.asyncFacts.loopingMethods,
            old.replacesWindowRoot == fresh.replacesWindowRoot,
            old.setsSingletonDefaultScope == fresh.setsSingletonDefaultScope,
            old.globalVariables == fresh.globalVariables, old.imports == fresh.imports,
            Self.declarationsWithoutPlaces(old) == Self.declarationsWithoutPlaces(fresh)
        else {
            var edited = files
            edited[place] = fresh
            return ProjectIndex(files: edited, options: options)
        }
        var index = self
        index.observerCallsByType.replace(
            file: place, oldKeys: Set(Self.observerCallsByType(old).map(\.key)), with: Self.observerCallsByType(fresh))
        index.observerCallsByTypeAndName.replace(
            file: place, oldKeys: Set(Self.observerCallsByTypeAndName(old).map(\.key)),
            with: Self.observerCallsByTypeAndName(fresh))
        index.methodsByType.replace(
            file: place, oldKeys: Set(Self.methodsByType(old).map(\.key)), with: Self.methodsByType(fresh))
        // The same declarations at other places (lines added above them): where a property is declared is said in
        // the paths of findings, so the file's declarations take their new places.
        for (stale, moved) in zip(old.types, fresh.types) where stale != moved {
            index.replaceDeclaration(stale, with: moved)
        }
        // A fix that weakens a `self` handed to another object (`[weak self]`, `weakSelf`) changes only the ownership
        // model, which is rebuilt alone (milliseconds, where the whole index takes a tenth of a second per fix).
        if old.selfStores != fresh.selfStores || old.selfArguments != fresh.selfArguments {
            var edited = files
            edited[place] = fresh
            index.ownership = OwnershipModel(files: edited, index: index)
        }
        return index
    }

    /// Puts `moved` where the tables hold `stale`, the same declaration at its old place.
    private mutating func replaceDeclaration(_ stale: TypeDeclaration, with moved: TypeDeclaration) {
        if let place = declarations[stale.name]?.firstIndex(of: stale) { declarations[stale.name]?[place] = moved }
        let simple = Self.simpleName(stale.name)
        if let place = declarationsBySimpleName[simple]?.firstIndex(of: stale) {
            declarationsBySimpleName[simple]?[place] = moved
        }
    }

    /// A file's type and function declarations with every place in the file left out.
    private struct PlacelessDeclarations: Equatable {
        var types: [TypeDeclaration]
        var functions: [FunctionDeclaration]
    }

    private static func declarationsWithoutPlaces(_ file: FileFacts) -> PlacelessDeclarations {
        let nowhere = SourceLocation(line: 0, column: 0)
        let types = file.types.map { type in
            var placeless = type
            placeless.location = nowhere
            placeless.propertyLocations = [:]
            return placeless
        }
        let functions = file.functions.map { function in
            var placeless = function
            placeless.location = nowhere
            for index in placeless.closureParameters.indices {
                placeless.closureParameters[index].forwards = placeless.closureParameters[index].forwards.map {
                    guard case .argument(var call, let label, let position) = $0 else { return $0 }
                    call.location = nowhere
                    return .argument(call, label: label, position: position)
                }
            }
            return placeless
        }
        return PlacelessDeclarations(types: types, functions: functions)
    }

    /// A file's observer calls in members of a type, by the type's simple name.
    private static func observerCallsByType(_ file: FileFacts) -> [(key: String, value: ObserverCall)] {
        file.observerCalls.compactMap { call in
            call.context.typeName.map { (simpleName(baseTypeName($0)), call) }
        }
    }

    /// A file's observer calls in members of a type, by the type's simple name and the call's name.
    private static func observerCallsByTypeAndName(_ file: FileFacts) -> [(key: String, value: ObserverCall)] {
        observerCallsByType(file).map { ($0.key + "\u{0}" + $0.value.call.name, $0.value) }
    }

    /// A file's method summaries by their type's simple name.
    private static func methodsByType(_ file: FileFacts) -> [(key: String, value: MethodSummary)] {
        file.methods.map { (simpleName(baseTypeName($0.typeName)), $0) }
    }

    package func functions(named name: String) -> [FunctionDeclaration] { functionsByName[name] ?? [] }

    /// The type (the context's own or a supertype) that sets the singleton's or global's property `path`
    /// (`Current.database`) to something other than a closure or one of its methods, in a method other than
    /// `init`, `deinit` and `storingMember` (the one that stored the closure), which lets go of the closure; nil
    /// when none does.
    package func reassigningType(ofShared path: String, in typeName: String, storingMember: String?) -> String? {
        selfAndSupertypes(of: typeName).first { type in
            declarations(of: type).contains { declaration in
                declaration.sharedAssignments.contains { assignment in
                    assignment.path == path && assignment.member != storingMember && assignment.member != "deinit"
                        && assignment.assignedName.map { hasInstanceMethod($0, in: typeName) } != true
                }
            }
        }.map { Self.simpleName(Self.baseTypeName($0)) }
    }

    /// The methods of the type or its supertypes (`deinit` among them) that set the singleton's or global's property
    /// `path` again to something other than a closure or one of the type's methods, other than `storingMember`.
    package func reassigningMembers(ofShared path: String, in typeName: String, storingMember: String?) -> [String] {
        selfAndSupertypes(of: typeName).flatMap { type in
            declarations(of: type).flatMap { declaration in
                declaration.sharedAssignments.filter { assignment in
                    assignment.path == path && assignment.member != storingMember
                        && assignment.assignedName.map { hasInstanceMethod($0, in: typeName) } != true
                }.map(\.member)
            }
        }
    }

    /// The part of `path` (property names from `self`: `state`, `bindings`, `alertInfo`) that a method of the
    /// type or of a supertype (not `init` or `deinit`) sets to nil or empties, or that a presentation resets,
    /// directly or through the objects along the path; nil when nothing does. A cycle through the path ends when
    /// that runs (an alert's state reset on dismissal). Emptying `state.footerErrorMessage` clears nothing of
    /// `state.bindings.alertInfo`; emptying `state` clears all of it.
    package func clearedPart(of path: [String], in typeName: String) -> String? {
        var owner = typeName
        var rest = path[...]
        var steps = 0
        while let first = rest.first, steps < 8 {
            let types = selfAndSupertypes(of: owner).map { Self.baseTypeName($0) }
            for type in types {
                // Shortest first, then by text: a Set's order changes from process to process, and the property
                // itself (`timerViewController`) is the end to name before a part of it (`timerViewController.delegate`).
                let ordered = clearedPaths(ofType: type).sorted {
                    ($0.split(separator: ".").count, $0) < ($1.split(separator: ".").count, $1)
                }
                for cleared in ordered {
                    let parts = cleared.split(separator: ".").map(String.init)
                    if parts.count <= rest.count, Array(rest.prefix(parts.count)) == parts {
                        return path.prefix(path.count - rest.count + parts.count).joined(separator: ".")
                    }
                }
            }
            // `state.bindings.alertInfo` written by a model whose `context` (a `@dynamicMemberLookup` object) has
            // its `alertInfo` reset by a presentation.
            if let last = rest.last {
                for type in types {
                    for declaration in declarations(of: type) {
                        for (property, written) in declaration.propertyTypes.sorted(by: { $0.key < $1.key })
                        where dynamicallyCleared[Self.declaredTypeName(written)]?.contains(last) == true {
                            return "\(property).\(last)"
                        }
                    }
                }
            }
            guard let next = propertyType(first, in: owner) else { return nil }
            owner = Self.declaredTypeName(next)
            rest = rest.dropFirst()
            steps += 1
        }
        return nil
    }

    /// The paths the type clears, by the name it is declared with; a name the project does not declare as written
    /// (`StateModel` for `PumpConfig.StateModel`) stands for every type of that simple name.
    func clearedPaths(ofType type: String) -> Set<String> {
        if declarations[type] != nil { return clearedProperties[type] ?? [] }
        var paths = clearedProperties[type] ?? []
        for declaration in declarationsBySimpleName[Self.simpleName(type)] ?? [] {
            paths.formUnion(clearedProperties[Self.baseTypeName(declaration.name)] ?? [])
        }
        return paths
    }

    /// True when the type clears the property (see `clearedPart(of:in:)`).
    package func clears(_ property: String, in typeName: String) -> Bool {
        clearedPart(of: [property], in: typeName) != nil
    }

    /// Every observer call in the type, its extensions in any file included.
    package func observerCalls(in typeName: String) -> [ObserverCall] {
        observerCallsByType[Self.simpleName(Self.baseTypeName(typeName))]
    }

    /// The observer calls of the type named `name` (`removeObserver`): pairing looks only at these.
    package func observerCalls(in typeName: String, named name: String) -> [ObserverCall] {
        observerCallsByTypeAndName[Self.simpleName(Self.baseTypeName(typeName)) + "\u{0}" + name]
    }

    /// Every member function of the type across its extensions, with the own methods each calls, each told
    /// whether its once guard can pass again: a method of the type sets the guard's flag back
    /// (`MethodSummary.restartable`). Not an initializer or a load method, which set the flag up before the guard
    /// ever runs, nor the teardown and what it calls.
    package func methods(of typeName: String) -> [MethodSummary] {
        let methods = methodsByType[Self.simpleName(Self.baseTypeName(typeName))]
        guard methods.contains(where: { $0.onceFlag != nil }) else { return methods }
        let teardown = Set(["deinit", "dealloc"])
        let teardownCalls = Set(methods.filter { teardown.contains($0.name) }.flatMap(\.calledMethods))
        let cleared = Set(
            methods.filter { method in
                !teardown.contains(method.name) && !teardownCalls.contains(method.name)
                    && !MethodSummary.isInitializer(method.name) && !APICatalog.runsOncePerObject(method.name)
            }.flatMap(\.clearedFlags))
        return methods.map { method in
            guard let flag = method.onceFlag, cleared.contains(flag) else { return method }
            var restartable = method
            restartable.restartable = true
            return restartable
        }
    }

    /// All declarations and extensions of a type, found by qualified name first, then by its last component.
    /// The declarations under exactly this name as written (`Outer.Inner`), without falling back to simple names.
    package func declarations(exactly name: String) -> [TypeDeclaration] {
        declarations[name] ?? []
    }

    package func declarations(of name: String) -> [TypeDeclaration] {
        if let found = declarations[name] { return found }
        return declarationsBySimpleName[Self.simpleName(name)] ?? []
    }

    /// The kind of the type's primary declaration, nil when the project declares only extensions of it.
    package func declaredKind(of name: String) -> TypeDeclaration.Kind? {
        declarations(of: name).first { $0.kind != .extension }?.kind
    }

    /// True when a function value `name` used on `self` is one of the type's instance methods,
    /// declared in the type, in any of its extensions, or in a project superclass.
    package func hasInstanceMethod(_ name: String, in typeName: String) -> Bool {
        anyDeclaration(of: typeName) { $0.instanceMethods.contains(name) }
    }

    /// True when `name` is an instance property of the type, its extensions or project superclasses.
    package func hasInstanceProperty(_ name: String, in typeName: String) -> Bool {
        anyDeclaration(of: typeName) { $0.instanceProperties.contains(name) }
    }

    /// True when the type (or a project superclass) sets the property to an object it makes and holds it
    /// strongly: the object is the instance's own, and goes with it unless something else keeps it.
    package func ownsMadeObject(in property: String, of typeName: String) -> Bool {
        anyDeclaration(of: typeName) { $0.madeProperties.contains(property) }
            && !hasWeakProperty(property, in: typeName)
    }

    /// True when a bare `name` in a method of the type is a project global (`let logger = Logger()` at a file's
    /// top level), not a member: the type, its extensions and project supertypes declare no member of that name.
    package func isGlobalVariable(_ name: String, notMemberOf typeName: String) -> Bool {
        globalVariables.contains(name) && !hasInstanceProperty(name, in: typeName)
            && !hasInstanceMethod(name, in: typeName)
    }

    /// True when the type computes the property with a getter and declares no stored property of that name: what
    /// it returns is found or made each time (`parent as? DrawerViewController`, `PHImageRequestOptions()`).
    package func isComputedProperty(_ name: String, in typeName: String) -> Bool {
        anyDeclaration(of: typeName) { $0.computedProperties.contains(name) }
            && !anyDeclaration(of: typeName) { $0.propertyLocations[name] != nil }
    }

    /// True when `name` is a `weak` or `unowned` instance property of the type or its supertypes.
    package func hasWeakProperty(_ name: String, in typeName: String) -> Bool {
        anyDeclaration(of: typeName) { $0.weakProperties.contains(name) } || setterKeepsWeakly(name, in: typeName)
            || assignsByDefault(name, in: typeName)
    }

    /// An Objective-C property declared without an ownership attribute by a class whose implementation counts
    /// references by hand: its synthesized accessors assign, they do not retain (`@property(readonly) N2View* view`).
    private func assignsByDefault(_ name: String, in typeName: String) -> Bool {
        anyDeclaration(of: typeName) { declaration in
            declaration.unattributedProperties.contains(name)
                && declarations(of: Self.baseTypeName(declaration.name)).contains(where: \.isManuallyCounted)
        }
    }

    /// A property whose setter the type writes by hand and which stores its value only in weak storage
    /// (`- (void)setDelegate:(id)delegate { m_Delegate = delegate; … }` over `__weak id m_Delegate`) holds it
    /// weakly, whatever its declaration's attributes say.
    private func setterKeepsWeakly(_ name: String, in typeName: String) -> Bool {
        guard let first = name.first, first.isLowercase || first == "_" else { return false }
        let setters = functions(named: "set" + first.uppercased() + name.dropFirst()).filter { setter in
            setter.labels == [nil] && setter.owner.map { related(Self.baseTypeName($0), typeName) } == true
        }
        return !setters.isEmpty
            && setters.allSatisfy { setter in
                guard let owner = setter.owner, let sinks = setter.parameterSinks[0], !sinks.isEmpty else {
                    return false
                }
                return sinks.allSatisfy { sink in
                    guard case .storedIn(let storage) = sink, storage != name else { return false }
                    return anyDeclaration(of: owner) { $0.weakProperties.contains(storage) }
                }
            }
    }

    /// True when `name` is an instance method or property of the type, its extensions or project superclasses.
    /// A function the project declares at the top level of a file (`func req(_ message: String)`).
    package func isGlobalFunction(_ name: String) -> Bool {
        functionsByName[name]?.contains(where: \.isGlobal) ?? false
    }

    package func hasInstanceMember(_ name: String, in typeName: String) -> Bool {
        anyDeclaration(of: typeName) { $0.instanceMethods.contains(name) || $0.instanceProperties.contains(name) }
    }

    /// The property is declared or made as a collection in the type or a project supertype.
    package func isCollectionProperty(_ name: String, in typeName: String) -> Bool {
        anyDeclaration(of: typeName) { $0.collectionProperties.contains(name) }
    }

    /// Whether any declaration of the type or of its project supertypes satisfies `test`.
    func anyDeclaration(of typeName: String, _ test: (TypeDeclaration) -> Bool) -> Bool {
        var visited: Set<String> = []
        var pending = [typeName]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            for declaration in declarations(of: next) {
                if test(declaration) { return true }
                pending.append(contentsOf: declaration.inheritedTypes.map(Self.baseTypeName))
            }
        }
        return false
    }

    /// A call matches a declaration when its labels are the declared ones in order; the unlabeled trailing
    /// closure matches any label, and a call may leave out trailing defaulted parameters.
    static func labelsCompatible(call: [String?], declared: [String?]) -> Bool {
        guard call.count <= declared.count else { return false }
        for (index, label) in call.enumerated() where label != CallSite.trailingClosureLabel && declared[index] != label
        {
            return false
        }
        return true
    }

    /// True when a call with these labels can be a call of the function: its labels in order, with parameters
    /// that have default values left out (`addObserver(forName:using:)` of `addObserver(forName:object:using:)`),
    /// and a trailing closure only where the function takes a closure (`bind { … }` is no call of `bind(items:)`).
    package static func accepts(_ function: FunctionDeclaration, callLabels: [String?]) -> Bool {
        parameterPlaces(of: function, callLabels: callLabels) != nil
    }

    /// The declared parameter each argument of a call binds to, by position, or nil when the call cannot be a
    /// call of the function (see `accepts`). A call may leave out parameters with a default value (and variadic
    /// ones), so an argument's place can lie after its position: `onPost(using: { … })` of
    /// `onPost(object:queue:using:)` binds its first argument to the third parameter. An unlabeled trailing closure
    /// binds to the next closure parameter, passing over one with a default value when a later parameter must
    /// still be given (Swift's forward scan): `load(url) { … }` of `load(_:progress:completion:)` with
    /// `progress: … = nil` binds to `completion`.
    package static func parameterPlaces(of function: FunctionDeclaration, callLabels: [String?]) -> [Int]? {
        let count = function.labels.count
        func mayLeaveOut(_ place: Int) -> Bool { function.defaultedPositions.contains(place) }
        func takesClosure(_ place: Int) -> Bool { function.closureParameters.contains { $0.position == place } }
        var places: [Int] = []
        places.reserveCapacity(callLabels.count)
        var next = 0
        for label in callLabels {
            let isTrailing = label == CallSite.trailingClosureLabel
            var found: Int?
            var place = next
            while place < count {
                if isTrailing ? takesClosure(place) : function.labels[place] == label {
                    let passesOver =
                        isTrailing && mayLeaveOut(place) && (place + 1..<count).contains { !mayLeaveOut($0) }
                    if !passesOver {
                        found = place
                        break
                    }
                }
                guard mayLeaveOut(place) else { break }
                place += 1
            }
            guard let found else { return nil }
            places.append(found)
            next = found + 1
        }
        // What the call does not give must have a default.
        guard (next..<count).allSatisfy(mayLeaveOut) else { return nil }
        return places
    }

    /// Whether a Swift file declares the class: its declaration is all there is of it.
    package func isSwiftClass(_ simpleName: String) -> Bool { swiftClasses.contains(simpleName) }

    package static func simpleName(_ name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// `Foo<Bar>` and `Module.Foo` both name `Foo`. Called for every fact while indexing: plain names return
    /// at once.
    package static func baseTypeName(_ written: String) -> String {
        guard written.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") }) else {
            return written
        }
        let withoutGenerics = written.split(separator: "<").first.map(String.init) ?? written
        return withoutGenerics.trimmingSpaces
    }
}
