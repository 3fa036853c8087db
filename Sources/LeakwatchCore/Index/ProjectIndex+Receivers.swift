import Foundation

/// Which project functions a call can reach: by name and labels, and by the type of its receiver where the
/// code shows it (a property's declared type, an initializer, `self`, a singleton). A project function of the
/// same name on an unrelated type is not the one called.
extension ProjectIndex {
    /// The project functions of the call's name whose owner the receiver can be; all of that name when the
    /// receiver's type is unknown.
    package func functions(for call: CallSite, in context: SelfContext?) -> [FunctionDeclaration] {
        let named = functions(named: call.name)
        guard !named.isEmpty, let receiverType = receiverType(of: call, in: context) else { return named }
        return named.filter { receiverAllows($0, receiverType: receiverType, call: call) }
    }

    /// Whether the project declares functions the call can mean that take exactly its arguments (by count and
    /// labels), and every one of them satisfies `condition`. Read in place, like `functions(for:in:)` without
    /// the copy.
    package func everyExactDeclaration(
        of call: CallSite, in context: SelfContext?, satisfies condition: (FunctionDeclaration) -> Bool
    ) -> Bool {
        let named = functions(named: call.name)
        guard !named.isEmpty else { return false }
        let receiverType = receiverType(of: call, in: context)
        var matched = false
        for place in named.indices
        where named[place].labels.count == call.labels.count && Self.accepts(named[place], callLabels: call.labels)
            && receiverAllows(named[place], receiverType: receiverType, call: call)
        {
            guard condition(named[place]) else { return false }
            matched = true
        }
        return matched
    }

    /// Whether one of the project functions the call can mean satisfies `condition`, read in place.
    func someDeclaration(
        of call: CallSite, in context: SelfContext?, satisfies condition: (FunctionDeclaration) -> Bool
    )
        -> Bool
    {
        let named = functions(named: call.name)
        guard !named.isEmpty else { return false }
        let receiverType = receiverType(of: call, in: context)
        return named.indices.contains { place in
            receiverAllows(named[place], receiverType: receiverType, call: call) && condition(named[place])
        }
    }

    /// True when a project function the call gives every argument of, label for label, satisfies `condition`.
    func someExactDeclaration(
        of call: CallSite, in context: SelfContext?, satisfies condition: (FunctionDeclaration) -> Bool
    ) -> Bool {
        someDeclaration(of: call, in: context) { function in
            Self.labelsCompatible(call: call.labels, declared: function.labels)
                && function.labels.count == call.labels.count && condition(function)
        }
    }

    /// A method neither the project nor the catalogue knows, called on a collection (`[NSArray
    /// lookin_arrayWithCount:4 block:…]`, `[self.items bk_map:…]`, a library's category): it runs the closure on
    /// the elements and returns values, no holder of the closure. Storing verbs (`addObject:`) are not among them.
    package func isUnknownCollectionOperation(_ call: CallSite, in context: SelfContext?) -> Bool {
        guard functions(named: call.name).isEmpty, !APICatalog.isStoringVerb(call.name) else { return false }
        // A Swift array or dictionary property (`var items: [Item] = []`).
        if case .selfProperty(let path)? = call.receiverOwner, path.properties.count == 1,
            let property = path.firstProperty, let typeName = context?.typeName,
            isCollectionProperty(property, in: typeName)
        {
            return true
        }
        guard let type = receiverType(of: call, in: context) else { return false }
        // `[Item]` and `[String: Item]` are Swift's arrays and dictionaries.
        return type.hasPrefix("[") || FrameworkTypes.collections.contains(Self.declaredTypeName(type))
    }

    /// True when a receiver of this type (nil: unknown) can be the function's object.
    func receiverAllows(_ function: FunctionDeclaration, receiverType: String?, call: CallSite) -> Bool {
        guard let receiverType else { return true }
        guard let owner = function.owner else { return call.receiverOwner == nil }
        let base = ProjectIndex.baseTypeName(owner)
        // `super.startTunnel(…)` in an override calls the superclass's method, never the override itself.
        if call.receiver == "super" {
            return Self.simpleName(base) != Self.simpleName(receiverType) && inherits(receiverType, from: base)
        }
        // A category or extension of the root class (`@interface NSObject (MMMake)`, `extension NSObjectProtocol
        // where Self: NSObject`) reaches every object, whose framework superclasses the project does not declare.
        return base == "NSObject" || base == "NSObjectProtocol" || related(base, receiverType)
    }

