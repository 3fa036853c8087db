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
            // A bare name the type does not declare may be a member it inherits from a framework class, unless
            // it names a global function (the standard library's or the project's own).
            return index.hasInstanceMember(name, in: typeName)
                || !(APICatalog.isGlobalFunction(name) || index.isGlobalFunction(name))
        }
    }

    /// How the closure holds `self`, for the message.
    static func how(_ use: SelfUse) -> Phrase {
        switch use.via {
        case .explicit, .implicitMember: "captures 'self' strongly"
        case .captureList: "captures 'self' strongly with [self] in its capture list"
        case .rebound: "captures \(.strongSelfRebinding)"
        case .alias(let name): "captures 'self' strongly through \(code: name)"
        case .nestedWeakCapture: "captures 'self' strongly to form the [weak self] of a nested \(.closure)"
        case .nestedUnownedCapture: "captures 'self' strongly to form the [unowned self] of a nested \(.closure)"
        }
    }

    /// The fix that breaks the cycle at this use, in the language of the file: the words and the change.
    static func fix(_ use: SelfUse, in language: Language = .swift) -> (advice: Phrase, remedy: Remedy?) {
        if language == .objectiveC {
            let dance: Phrase =
                "declare '__weak typeof(self) weakSelf = self;' before the block and use 'weakSelf' in it "
                + "('__strong typeof(weakSelf) strongSelf = weakSelf;' first where it must stay alive)"
            if case .alias(let name) = use.via {
                return ("use a '__weak' copy of 'self' instead of \(code: name): \(dance)", .weakSelfInsteadOf(name))
            }
            return (dance, .weakCopyOfSelf)
        }
        return switch use.via {
        case .nestedWeakCapture: ("move [weak self] to this \(.closure)", .captureWeaklyInEnclosingClosure)
        // `[unowned self]` of an optional `self` does not compile: both closures change, which is for the user.
        case .nestedUnownedCapture:
            ("capture [weak self] in this \(.closure), and in the nested one instead of [unowned self]", nil)
        case .rebound: ("capture [weak self] in this \(.closure) too", .captureWeakly("self"))
        case .alias(let name): ("capture [weak self] instead of \(code: name)", .weakSelfInsteadOf(name))
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
