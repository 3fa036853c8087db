/// The chain of references that keeps a leak alive, in the order a reader follows it: each step is one object,
/// closure, storage or registry, where the code makes it, and how it holds the next step. When `closesCycle`
/// is set the last step holds the first step's object again (the closure captures `self`, which keeps the
/// storage the path starts at): `'self.cancellables' → closure (Feed.swift:12) → 'self'`.
package struct LeakPath: Hashable, Sendable {
    package var steps: [PathStep]

    package init(_ steps: [PathStep]) {
        self.steps = steps
    }

    package var isEmpty: Bool { steps.isEmpty }

    /// The one-line form the text reporter prints: each step's label, closures with their place.
    package var line: String {
        steps.map(\.shortLabel).joined(separator: " → ")
    }

    /// The last step holds the first one again: its link goes somewhere.
    package var isCycle: Bool { steps.last.map { $0.link != .end } ?? false }

    /// The step that `index`'s link points to: the following one, or the first again when the path is a cycle.
    package func next(after index: Int) -> PathStep? {
        if index + 1 < steps.count { return steps[index + 1] }
        return isCycle ? steps.first : nil
    }

    /// The step whose link the fix breaks, when the finding offers one.
    package var breakingStep: PathStep? { steps.first { $0.breaks } }
}

/// One node of a `LeakPath` and the link from it to the next node.
package struct PathStep: Hashable, Sendable {
    /// What the step is, for readers and for drawing it.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An instance: `'self'`, `'view'`, `'alert'`.
        case object
        /// A property or collection that holds the next step: `'self.cancellables'`, `'self.timer'`.
        case storage
        /// A closure or block.
        case closure
        /// Something outside the project that keeps what it is given until told otherwise: NotificationCenter,
        /// the run loop of a repeating timer, a singleton.
        case registry
    }

    /// How this step holds the next one.
    package enum Link: String, Hashable, Sendable, CaseIterable {
        /// A strong reference: the next step lives at least as long as this one.
        case strong
        /// A weak or unowned reference, or one the framework does not retain (`assign`): it does not keep.
        case weak
        /// A closure's capture of a variable.
        case capture
        /// A registration: the registry keeps the observer or block until it is removed.
        case registration
        /// The last step: it holds nothing further on the path.
        case end
    }

    package var kind: Kind
    /// The step as code: `'self.cancellables'`, `closure`, `'self'`, `NotificationCenter`.
    package var label: String
    package var link: Link
    /// What the step does, in words: "the subscription is stored in 'self.cancellables'".
    package var message: String
    package var file: String
    package var location: SourceLocation
    /// The fix breaks this step's link (a weak capture, a weak property, a removal).
    package var breaks: Bool

    package init(
        kind: Kind, label: String, link: Link, message: String, file: String, location: SourceLocation,
        breaks: Bool = false
    ) {
        self.kind = kind
        self.label = label
        self.link = link
        self.message = message
        self.file = file
        self.location = location
        self.breaks = breaks
    }

    /// `'self.cancellables'`; a closure with the file and line it starts at, since closures have no names.
    package var shortLabel: String {
        guard kind == .closure else { return label }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(label) (\(name):\(location.line))"
    }
}