    /// True when the chain the call subscribes to completes, project functions that return request
    /// publishers included (`api.fetchUser().sink { … }`).
    /// With `context`, a chain that starts at a property of `self` declared with a finite type
    /// (`var promise: Promise<Int>`, `let request: Single<User>`) starts finite.
    package func completes(_ call: CallSite, in context: SelfContext? = nil) -> Bool {
        var call = call
        if let typeName = context?.typeName {
            let names = call.upstream.first == "self" ? Array(call.upstream.dropFirst()) : call.upstream
            if let property = names.first, let type = propertyType(property, in: typeName), isFiniteType(type) {
                call.upstream = [Self.declaredTypeName(type)] + names.dropFirst()
            }
            if endsWithControlNotOwned(names, in: typeName) { return true }
        }
        return options.catalog.completes(call) { name, before in
            self.projectChainCompletes(name, before: before, depth: 0, visiting: [])
        }
    }

    /// Whether what the project functions named `name` return completes: each by its declared type when that
    /// completes (`Single<Int>`), else by the chains it returns. A function
    /// that forwards to another of the same name (`func servers() { Endpoint.servers() }`) is followed into
    /// the other one, never into itself. Nil when nothing says.
    /// `visiting`: the functions followed so far (at most four, so a list: a common name such as `map` may have
    /// hundreds of functions, and hashing each of them cost more than comparing it with four).
    private func projectChainCompletes(
        _ name: String, before: ArraySlice<String>, depth: Int, visiting: [FunctionDeclaration]
    ) -> Bool? {
        guard depth < 4 else { return nil }
        var answered = false
        for function in chainFunctions(named: name, before: before) where !visiting.contains(function) {
            // The declared type says it whatever the body does (`-> Single<FullTransaction>`).
            if let type = function.returnType, finiteReturnTypes[type] ?? isFiniteType(type) {
                answered = true
                continue
            }
            if function.returnedChains.isEmpty { continue }
            let inside = visiting + [function]
            let completes = function.returnedChains.allSatisfy { chain in
                var call = CallSite(
                    name: "", receiver: nil, receiverOwner: nil, labels: [], booleanArguments: [:],
                    downstream: [], result: .discarded, location: SourceLocation(line: 0, column: 0))
                call.upstream = chain
                return options.catalog.completes(call) {
                    self.projectChainCompletes($0, before: $1, depth: depth + 1, visiting: inside)
                }
            }
            // One function of the name whose chain goes on is enough to say it does not complete.
            if !completes { return false }
            answered = true
        }
        return answered ? true : nil
    }

    /// The project functions a chain's `name` calls: those of the project type the chain names just before it
    /// (`Service.shared.image(…)` → `Service`'s `image`), else every function of the name.
    private func chainFunctions(named name: String, before: ArraySlice<String>) -> [FunctionDeclaration] {
        let all = functions(named: name)
        let accessors = options.catalog.types.singletonAccessors
        guard let owner = before.last(where: { !accessors.contains($0) }), declaredKind(of: owner) != nil else {
            return all
        }
        let owned = all.filter { $0.owner.map { Self.simpleName(Self.baseTypeName($0)) } == owner }
        return owned.isEmpty ? all : owned
    }

