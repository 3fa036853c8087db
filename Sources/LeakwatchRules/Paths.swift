import LeakwatchCore

/// Writes the steps of a finding's path in the words of the file's language: what keeps what, where.
struct PathWriter {
    let file: FileFacts
    let wording: Wording

    init(_ file: FileFacts, index: ProjectIndex) {
        self.file = file
        wording = Wording(file.language, catalog: index.options.catalog)
    }

    func step(
        _ kind: PathStep.Kind, _ label: Phrase, _ link: PathStep.Link, _ message: Phrase, at location: SourceLocation,
        breaks: Bool = false
    ) -> PathStep {
        PathStep(
            kind: kind, label: wording.say(label), link: link, message: wording.say(message).onOneLine,
            file: file.path, location: location, breaks: breaks)
    }

    /// A closure (a block in Objective-C) that captures `name`: the link a weak capture breaks.
    func closure(at location: SourceLocation, captures how: Phrase, breaks: Bool = true) -> PathStep {
        step(.closure, "\(.closure)", .capture, "the \(.closure) \(how)", at: location, breaks: breaks)
    }

    /// An object at the end of a path, or the one that closes a cycle by keeping the first step (`keeps`).
    func object(_ name: String, at location: SourceLocation, keeps first: PathStep?) -> PathStep {
        if let first {
            return step(.object, "\(code: name)", .strong, "\(code: name) keeps \(first.label)", at: location)
        }
        return step(
            .object, "\(code: name)", .end, "\(code: name) stays alive as long as the \(.closure)", at: location)
    }

    /// Where the code names what keeps a callback: the call it is passed to, or the closure itself.
    static func place(of callback: Callback) -> SourceLocation {
        if case .argument(let call, _, _) = callback.delivery { return call.location }
        return callback.location
    }

    /// What keeps a callback, as the first step of its path: a storage of `self`'s, an object `self` owns, a
    /// registry or a singleton.
    func holder(_ retention: Retention, of callback: Callback) -> PathStep {
        let location = Self.place(of: callback)
        switch retention.holder {
        case .selfStorage(let path):
            return step(
                .storage, path.phrase, .strong,
                "\(retention.receiverPhrase), the \(.closure) is kept by \(path.phrase)", at: location)
        case .ownedObject(let target, let reason, _):
            return step(.storage, target, .strong, "\(reason); it keeps the \(.closure)", at: location)
        case .registry(let reason):
            return step(
                .registry, "\(code: registryName(callback, retention))", .registration, reason, at: location)
        case .shared(let path):
            return step(
                .registry, "\(code: path)", .strong, "\(code: path) keeps the \(.closure) for the whole run",
                at: location)
        }
    }

    /// `NotificationCenter.default.addObserver`: the registration as written.
    func registryName(_ callback: Callback, _ retention: Retention) -> String {
        guard case .argument(let call, _, _) = callback.delivery else { return retention.receiver }
        return registryName(call)
    }

    /// `NotificationCenter.default.addObserver`; a chain (`publisher(for: …).sink`) by its last call alone, and
    /// an Objective-C message by its selector.
    func registryName(_ call: CallSite) -> String {
        // `$0` means nothing outside its closure: the call alone names the registration.
        guard file.language == .swift, let receiver = call.receiver, !receiver.isEmpty, !receiver.contains("("),
            !receiver.contains("\n"), !receiver.hasPrefix("$")
        else { return call.displayName }
        return "\(receiver).\(call.displayName)"
    }

    /// The whole path of a callback kept by `retention` whose closure holds `name` (at `use`): the holder, the
    /// closure, then `name`, which keeps the holder again when the holder is `self`'s own.
    func capture(
        _ retention: Retention, of callback: Callback, how: Phrase, name: String = "self", use: SourceLocation,
        closureLabel: Phrase? = nil
    ) -> LeakPath {
        var steps = [holder(retention, of: callback)]
        // `self.childCoordinators` keeps `child`, whose `isCompleted` keeps the closure.
        if case .ownedObject(_, let reason, let keptIn?) = retention.holder {
            steps.insert(
                step(.storage, keptIn.phrase, .strong, reason, at: Self.place(of: callback)), at: 0)
            steps[1].message = wording.say("it keeps the \(.closure)")
        }
        var closureStep = closure(at: callback.location, captures: how)
        if let closureLabel { closureStep.label = wording.say(closureLabel) }
        let ownedBySelf: Bool
        switch retention.holder {
        case .selfStorage, .ownedObject: ownedBySelf = true
        case .registry, .shared: ownedBySelf = false
        }
        return LeakPath(steps + [closureStep, object(name, at: use, keeps: ownedBySelf ? steps[0] : nil)])
    }

    /// A closure stored in a property of `owner` that captures `owner`: the property, the closure, the owner.
    func storedInOwnProperty(
        _ property: String, owner: String, closureAt location: SourceLocation, how: Phrase, use: SourceLocation,
        closureLabel: Phrase? = nil
    ) -> LeakPath {
        let first = step(
            .storage, "\(code: property)", .strong, "\(code: property) keeps the \(.closure)", at: location)
        var closureStep = closure(at: location, captures: how)
        if let closureLabel { closureStep.label = wording.say(closureLabel) }
        return LeakPath([first, closureStep, object(owner, at: use, keeps: first)])
    }
}
