import LeakwatchCore

/// The strong uses of `self` that count for a closure, with what the index confirms about implicit ones.
enum SelfCaptures {
    /// The strong captures of `self` in order; empty when `self` is not a reference or the closure provably
    /// cannot escape (it names a member without `self.`, which Swift allows only in non-escaping closures).
    static func strongUses(of captures: ClosureCaptures, in context: SelfContext, index: ProjectIndex) -> [SelfUse] {
        guard index.selfIsReference(in: context), let typeName = context.typeName else { return [] }
        let provesNonEscaping = captures.implicitMemberUses.contains {
            index.hasInstanceMember($0.name, in: typeName)
        }
        if provesNonEscaping { return [] }
        return captures.selfUses.filter { use in
            guard case .implicitMember(let name) = use.via else { return true }
            return index.hasInstanceMember(name, in: typeName) || !APICatalog.isGlobalFunction(name)
        }
    }

    /// How the closure holds `self`, for the message.
    static func how(_ use: SelfUse) -> String {
        switch use.via {
        case .explicit, .implicitMember: "captures 'self' strongly"
        case .captureList: "captures 'self' strongly with [self] in its capture list"
        case .rebound: "captures the strong 'self' of an enclosing 'guard let self'"
        case .alias(let name): "captures 'self' strongly through '\(name)'"
        case .nestedWeakCapture: "captures 'self' strongly to form the [weak self] of a nested closure"
        }
    }

    /// The fix that breaks the cycle at this use, in the language of the file: the words and the change.
    static func fix(_ use: SelfUse, in language: Language = .swift) -> (advice: String, remedy: Remedy?) {
        if language == .objectiveC {
            let dance =
                "declare '__weak typeof(self) weakSelf = self;' before the block and use 'weakSelf' in it "
                + "('__strong typeof(weakSelf) strongSelf = weakSelf;' first where it must stay alive)"
            if case .alias(let name) = use.via {
                return ("use a '__weak' copy of 'self' instead of '\(name)': \(dance)", .weakSelfInsteadOf(name))
            }
            return (dance, .weakCopyOfSelf)
        }
        return switch use.via {
        case .nestedWeakCapture: ("move [weak self] to this closure", .captureWeaklyInEnclosingClosure)
        case .rebound: ("capture [weak self] in this closure too", .captureWeakly("self"))
        case .alias(let name): ("capture [weak self] instead of '\(name)'", .weakSelfInsteadOf(name))
        default: ("capture [weak self]", .captureWeakly("self"))
        }
    }
}

extension Callback {
    /// The registration call this callback is an argument of, for the one-finding-per-leak merge.
    var registrationMark: RegistrationMark? {
        guard case .argument(let site, _, _) = delivery else { return nil }
        return RegistrationMark(location: site.location, role: .capture)
    }
}

extension ProjectIndex {
    /// What to add to a finding whose closure is kept through `path` (`self.alert.action`) when the type sets
    /// the path or a part of it back to nil, empties or cancels it in a method (`alert = nil`), or a presentation bound
    /// to it resets it: that ends the cycle, so the finding is a note that says so. Nil when nothing clears it.
    func clearingClause(of path: StoragePath, in context: SelfContext) -> String? {
        guard !path.isSelfItself, let typeName = context.typeName,
            let cleared = clearedPart(of: path.propertyNames, in: typeName)
        else { return nil }
        return Self.clearedClause(Self.simpleName(typeName), StoragePath(written: cleared).text)
    }

    /// What to add to a finding whose closure is stored in a property of an object `self` keeps
    /// (`download.completionHandler = { … }` with `self.current = download`) when that object's type sets the
    /// property back to nil, empties or cancels it in a method (calls the handler once, then drops it): a note that
    /// says so. Nil otherwise, or when the object's type is not declared.
    func ownerClearingClause(of owner: Owner, property: String, in context: SelfContext) -> String? {
        guard let storage = owner.storagePath, let name = storage.firstProperty,
            let typeName = context.typeName,
            let declared = propertyType(name, in: typeName)
        else { return nil }
        let ownerType = Self.declaredTypeName(declared)
        return clears(property, in: ownerType) ? Self.clearedClause(ownerType, property) : nil
    }

    /// What keeps a closure stored through a singleton or global (`Current.database`) when the type sets that
    /// property again in a method (a test's `tearDown` putting back what `setUp` replaced): it is let go then, so
    /// the finding is a note that says so. Nil when nothing sets it again.
    func sharedReleaseClause(of retention: Retention, in context: SelfContext) -> String? {
        guard case .shared(let holder) = retention.holder, let typeName = context.typeName else { return nil }
        // Stored in a property of the singleton (`Current.database = { … }`), or a token stored there.
        let path = retention.isProperty ? retention.receiver : holder
        guard let type = reassigningType(ofShared: path, in: typeName, storingMember: context.member) else {
            return nil
        }
        return "'\(path)' keeps it until '\(type)' sets it again in a method, which lets it go"
    }

    private static func clearedClause(_ type: String, _ property: String) -> String {
        "; '\(type)' sets '\(property)' back to nil, empties or cancels it (in a method, or through a presentation bound to it), which ends the cycle when that runs"
    }
}
