/// Tells, for the whole project, whether a `for await` loop can end by itself: it follows the loop's
/// sequence through the catalogue (`AsyncSequences.swift`), the project's functions and properties that hand
/// out sequences, and the methods of a type that loop.
package struct AsyncLoopIndex: Sendable {
    private var providersByName: [String: [SequenceProvider]] = [:]
    private var loopingMethodsByKey: [String: [LoopingMethod]] = [:]
    /// The types that finish a continuation they keep, by simple name, with the element types of those
    /// continuations ("" where a continuation's type is not written): the streams of those elements they keep end.
    private var finishedElements: [String: Set<String>] = [:]
    /// The elements of the stream properties of those types, by simple name (see `TypeDeclaration.streamElements`).
    private var streamElementsOfFinishingTypes: [String: [String: String]] = [:]
    private let entries: [AsyncSequenceEntry]

    /// What keeps a task running for ever: one of its own loops, or an awaited method of `self` that loops.
    package struct EndlessWork: Hashable, Sendable {
        package enum Kind: Hashable, Sendable {
            case loop(AwaitLoop)
            case call(NameUse, method: LoopingMethod)
        }
        package var kind: Kind
        /// The endless source, as the index followed it.
        package var source: SequenceSource
    }

    /// An endless source, by the steps the index followed to it: the rules say it in words.
    package indirect enum SequenceSource: Hashable, Sendable {
        /// A sequence or publisher of the catalogue (`NotificationCenter.notifications(named:)`).
        case catalogued(String)
        /// A `@Published` property's publisher (`$query`).
        case publishedProperty(String)
        /// A stored sequence of an endless kind (`AsyncStream`), kept by `owner`.
        case storedSequence(type: String, name: String, owner: String)
        /// A stored publisher that never completes (`PassthroughSubject`).
        case storedPublisher(type: String, name: String)
        /// A stream built with a continuation that feeds it and never finishes it.
        case stream(builder: String, feed: String)
        /// The `values` of a publisher that never completes.
        case values(of: SequenceSource)
        /// A project function (`isCall`) or property that returns the inner source.
        case wrapped(name: String, isCall: Bool, inner: SequenceSource)
    }

    init(files: [FileFacts], entries: [AsyncSequenceEntry]) {
        self.entries = entries
        // A type's declarations and extensions in any file: a continuation declared in the body may be finished in
        // an extension.
        var declarations: [String: [TypeDeclaration]] = [:]
        for file in files {
            for type in file.types where !type.clearedProperties.isEmpty || !type.streamElements.isEmpty {
                declarations[ProjectIndex.simpleName(ProjectIndex.baseTypeName(type.name)), default: []].append(type)
            }
            for provider in file.asyncFacts.providers { providersByName[provider.name, default: []].append(provider) }
            for method in file.asyncFacts.loopingMethods {
                loopingMethodsByKey[Self.key(method.typeName, method.name), default: []].append(method)
            }
        }
        for (name, parts) in declarations {
            var types: [String: String] = [:]
            var elements: [String: String] = [:]
            for part in parts {
                types.merge(part.propertyTypes) { first, _ in first }
                elements.merge(part.streamElements) { first, _ in first }
            }
            let finished = Set(parts.flatMap(\.clearedProperties)).filter {
                Self.isContinuation($0, declared: types[$0])
            }
            guard !finished.isEmpty else { continue }
            finishedElements[name] = Set(finished.map { elements[$0].map(Self.firstArgument) ?? "" })
            streamElementsOfFinishingTypes[name] = elements
        }
    }

    /// A property that holds a stream's continuation (`AsyncStream<Message>.Continuation`, a type alias of one, or
    /// named so when its type is not written). Not a `CheckedContinuation` or an `UnsafeContinuation`: those resume
    /// one call and feed no stream.
    private static func isContinuation(_ property: String, declared: String?) -> Bool {
        if let declared {
            return declared.hasSuffix("Continuation") && !AsyncSequences.oneShotContinuations.contains(declared)
        }
        return property.lowercased().hasSuffix("continuation")
    }

    /// The element of a stream's generic arguments as written (`Data` of `Data,anyError`).
    private static func firstArgument(_ arguments: String) -> String {
        var depth = 0
        for (offset, character) in arguments.enumerated() {
            if character == "<" || character == "(" || character == "[" { depth += 1 }
            if character == ">" || character == ")" || character == "]" { depth -= 1 }
            if character == ",", depth == 0 { return String(arguments.prefix(offset)) }
        }
        return arguments
    }

    /// True when the owner finishes a continuation that may feed the stream it keeps under this name: one of the
    /// stream's element, or one whose element (or the stream's) the code does not write.
    private func finishes(stream name: String, of owner: String) -> Bool {
        let ownerName = ProjectIndex.simpleName(ProjectIndex.baseTypeName(owner))
        guard let elements = finishedElements[ownerName] else { return false }
        guard !elements.contains(""), let element = streamElementsOfFinishingTypes[ownerName]?[name] else {
            return true
        }
        return elements.contains(Self.firstArgument(element))
    }

    private static func key(_ typeName: String, _ name: String) -> String {
        ProjectIndex.simpleName(ProjectIndex.baseTypeName(typeName)) + "\u{0}" + name
    }

    /// The first loop of the task that never ends, else the first awaited call of a method of `self` whose own
    /// loop never ends; nil when everything the task awaits finishes or is unknown.
    package func endlessWork(of task: TaskFact) -> EndlessWork? {
        let typeName = task.context.typeName
        for loop in task.loops {
            if let source = endlessSource(of: loop, in: typeName) {
                return EndlessWork(kind: .loop(loop), source: source)
            }
        }
        guard let typeName else { return nil }
        for call in task.selfCalls {
            for method in loopingMethodsByKey[Self.key(typeName, call.name)] ?? [] {
                if let source = endlessSource(of: method.loop, in: typeName) {
                    return EndlessWork(kind: .call(call, method: method), source: source)
                }
            }
        }
        return nil
    }

    /// The endless source a loop waits on; nil when the loop is visibly bounded or its sequence finishes or
    /// is unknown.
    package func endlessSource(of loop: AwaitLoop, in typeName: String?) -> SequenceSource? {
        guard !loop.isBounded, case .endless(let source) = flow(of: loop.sequence, in: typeName, depth: 0) else {
            return nil
        }
        return source
    }

    /// What a chain of steps is, read from its innermost step outwards.
    private enum Flow: Equatable {
        case unknown
        case endless(SequenceSource)
        /// A publisher that never completes: its `values` never end.
        case publisher(SequenceSource)
        case finite
    }

    private func flow(of steps: [SequenceStep], in typeName: String?, depth: Int) -> Flow {
        var flow = Flow.unknown
        for step in steps {
            switch (step, flow) {
            case (_, .finite):
                return .finite
            case (.member(let name), .publisher(let display)) where name == AsyncSequences.valuesProperty:
                flow = .endless(.values(of: display))
            case (.member(let name), .unknown):
                flow = memberFlow(name, in: typeName, depth: depth)
            case (.call(let name, let labels), _):
                flow = callFlow(name, labels: labels, after: flow, in: typeName, depth: depth)
            case (.builder(let name, let calls), .unknown):
                flow = builderFlow(name, calls: calls)
            default:
                break
            }
        }
        return flow
    }

    private func callFlow(
        _ name: String, labels: [String?], after previous: Flow, in typeName: String?, depth: Int
    ) -> Flow {
        let matching = entries.filter { $0.matches(name: name, labels: labels) }
        if previous != .unknown {
            return matching.contains { $0.role == .finiteOperator } ? .finite : previous
        }
        if let entry = matching.first(where: { $0.role == .endlessSource }) {
            return .endless(.catalogued(entry.display))
        }
        if let entry = matching.first(where: { $0.role == .endlessPublisher }) {
            return .publisher(.catalogued(entry.display))
        }
        guard depth < 4 else { return .unknown }
        for provider in providers(named: name, in: typeName) {
            guard let declared = provider.labels, ProjectIndex.labelsCompatible(call: labels, declared: declared)
            else { continue }
            let result = flow(of: provider.returned, in: provider.owner ?? typeName, depth: depth + 1)
            if result != .unknown { return wrap(result, in: name, isCall: true) }
        }
        return .unknown
    }

    private func memberFlow(_ name: String, in typeName: String?, depth: Int) -> Flow {
        if name.hasPrefix(AsyncSequences.projectedPrefix), name.count > 1 {
            return .publisher(.publishedProperty(String(name.dropFirst())))
        }
        guard depth < 4 else { return .unknown }
        for provider in providers(named: name, in: typeName) where provider.labels == nil {
            if let stored = provider.storedType {
                let kind = entries.first { $0.name == stored && $0.role.isStored }
                switch kind?.role {
                case .endlessStoredSequence?:
                    // Its type finishes a continuation it keeps that feeds it (`streamContinuation.finish()` when
                    // it stops): the stream ends then.
                    if let owner = provider.owner, finishes(stream: name, of: owner) { continue }
                    return .endless(.storedSequence(type: stored, name: name, owner: provider.owner ?? ""))
                case .endlessStoredPublisher?: return .publisher(.storedPublisher(type: stored, name: name))
                default: continue
                }
            }
            let result = flow(of: provider.returned, in: provider.owner ?? typeName, depth: depth + 1)
            if result != .unknown { return wrap(result, in: name, isCall: false) }
        }
        return .unknown
    }

    private func builderFlow(_ name: String, calls: [String]) -> Flow {
        guard AsyncSequences.streamBuilders.contains(name) else { return .unknown }
        if calls.contains(where: AsyncSequences.finishingCalls.contains) { return .finite }
        guard let feed = calls.first(where: AsyncSequences.feedingCalls.contains) else { return .unknown }
        return .endless(.stream(builder: name, feed: feed))
    }

    /// A project function or property shows its own name first, then what it wraps.
    private func wrap(_ flow: Flow, in name: String, isCall: Bool) -> Flow {
        switch flow {
        case .endless(let inner): .endless(.wrapped(name: name, isCall: isCall, inner: inner))
        case .publisher(let inner): .publisher(.wrapped(name: name, isCall: isCall, inner: inner))
        default: flow
        }
    }

    /// The providers of that name, those of the type first.
    private func providers(named name: String, in typeName: String?) -> [SequenceProvider] {
        let all = providersByName[name] ?? []
        guard let typeName, all.count > 1 else { return all }
        let simple = ProjectIndex.simpleName(ProjectIndex.baseTypeName(typeName))
        let own = all.filter { $0.owner.map { ProjectIndex.simpleName(ProjectIndex.baseTypeName($0)) } == simple }
        return own + all.filter { !own.contains($0) }
    }
}

extension AsyncSequenceEntry.Role {
    var isStored: Bool { self == .endlessStoredSequence || self == .endlessStoredPublisher }
}
