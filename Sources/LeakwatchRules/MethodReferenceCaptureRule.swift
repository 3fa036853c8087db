import LeakwatchCore

/// An instance method passed as a callback (`sink(receiveValue: handle)`, `onClose = close`) is a closure
/// that captures `self` strongly, with no place to write [weak self]. Reported where the same closure
/// would be reported by `strong-self-capture`, and when stored in a property of `self`. Skips names that
/// are not instance methods of the type (closure properties, locals, static functions).
struct MethodReferenceCaptureRule: Rule {
    let description = RuleDescription(
        id: "method-reference-capture",
        summary: "an instance method passed as a kept callback captures 'self' strongly",
        rationale: """
            'sink(receiveValue: self.handle)' builds a closure that holds 'self' strongly. When the \
            subscription, observer or callback property that receives it lives as long as 'self', the two keep \
            each other alive. Unlike a closure literal, a method reference cannot say [weak self].
            """,
        defaultSeverity: .warning,
        languages: [.swift],
        firingExample: """
            viewModel.$items
                .sink(receiveValue: render) // ← reported
                .store(in: &cancellables)
            """,
        silentExample: """
            viewModel.$items
                .sink { [weak self] in self?.render($0) }
                .store(in: &cancellables)
            """)

    /// A bare name is a method reference only when the type has such a method and no property of that name
    /// (the front end has already left out locals and parameters).
    private static func isMethodReference(
        _ name: String, _ callback: Callback, _ typeName: String, _ index: ProjectIndex
    )
        -> Bool
    {
        guard index.hasInstanceMethod(name, in: typeName), !index.hasInstanceProperty(name, in: typeName),
            !APICatalog.isFrameworkProperty(name)
        else { return false }
        return true
    }

    static let advice: Phrase = "use a \(.closure) with [weak self]"

    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding] {
        file.callbacks.compactMap { callback in
            guard case .methodReference(let name) = callback.body, let typeName = callback.context.typeName,
                index.selfIsReference(in: callback.context), Self.isMethodReference(name, callback, typeName, index)
            else { return nil }
            let writer = PathWriter(file, index: index)
            if case .propertyAssignment(.selfInstance, let property) = callback.delivery {
                let stored = StoragePath.property(property).text
                var found = finding(
                    in: file, at: callback.location,
                    "method \(code: name) stored in \(code: stored) captures 'self' strongly: 'self' keeps the \(.closure) and the \(.closure) keeps 'self'",
                    advice: Self.advice, remedy: .closureWithWeakSelf, context: callback.context, index: index)
                found.path = writer.storedInOwnProperty(
                    stored, owner: "self", closureAt: callback.location, how: "captures 'self' strongly",
                    use: callback.location, closureLabel: "method \(code: name)")
                return found
            }
            guard let retention = Retention.of(callback, index: index) else { return nil }
            var kept: Phrase
            var ended: Phrase?
            if case .selfStorage(let path) = retention.holder {
                kept = " and is kept by \(path.phrase)"
                ended = CycleEnds.clearing(of: path, in: callback.context, index: index)
            } else if let released = CycleEnds.sharedRelease(of: retention, in: callback.context, index: index) {
                kept = "; \(released)"
                ended = ""
            } else {
                kept = "; \(retention.clause)"
                switch retention.holder {
                case .registry:
                    kept += CycleEnds.teardownUndoing(for: callback, in: file, index: index) ?? ""
                    ended = CycleEnds.removal(for: callback, in: file, index: index)
                case .ownedObject:
                    // The object that keeps its handler (a network connection) is let go or cancelled in a method.
                    if case .argument(let call, _, _) = callback.delivery, let path = call.receiverOwner?.storagePath {
                        ended = CycleEnds.clearing(of: path, in: callback.context, index: index)
                    }
                default:
                    break
                }
                // A method reference holds only `self`, never the object that keeps it.
                ended =
                    ended
                    ?? CycleEnds.holderClearing(of: retention, for: callback, capturesItsHolder: false, index: index)
            }
            kept += ended ?? ""
            var found = finding(
                in: file, at: callback.location,
                "method \(code: name) \(retention.receiverPhrase) captures 'self' strongly\(kept)", advice: Self.advice,
                remedy: .closureWithWeakSelf, context: callback.context, index: index)
            if ended != nil { found.severity = .note }
            found.registration = callback.registrationMark
            found.path = writer.capture(
                retention, of: callback, how: "holds 'self' strongly: a method reference keeps its object",
                use: callback.location,
                closureLabel: "method \(code: name)")
            return found
        }
    }
}