    /// A declared type whose values complete after their values: RxSwift's `Single`, `Maybe` and `Completable`,
    /// Combine's `Future` and `Just` (the catalogue's finite sources), whatever their generic arguments.
    /// `view?.doneButton.rx.tap` or `view?.onDone` declared `ControlEvent<Void>`, through a `weak` property: a
    /// control's events end when the control is deallocated (RxCocoa), and a control of an object `self` holds
    /// weakly goes with that object, whatever `self`'s subscription captures.
    private func endsWithControlNotOwned(_ names: [String], in typeName: String) -> Bool {
        // An outlet is weak, but the view hierarchy `self` keeps holds what it points to.
        guard let first = names.first, hasWeakProperty(first, in: typeName),
            !anyDeclaration(of: typeName, { $0.outletProperties.contains(first) })
        else { return false }
        if names.dropFirst().contains(APICatalog.reactiveExtension) { return true }
        guard names.count >= 2, let owner = propertyType(first, in: typeName).map(Self.declaredTypeName) else {
            return false
        }
        if let declared = propertyType(names[1], in: owner),
            APICatalog.isControlEventType(Self.declaredTypeName(declared))
        {
            return true
        }
        // `view?.deleteTapped`, which the view (or, for a protocol, every type that has it) computes from `rx`.
        let computing = declarationsBySimpleName.values.joined().filter {
            $0.instanceProperties.contains(names[1]) && !isTestDouble($0)
        }
        return !computing.isEmpty
            && computing.allSatisfy { $0.controlEventProperties.contains(names[1]) || $0.kind == .protocol }
            && computing.contains { $0.controlEventProperties.contains(names[1]) }
    }

    /// A type of the tests that stands in for an app's type (`FakeItemDetailView` nested in a `QuickSpec`, a
    /// `MockSession`): what it computes says nothing of what the app does.
    func isTestDouble(_ declaration: TypeDeclaration) -> Bool {
        let parts = declaration.name.split(separator: ".").map(String.init)
        if let name = parts.last, APICatalog.isTestDoubleName(name) { return true }
        return parts.indices.contains { index in
            let enclosing = parts[...index].joined(separator: ".")
            return options.catalog.testCaseClasses.contains { inherits(enclosing, from: $0) }
        }
    }

    func isFiniteType(_ written: String) -> Bool {
        var base = written.trimmingSpaces
        while base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
        if let generic = base.firstIndex(of: "<") { base = String(base[..<generic]) }
        base = String(base.split(separator: ".").last ?? Substring(base))
        return options.catalog.isFiniteChain(base + ".")
            || options.catalog.entries(named: base).contains { $0.role == .finiteSource }
    }

    /// The type of the call's receiver, when the facts say it.
    package func receiverType(of call: CallSite, in context: SelfContext?) -> String? {
        switch call.receiverOwner {
        case nil, .selfInstance?:
            // A bare call inside a type calls the type's own method (or a free function).
            return call.receiver == nil || call.receiverOwner == .selfInstance ? context?.typeName : nil
        case .selfProperty(let path)?:
            if let projected = path.properties.first(where: { $0.hasPrefix("$") }) {
                return projectedValueType(of: call, projected: projected)
            }
            guard var type = context?.typeName else { return nil }
            for property in path.propertyNames {
                guard let next = propertyType(property, in: type) else { return nil }
                type = next
            }
            return type
        case .shared(let path)?:
            // `Service.shared`, `NotificationCenter.default`: a type's own singleton; `ThemeCenter` itself: a
            // static method of the type. A class of the project may start in lower case (`iTermFindPasteboard`).
            let parts = path.split(separator: ".")
            guard (1...2).contains(parts.count), let first = parts.first.map(String.init),
                first.startsUppercase || declarations(of: first).contains(where: { $0.kind == .class })
            else { return nil }
            // `Self.register(self)`: the type whose code it is.
            return first == "Self" ? context?.typeName : first
        case .local?, .unknown?:
            return nil
        }
    }

    /// `settings.$selection.subscribe(…)`: the projected value of a property wrapper, whose type the property's
    /// declaration does not say. The project's one wrapper type (a type with a `projectedValue`) that declares the
    /// method, or else a name no project type has: a framework wrapper's (`@Published`), no project function.
    private func projectedValueType(of call: CallSite, projected: String) -> String {
        let wrappers = Set(
            functions(named: call.name).compactMap(\.owner).map { Self.simpleName(Self.baseTypeName($0)) }
        ).filter { hasInstanceMember("projectedValue", in: $0) }
        return wrappers.count == 1 ? wrappers.first! : projected
    }

