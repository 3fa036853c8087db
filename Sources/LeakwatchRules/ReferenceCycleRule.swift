import LeakwatchCore

/// Cycles through objects other than `self` alone, found with the ownership model: a strong delegate whose
/// owner keeps the object it delegates for (`self.child.delegate = self` into a strong `delegate`), a closure
/// that captures the object that keeps it (`alert.addAction(UIAlertAction(…) { _ in alert.textFields … })`), and
/// a closure a method keeps in its own object while it captures the argument that passes it an object keeping
/// this one (`viewModel.bind(view: self)` whose sink captures `view`). Each is reported once, at the link a fix
/// should break: the property's declaration, or the capture. Weak, unowned and assign holders break the cycle;
/// so does a type that sets the link back to nil in a method (a note then).
struct ReferenceCycleRule: Rule {
    let description = RuleDescription(
        id: "reference-cycle",
        summary: "two objects keep each other through a strong delegate or a closure that captures the other",
        rationale: """
            A cycle does not need 'self' in a capture list: a parent that keeps a child whose strong 'delegate' \
            points back at the parent, an alert whose action handler uses the alert, and a view model whose \
            bindings capture the view that keeps the view model all keep each other alive, with everything they \
            hold, long after the screen is gone.
            """,
        defaultSeverity: .warning,
        languages: [.swift, .objectiveC],
        firingExample: """
            final class Child { var delegate: ChildDelegate? } // ← reported
            final class Parent: ChildDelegate {
                let child = Child()
                init() { child.delegate = self }
            }
            """,
        silentExample: """
            final class Child { weak var delegate: ChildDelegate? }
            """)

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        strongDelegates(file, index: index) + closuresKeptByWhatTheyCapture(file, index: index)
            + capturedArguments(file, index: index)
    }

    // MARK: A strong property that points back at the object that keeps its owner

    private func strongDelegates(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        for type in file.types where type.kind == .class || type.kind == .extension || type.kind == .actor {
            for (property, declared) in type.propertyLocations.sorted(by: { $0.value < $1.value }) {
                guard let stores = index.handOvers(in: index.ownership.selfStores, to: type.name, member: property),
                    let store = stores.first, index.hold(of: property, in: type.name) == .strong,
                    !index.isCollectionProperty(property, in: type.name)
                else { continue }
                findings.append(
                    strongDelegate(property, of: type, at: declared, store: store, file: file, index: index))
            }
        }
        return findings
    }

    private func strongDelegate(
        _ property: String, of type: TypeDeclaration, at declared: SourceLocation, store: OwnershipModel.HandOver,
        file: FileFacts, index: ProjectIndex
    ) -> Finding {
        let simple = ProjectIndex.simpleName(type.name)
        let owner = ProjectIndex.simpleName(store.ownerType)
        let member = "\(simple).\(property)"
        let kept = ([owner] + store.keptIn.propertyNames).joined(separator: ".")
        let ownerContext = SelfContext(typeName: store.ownerType, declaredKind: .class, isStatic: false)
        // The owner lets the object go, or takes itself out of the property, in a method: the cycle ends then.
        let ended =
            CycleEnds.clearing(of: store.keptIn.extended(byWritten: "." + property), in: ownerContext, index: index)
            ?? CycleEnds.clearing(of: store.keptIn, in: ownerContext, index: index)
        // Swift can make a property weak only when its type is a class or a class-bound protocol.
        let declaredType = type.propertyTypes[property].map(ProjectIndex.declaredTypeName)
        let classBound =
            file.language == .objectiveC
            || declaredType.map { index.isClass($0) || index.protocolIsClassBound($0, extraConstraints: []) } == true
        let advice: Phrase =
            file.language == .objectiveC
            ? "declare \(code: property) 'weak' in its '@property' attributes"
            : classBound
                ? "declare it 'weak var \(property)'"
                : "make its protocol class-bound (': AnyObject') and declare it 'weak var \(property)'"
        var found = finding(
            in: file, at: declared,
            "\(code: member) holds \(code: owner) strongly, and \(code: owner) keeps this \(code: simple) in \(code: kept): each keeps the other alive"
                + (ended ?? ""),
            advice: advice, remedy: classBound ? .weakProperty(property) : nil, context: ownerContext, index: index)
        if ended != nil { found.severity = .note }
        let writer = PathWriter(file, index: index)
        let (first, back) = Self.handOverSteps(
            store, kept: kept, keeps: "\(code: owner) keeps its \(code: simple) in \(code: kept)", handedAs: owner,
            hands: "\(code: owner) stores itself in \(code: member) here", writer: writer)
        found.path = LeakPath([
            first,
            writer.step(
                .storage, "\(code: member)", .strong, "\(code: member) is strong: it keeps \(code: owner)",
                at: declared, breaks: true),
            back,
        ])
        return found
    }

    // MARK: A closure kept by the object it captures

    /// `alert.addAction(UIAlertAction(…) { _ in … alert … })`: the call's result, which keeps the closure, goes into
    /// the local the closure captures.
    private func closuresKeptByWhatTheyCapture(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        file.callbacks.compactMap { callback -> Finding? in
            guard case .closure(let captures) = callback.body,
                case .argument(let call, let label, _) = callback.delivery,
                case .heldByLocal(let name) = call.result,
                let use = captures.capturedVariables.first(where: { $0.name == name }),
                keepsItsHandler(call, label: label, context: callback.context, index: index)
            else { return nil }
            let writer = PathWriter(file, index: index)
            let how: Phrase = "captures \(code: name) strongly"
            var found = finding(
                in: file, at: use.location,
                "\(.closure) passed to \(code: call.displayName) \(how), and \(code: name) keeps what \(code: call.displayName) makes: each keeps the other alive, with all the \(.closure) holds",
                advice: file.language == .objectiveC
                    ? "use a '__weak' copy of \(code: name) in the block" : "capture [weak \(name)]",
                remedy: file.language == .objectiveC ? .weakCopyOf(name) : .captureWeakly(name), index: index)
            // The objects of this cycle are made by the call each time it runs: that `self` lives as long as the
            // app does not make it harmless, so the finding is not a note for it.
            found.context = callback.context.declarationPath
            found.closure = callback.location
            let holder = writer.step(
                .object, "\(code: name)", .strong,
                "\(code: name) keeps what \(code: call.displayName) makes, which keeps the \(.closure)",
                at: call.location)
            found.path = LeakPath([
                holder,
                writer.step(
                    .storage, "\(code: call.displayName)", .strong, "\(code: call.displayName) keeps the \(.closure)",
                    at: call.location),
                writer.closure(at: callback.location, captures: how),
            ])
            return found
        }
    }

    /// An object made with the handler keeps it (`UIAlertAction(…, handler:)`), or a subscription keeps it in its
    /// result until cancelled. A call the catalogue does not know as one of these (a project's request that returns a
    /// cancellable handle) is not taken to keep it: a request lets its completion go when it ends.
    private func keepsItsHandler(_ call: CallSite, label: String?, context: SelfContext, index: ProjectIndex) -> Bool {
        // `UIAlertAction(title:style:handler:)`, `[UIAlertAction actionWithTitle:style:handler:]`.
        let keeping = index.options.catalog.types.handlerKeepingClasses
        if keeping.contains(call.name) || call.receiver.map(keeping.contains) == true { return true }
        let catalog = index.options.catalog
        let subscribes =
            catalog.keepingEntry(for: call) != nil || catalog.isSubscription(call.name)
            || call.downstream.contains(where: catalog.isSubscription)
        guard subscribes, !index.completes(call, in: context) else { return false }
        if case .byResult = catalog.keeping(of: call, label: label) { return true }
        return false
    }

    // MARK: A closure that captures the argument an owner passes itself as

    /// `func bind(view: ProfileView) { $name.sink { view.label.text = $0 }.store(in: &bag) }`, where the view keeps
    /// this object and calls `viewModel.bind(view: self)`.
    private func capturedArguments(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        let methods = file.methods.filter { !$0.parameterNames.isEmpty }
        guard !methods.isEmpty, !index.ownership.selfPassings.isEmpty else { return [] }
        return file.callbacks.compactMap { callback -> Finding? in
            guard case .closure(let captures) = callback.body, let typeName = callback.context.typeName,
                let member = callback.context.member, !callback.context.isStatic,
                let passings = index.handOvers(in: index.ownership.selfPassings, to: typeName, member: member)
            else { return nil }
            for method in methods where method.typeName == typeName && method.name == member {
                for (position, name) in method.parameterNames.enumerated() {
                    guard let use = captures.capturedVariables.first(where: { $0.name == name }) else { continue }
                    let label = position < method.parameterLabels.count ? method.parameterLabels[position] : nil
                    guard let passing = passings.first(where: { $0.label == label }),
                        let retention = keptBySelf(callback, index: index)
                    else { continue }
                    return capturedArgument(
                        name, use: use.location, callback: callback, retention: retention, passing: passing,
                        file: file, index: index)
                }
            }
            return nil
        }
    }

    /// How the object keeps the closure: in a storage of its own, an object it owns, or a property of its own
    /// (`self.onChange = ^{ … }`, which `Retention` leaves to the rules about `self`).
    private func keptBySelf(_ callback: Callback, index: ProjectIndex) -> Retention? {
        if case .propertyAssignment(.selfInstance, let property) = callback.delivery,
            let type = callback.context.typeName, index.hold(of: property, in: type) != .notOwning,
            !index.options.catalog.has(property, role: .oneShot)
        {
            let path = StoragePath.property(property)
            return Retention(receiver: path.text, isProperty: true, holder: .selfStorage(path))
        }
        guard let retention = Retention.of(callback, index: index) else { return nil }
        switch retention.holder {
        case .selfStorage, .ownedObject: return retention
        case .registry, .shared: return nil
        }
    }

    private func capturedArgument(
        _ name: String, use: SourceLocation, callback: Callback, retention: Retention, passing: OwnershipModel.HandOver,
        file: FileFacts, index: ProjectIndex
    ) -> Finding {
        let owner = ProjectIndex.simpleName(passing.ownerType)
        let kept = ([owner] + passing.keptIn.propertyNames).joined(separator: ".")
        let how: Phrase = "captures \(code: name) strongly"
        // The type empties, cancels or sets back to nil what keeps the closure (`dispatch_source_cancel(self.source)`).
        var ended: Phrase?
        switch retention.holder {
        case .selfStorage(let path), .ownedObject(_, _, let path?):
            ended = CycleEnds.clearing(of: path, in: callback.context, index: index)
        case .ownedObject, .registry, .shared:
            break
        }
        var found = finding(
            in: file, at: use,
            "\(.closure) \(retention.receiverPhrase) \(how), and \(code: owner) passes itself as \(code: name) while it keeps this object in \(code: kept): each keeps the other alive"
                + (ended ?? ""),
            advice: file.language == .objectiveC
                ? "use a '__weak' copy of \(code: name) in the block" : "capture [weak \(name)]",
            remedy: file.language == .swift ? .captureWeakly(name) : nil,
            context: callback.context, index: index)
        if ended != nil { found.severity = .note }
        found.closure = callback.location
        let writer = PathWriter(file, index: index)
        let (first, back) = Self.handOverSteps(
            passing, kept: kept, keeps: "\(code: owner) keeps this object in \(code: kept)", handedAs: name,
            hands: "\(code: owner) passes itself as \(code: name) here", writer: writer)
        found.path = LeakPath(
            [first, writer.holder(retention, of: callback), writer.closure(at: callback.location, captures: how), back])
        return found
    }

    /// The two steps a hand-over adds to a path, each in its own file: where the owner keeps the object it hands
    /// itself to, and where it hands itself over (the step that closes the cycle).
    private static func handOverSteps(
        _ handOver: OwnershipModel.HandOver, kept: String, keeps: Phrase, handedAs label: String, hands: Phrase,
        writer: PathWriter
    ) -> (first: PathStep, back: PathStep) {
        var first = writer.step(
            .storage, "\(code: kept)", .strong, keeps, at: handOver.keptInLocation ?? handOver.place)
        first.file = handOver.keptInFile
        var back = writer.step(.object, "\(code: label)", .strong, hands, at: handOver.place)
        back.file = handOver.file
        return (first, back)
    }
}
