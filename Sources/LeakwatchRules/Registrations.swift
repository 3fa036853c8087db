import LeakwatchCore

/// A registration that needs a matching removal, recognized from an observer call, with the test that
/// tells whether another call of the same type undoes it. Shared by the lifecycle rules.
struct Registration {
    enum Kind {
        /// `addObserver(forName:object:queue:using:)`, its token stored in `storage`.
        case blockObserver(storage: String)
        /// `addObserver(_:selector:name:object:)`.
        case selectorObserver(observer: ValueRef, name: ValueRef?)
        /// `addObserver(_:forKeyPath:options:context:)`.
        case keyValueObserver(observer: ValueRef, keyPath: ValueRef)
        /// A pair of the table.
        case pair(ObserverPair, storage: String?)
    }

    var call: ObserverCall
    var kind: Kind
    /// The project wrapper that made the registration, when it was one (`observe(_:handler:)`).
    var wrapper: String?

    /// The registration an observer call makes, if it makes one that needs undoing.
    static func of(_ call: ObserverCall, index: ProjectIndex) -> Registration? {
        let name = call.call.name
        let labels = call.call.labels
        if let (function, _) = index.registeringWrapper(call.call, in: call.context),
            let tokenType = function.returnType
        {
            // A token class that removes its observer in `deinit` balances itself.
            if index.removesRegistrationOnDeinit(ProjectIndex.baseTypeName(tokenType)) { return nil }
            guard let storage = storagePath(call.call.result) else { return nil }
            return Registration(call: call, kind: .blockObserver(storage: storage), wrapper: name)
        }
        if name == "addObserver", labels.contains("forName") {
            guard let storage = storagePath(call.call.result) else { return nil }
            return Registration(call: call, kind: .blockObserver(storage: storage), wrapper: nil)
        }
        if name == "addObserver", labels.contains("selector"), let observer = call.argument(nil) {
            return Registration(
                call: call, kind: .selectorObserver(observer: observer, name: call.argument("name")), wrapper: nil)
        }
        if name == "addObserver", labels.contains("forKeyPath"), let observer = call.argument(nil),
            let keyPath = call.argument("forKeyPath")
        {
            return Registration(call: call, kind: .keyValueObserver(observer: observer, keyPath: keyPath), wrapper: nil)
        }
        // An object held in a local dies with the scope, and what was registered on it with it.
        if call.receiver?.isLocal == true { return nil }
        // A registry that holds its observers weakly (`addDelegate(_:delegateQueue:)`) needs no removal.
        if index.options.catalog.isWeakRegistry(call.call) { return nil }
        for pair in index.options.catalog.observerPairs where pair.add == name {
            guard pair.requiredLabels.allSatisfy({ labels.contains($0) }), pair.exemptLabels != labels,
                pair.appliesTo(call)
            else { continue }
            switch pair.match {
            case .selfArgument:
                guard call.arguments.first?.label == nil, call.arguments.first?.value == .selfInstance,
                    !index.keepsArgumentWeakly(call.call, in: call.context, position: 0)
                else { continue }
                return Registration(call: call, kind: .pair(pair, storage: nil), wrapper: nil)
            case .sameReceiver:
                return Registration(call: call, kind: .pair(pair, storage: nil), wrapper: nil)
            case .token:
                guard let storage = storagePath(call.call.result) else { continue }
                return Registration(call: call, kind: .pair(pair, storage: storage), wrapper: nil)
            }
        }
        return nil
    }

    /// True when `removal` undoes this registration.
    func isRemoved(by removal: ObserverCall) -> Bool {
        let first = removal.argument(nil)
        switch kind {
        case .blockObserver(let storage):
            return removal.call.name == "removeObserver"
                && first.map { Self.key($0.storage.text) == Self.key(storage) } == true
        case .selectorObserver(let observer, let name):
            let removedName = removal.argument("name")
            return removal.call.name == "removeObserver" && first == observer
                && !removal.call.labels.contains("forKeyPath")
                && (removedName == nil || removedName == .literal("nil") || removedName?.lastName == name?.lastName)
        case .keyValueObserver(let observer, let keyPath):
            return removal.call.name == "removeObserver" && first == observer
                && removal.argument("forKeyPath") == keyPath
        case .pair(let pair, let storage):
            guard pair.removals.contains(removal.call.name) else { return false }
            switch pair.match {
            case .selfArgument:
                return removal.arguments.contains { $0.value == .selfInstance } && removal.receiver == call.receiver
            case .sameReceiver:
                return removal.receiver == call.receiver
                    && removal.call.labels.compactMap { $0 } == call.call.labels.compactMap { $0 }
            case .token: return first.map { Self.key($0.storage.text) } == storage.map(Self.key)
            }
        }
    }

    /// `removeObserver(self)`: removes selector observers, never block observers.
    static func removesSelfOnly(_ call: ObserverCall) -> Bool {
        call.call.name == "removeObserver" && call.argument(nil) == .selfInstance
    }

    /// What the user calls the registration in messages.
    var apiName: String {
        switch kind {
        case .blockObserver: wrapper ?? "addObserver(forName:object:queue:using:)"
        case .selectorObserver: "addObserver(_:selector:name:object:)"
        case .keyValueObserver: "addObserver(_:forKeyPath:options:context:)"
        case .pair(let pair, _): pair.add
        }
    }

    /// The names of the calls that can undo it.
    var removalNames: [String] {
        switch kind {
        case .blockObserver, .selectorObserver, .keyValueObserver: ["removeObserver"]
        case .pair(let pair, _): pair.removals.sorted()
        }
    }

    /// What undoes it, for messages.
    var removalName: String {
        switch kind {
        case .blockObserver, .selectorObserver: "removeObserver(_:)"
        case .keyValueObserver: "removeObserver(_:forKeyPath:)"
        case .pair(let pair, _): pair.remove
        }
    }

    private static func storagePath(_ keeper: Keeper) -> String? {
        if case .selfStorage(let path) = keeper { return path }
        return nil
    }

    /// `self.observers[key]`, `self.observers[]` and `self.observers.values[]` all name `self.observers`.
    static func key(_ path: String) -> String {
        var result = ""
        var depth = 0
        for character in path {
            if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
            } else if depth == 0 {
                result.append(character)
            }
        }
        for suffix in [".values", ".keys"] where result.hasSuffix(suffix) { result.removeLast(suffix.count) }
        return result
    }
}

extension ProjectIndex {
    /// The calls of a type that undo `registration`; only calls of the removal's names are compared.
    func removals(of registration: Registration, in typeName: String) -> [ObserverCall] {
        registration.removalNames.flatMap { observerCalls(in: typeName, named: $0) }
            .filter { registration.isRemoved(by: $0) }
    }
}
