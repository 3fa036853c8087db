import LeakwatchCore

/// What ends a cycle before the object could be released, said as the clause a capture finding adds when the
/// type ends it in a method: it lets the storage go, the storage's owner lets the closure go, a singleton's
/// property is set again, or the registration is undone. Each answer is nil when nothing ends it.
enum CycleEnds {
    /// The type sets `path` (`self.alert.action`) or a part of it back to nil, empties or cancels it in a method
    /// (`alert = nil`), or a presentation bound to it resets it.
    static func clearing(of path: StoragePath, in context: SelfContext, index: ProjectIndex) -> Phrase? {
        guard !path.isSelfItself, let typeName = context.typeName,
            let cleared = index.clearedPart(of: path.propertyNames, in: typeName)
        else { return nil }
        return clearedClause(ProjectIndex.simpleName(typeName), StoragePath(written: cleared).text)
    }

    /// The object that holds the closure is let go (`self.helper = nil`), or lets the closure go; or the object
    /// made into a local and kept in a property (`notReachableAlert = alert`) is let go, unless the closure holds
    /// that object too (`child.isCompleted = { self.finish(child) }`): the object then keeps itself, and the
    /// closure `self`, after the property lets it go.
    static func holderClearing(
        of retention: Retention, for callback: Callback, capturesItsHolder: Bool, index: ProjectIndex
    ) -> Phrase? {
        if case .propertyAssignment(let owner, let property) = callback.delivery {
            if case .selfProperty(let path) = owner,
                let cleared = clearing(of: path, in: callback.context, index: index)
            {
                return cleared
            }
            if let cleared = ownerClearing(of: owner, property: property, in: callback.context, index: index) {
                return cleared
            }
        }
        if case .ownedObject(_, _, let keptIn?) = retention.holder, !capturesItsHolder {
            return clearing(of: keptIn, in: callback.context, index: index)
        }
        return nil
    }

    /// The closure is stored in a property of an object `self` keeps (`download.completionHandler = { … }` with
    /// `self.current = download`), and that object's type sets the property back to nil, empties or cancels it
    /// in a method (calls the handler once, then drops it). Nil also when the object's type is not declared.
    static func ownerClearing(
        of owner: Owner, property: String, in context: SelfContext, index: ProjectIndex
    ) -> Phrase? {
        guard let storage = owner.storagePath, let name = storage.firstProperty,
            let typeName = context.typeName,
            let declared = index.propertyType(name, in: typeName)
        else { return nil }
        let ownerType = ProjectIndex.declaredTypeName(declared)
        return index.clears(property, in: ownerType) ? clearedClause(ownerType, property) : nil
    }

    /// A closure stored through a singleton or global (`Current.database`) whose property the type sets again in
    /// a method (a test's `tearDown` putting back what `setUp` replaced): it is let go then.
    static func sharedRelease(of retention: Retention, in context: SelfContext, index: ProjectIndex) -> Phrase? {
        guard case .shared(let holder) = retention.holder, let typeName = context.typeName else { return nil }
        // Stored in a property of the singleton (`Current.database = { … }`), or a token stored there.
        let path = retention.isProperty ? retention.receiver : holder
        guard let type = index.reassigningType(ofShared: path, in: typeName, storingMember: context.member) else {
            return nil
        }
        return "\(code: path) keeps it until \(code: type) sets it again in a method, which lets it go"
    }

    /// The registry keeps the callback, and the type undoes the registration in a method other than `deinit`
    /// (`windowWillClose`, `viewWillDisappear`): the cycle ends when that method runs.
    /// A timer stored in a property counts too: `timer?.invalidate()` in `viewWillDisappear` undoes it.
    static func removal(for callback: Callback, in file: FileFacts, index: ProjectIndex) -> Phrase? {
        guard case .argument(let site, _, _) = callback.delivery,
            let method = undoings(of: site, in: callback.context, file: file, index: index).lazy.compactMap(\.function)
                .first(where: { $0 != "deinit" })
        else { return nil }
        return "; \(code: method) undoes the registration, which ends the cycle when it runs"
    }

    /// ", and the 'removeObserver' in 'deinit' never runs": said only where the type undoes the registration in its
    /// teardown, which never runs while the closure keeps `self`.
    static func teardownUndoing(for callback: Callback, in file: FileFacts, index: ProjectIndex) -> Phrase? {
        guard case .argument(let call, _, _) = callback.delivery,
            let undoing = undoings(of: call, in: callback.context, file: file, index: index).first(where: {
                $0.function == "deinit"
            })
        else { return nil }
        return ", and the \(code: undoing.call.displayName) in \(.teardown) never runs"
    }

    /// The calls of `self`'s type that undo the registration `call` makes, or stop what `self` keeps its result in
    /// (`timer?.invalidate()`, `token.cancel()`), with the methods they are made in.
    static func undoings(
        of call: CallSite, in context: SelfContext, file: FileFacts, index: ProjectIndex
    ) -> [ObserverCall] {
        guard let typeName = context.typeName else { return [] }
        var undoings: [ObserverCall] = []
        if let observerCall = file.observerCalls.first(where: { $0.call.location == call.location }),
            let registration = Registration.of(observerCall, index: index)
        {
            undoings += registration.removals(in: typeName, index: index)
        }
        if case .selfStorage(let path) = call.result {
            let removals = Set(index.options.catalog.entries.filter { $0.role == .remove }.map(\.name))
            for name in removals.sorted() {
                undoings += index.observerCalls(in: typeName, named: name).filter {
                    $0.receiver?.text == path.text || $0.receiver?.text == path.text + "[]"
                }
            }
        }
        return undoings
    }

    /// The methods of the type that run when an object is torn down: `deinit` (`dealloc`) and what it calls, at any
    /// depth (`deinit { stopObserving() }`).
    static func teardownMethods(of typeName: String, index: ProjectIndex) -> Set<String> {
        let methods = index.methods(of: typeName)
        var reached: Set<String> = ["deinit"]
        var pending = ["deinit"]
        while let next = pending.popLast() {
            for method in methods where method.name == next {
                for callee in method.calledMethods where reached.insert(callee).inserted { pending.append(callee) }
            }
        }
        return reached
    }

    /// The closure sets the property that holds it back to nil when it runs (`coordinator.didComplete = nil` in
    /// `coordinator.didComplete = { … }`): it lets itself go then.
    static func selfRelease(of callback: Callback) -> Phrase? {
        guard case .closure(let captures) = callback.body, captures.clearsItsHolder,
            case .propertyAssignment(let owner, let property) = callback.delivery
        else { return nil }
        let holder =
            switch owner {
            case .selfInstance: StoragePath.property(property).text
            case .selfProperty(let path): path.appending(property).text
            case .local(let local): local.path + "." + property
            default: property
            }
        return "; the \(.closure) sets \(code: holder) back to nil when it runs, which ends the cycle then"
    }

    /// A closure stored in `property` of an object of `typeName` that captures that object (`task.onProgress =
    /// { task… }`): the type sets the property back to nil in a method (when the task finishes), which ends the
    /// cycle then.
    static func objectClearing(ofType typeName: String, property: String, index: ProjectIndex) -> Phrase? {
        let type = ProjectIndex.declaredTypeName(typeName)
        return index.clears(property, in: type) ? clearedClause(type, property) : nil
    }

    private static func clearedClause(_ type: String, _ property: String) -> Phrase {
        "; \(code: type) sets \(code: property) back to nil, empties or cancels it (in a method, or through a presentation bound to it), which ends the cycle when that runs"
    }
}