    /// The declared type of an instance property of the type or its project supertypes.
    package func propertyType(_ name: String, in typeName: String) -> String? {
        var visited: Set<String> = []
        var pending = [typeName]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            for declaration in declarations(of: next) {
                if let type = declaration.propertyTypes[name] { return type }
                pending.append(contentsOf: declaration.inheritedTypes.map(Self.baseTypeName))
            }
        }
        return nil
    }

    /// True when one type is the other or inherits from it (class or protocol), as far as the project shows.
    func related(_ lhs: String, _ rhs: String) -> Bool {
        Self.simpleName(lhs) == Self.simpleName(rhs) || inherits(lhs, from: rhs) || inherits(rhs, from: lhs)
    }

    /// The type and every class and protocol it inherits from, as far as the project declares them.
    package func selfAndSupertypes(of typeName: String) -> [String] {
        var visited: [String] = []
        var pending = [Self.baseTypeName(typeName)]
        while let next = pending.popLast() {
            guard !visited.contains(next) else { continue }
            visited.append(next)
            for declaration in declarations(of: next) {
                pending.append(contentsOf: declaration.inheritedTypes.map(Self.baseTypeName))
            }
        }
        return visited
    }

    /// False when the type is neither a view nor a view's controller (no framework supertype named `…View`,
    /// `…Controller` or `…Cell`) and keeps no table, collection or outline view in a strong property: a table's data
    /// source (`final class OrderDetailsDataSource: NSObject, UITableViewDataSource`) configures the cells of a
    /// table that something else shows. True when the project does not declare the type.
    package func mayShowHostedViews(_ typeName: String) -> Bool {
        let types = selfAndSupertypes(of: typeName)
        guard types.contains(where: { !declarations(of: $0).isEmpty }) else { return true }
        for type in types {
            // A framework class, extended by the project or not.
            if declaredKind(of: type) == nil {
                let name = Self.simpleName(type)
                if name.hasSuffix("View") || name.hasSuffix("Controller") || name.hasSuffix("Cell") { return true }
            }
            for declaration in declarations(of: type) {
                for (property, written) in declaration.propertyTypes
                where !declaration.weakProperties.contains(property) {
                    let name = Self.simpleName(Self.declaredTypeName(written))
                    if name.hasSuffix("TableView") || name.hasSuffix("CollectionView") || name.hasSuffix("OutlineView")
                    {
                        return true
                    }
                }
            }
        }
        return false
    }

    /// True when the project declares `ancestor` among the supertypes of `type`, however far up. Remembered: the
    /// rules ask it of every candidate a common method name has, for the same few pairs of types.
    func inherits(_ type: String, from ancestor: String) -> Bool {
        inheritanceAnswers.answer(InheritanceQuestion(type: type, ancestor: ancestor)) {
            searchSupertypes(of: type, for: ancestor)
        }
    }

    private func searchSupertypes(of type: String, for ancestor: String) -> Bool {
        let target = Self.simpleName(ancestor)
        var visited: Set<String> = []
        var pending = [type]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            for declaration in declarations(of: next) {
                let supertypes = declaration.inheritedTypes.map(Self.baseTypeName)
                if supertypes.contains(where: { Self.simpleName($0) == target }) { return true }
                pending.append(contentsOf: supertypes)
            }
        }
        return false
    }

    /// `Promise<Int>?` → `Promise`, `Outer.Model!` → `Model`: the type a declaration names, as the index keys it.
    package static func declaredTypeName(_ written: String) -> String {
        simpleName(baseTypeName(written)).trimmingCharacters(in: ["?", "!"])
    }

}

/// Answers an index has worked out, shared by the threads that run the rules: the same few questions come back
/// from call after call (`inherits(_:from:)`, what a call of a common name returns). An index that
/// `replacing(file:of:with:)` makes keeps the declarations, and so the answers, of the one it came from.
final class RememberedAnswers<Question: Hashable & Sendable, Answer: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Question: Answer] = [:]

    func answer(_ question: Question, computing: () -> Answer) -> Answer {
        lock.lock()
        let known = answers[question]
        lock.unlock()
        if let known { return known }
        let answer = computing()
        lock.lock()
        answers[question] = answer
        lock.unlock()
        return answer
    }
}

/// A question of `inherits(_:from:)`.
struct InheritanceQuestion: Hashable, Sendable {
    var type: String
    var ancestor: String
}

/// What decides which project functions a call can mean: its name, labels and receiver.
struct CallShape: Hashable, Sendable {
    var name: String
    var labels: [String?]
    var receiverType: String?
    var hasReceiver: Bool
}
