import LeakwatchCore
import SwiftSyntax

/// A name declared in the code being walked, with what is known about the value it holds.
final class Binding {
    typealias Kind = BindingKind

    let name: String
    var kind: Kind
    /// The index of the scope that declares it.
    var depth: Int
    /// Where a closure held by this local goes next (`let handler = { … }; button.onTap = handler`).
    var forwardedDelivery: PendingDelivery?
    /// Set for a local initialized with a closure, whose later uses are followed.
    var holdsClosure = false
    /// Set for a local initialized with a call result (a chain, a token), whose later chains are followed.
    var holdsCallResult = false
    /// The chain whose result the local holds (`dataTaskPublisher` for `let p = session.dataTaskPublisher(…)`),
    /// so that a subscription to the local knows where its values come from.
    var valueUpstream: [String]?
    /// A closure parameter of the function being walked: its frame and index, to follow where it goes.
    weak var closureParameterOf: FunctionFrame?
    var closureParameterIndex = 0
    /// What the variable stands for in observer calls: `self.token` for `if let token = self.token`,
    /// `self.tokens[]` for `for token in tokens`.
    var aliasPath: ValueRef?
    /// The long-lived object the local names (`let center = NotificationCenter.default`, `let bag = self.bag`):
    /// calls on the local are calls on that object, which does not die with the scope.
    var aliasOwner: Owner?
    /// Set when the value is a dequeued cell or a view-typed parameter.
    var isHostedView = false
    /// Where `self` stores the value, once the code shows it.
    var keptBySelf: StoragePath?
    /// The storing call that handed the value to `keptBySelf` (see `TrackedLocal.keptThrough`).
    var keptThrough: StoringCall?
    /// The code calls `cancel()` on the local's value (`task.cancel()`, `task?.cancel()`).
    var isCancelled = false
    /// The calls applied where `self` came to keep the local's chain (see `TrackedLocal.laterDownstream`).
    var laterDownstream: [String] = []
    /// The local whose object the code stores this one's value into (see `TrackedLocal.holder`).
    var holder: Binding?
    /// How often the code uses the variable after declaring it: a token held in a local and used again
    /// (`token.cancel()`) is managed, not forgotten.
    var useCount = 0
    /// A parameter of the function: its object comes from the caller and outlives the call.
    var isParameter = false
    /// The function and position of a parameter, to follow where the body keeps it.
    weak var parameterOf: FunctionFrame?
    var parameterPosition = 0
    /// A `weak`/`unowned` variable or capture: using it captures nothing strong.
    var isWeak = false
    /// An `unowned` variable or capture (`unowned(unsafe)`: `isUnsafe` too): a closure that uses it may outlive
    /// its object.
    var isUnowned = false
    /// The type the variable is declared with or made from (`Row` of `var row = Row(title: "a")`).
    var typeName: String?
    /// The variable's value is a new object its initializer makes (`let renderer = Renderer()`).
    var isMadeHere = false
    var isUnsafe = false

    init(name: String, kind: Kind, depth: Int) {
        self.name = name
        self.kind = kind
        self.depth = depth
    }

    /// The same variable holding a new value: what the code later does with it says nothing of the earlier one.
    func reassigned() -> Binding {
        let fresh = Binding(name: name, kind: kind, depth: depth)
        fresh.isWeak = isWeak
        fresh.isUnowned = isUnowned
        fresh.isUnsafe = isUnsafe
        fresh.typeName = typeName
        fresh.isHostedView = isHostedView
        fresh.useCount = useCount
        return fresh
    }

}

/// The captures of one closure, filled while its body is walked.
final class ClosureFrame {
    /// For the closure of `tokens.forEach { … }`: `self.tokens[]`, what `$0` stands for.
    var elementOf: ValueRef?
    var selfUses: [SelfUse] = []
    var capturedVariables: [NameUse] = []
    var capturedNames: Set<String> = []
    var implicitMemberUses: [NameUse] = []
    var capturesSelfWeakly = false
    var unownedCaptures: [UnownedCapture] = []
    var listedVariables: [String] = []
    var endsItsRegistration = false
    var removesItsOwnToken = false
    /// What the closure's body sets to nil (`coordinator.didComplete = nil`), as written.
    var nilAssignedPaths: [String] = []

    /// The first unowned capture of each name.
    func addUnowned(_ binding: Binding, as name: String? = nil, at location: SourceLocation) {
        let name = name ?? binding.name
        guard !unownedCaptures.contains(where: { $0.name == name }) else { return }
        unownedCaptures.append(
            UnownedCapture(name: name, isSelf: binding.isSelfLike, isUnsafe: binding.isUnsafe, location: location))
    }

    func addCapturedVariable(_ name: String, at location: SourceLocation) {
        if capturedNames.insert(name).inserted {
            capturedVariables.append(NameUse(name: name, location: location))
        }
    }

    var captures: ClosureCaptures {
        var captures = ClosureCaptures(
            selfUses: selfUses, capturedVariables: capturedVariables, implicitMemberUses: implicitMemberUses,
            capturesSelfWeakly: capturesSelfWeakly)
        captures.endsItsRegistration = endsItsRegistration
        captures.removesItsOwnToken = removesItsOwnToken
        captures.unownedCaptures = unownedCaptures
        captures.listedVariables = listedVariables
        return captures
    }

    var capturesAnything: Bool {
        !selfUses.isEmpty || !capturedVariables.isEmpty || !implicitMemberUses.isEmpty || capturesSelfWeakly
            || !unownedCaptures.isEmpty
    }
}

/// A lexical scope: a type body, a function, a closure or a block.
struct Scope {
    enum Kind { case file, type, function, closure, block }

    let kind: Kind
    var bindings: [String: Binding] = [:]
    var closure: ClosureFrame?
    var function: FunctionFrame?
}

/// The scopes around the node being walked, innermost last.
struct ScopeStack {
    private(set) var scopes: [Scope] = [Scope(kind: .file)]

    var depth: Int { scopes.count - 1 }

    mutating func push(_ kind: Scope.Kind, closure: ClosureFrame? = nil, function: FunctionFrame? = nil) {
        scopes.append(Scope(kind: kind, closure: closure, function: function))
    }

    mutating func pop() {
        if scopes.count > 1 { scopes.removeLast() }
    }

    @discardableResult
    mutating func declare(_ name: String, _ kind: Binding.Kind, at depth: Int? = nil) -> Binding {
        let target = depth ?? self.depth
        let binding = Binding(name: name, kind: kind, depth: target)
        scopes[target].bindings[name] = binding
        return binding
    }

    /// A binding made early, from inside a branch of an `if` or `switch` expression that initializes it, is
    /// declared where its declaration ends: never deeper than the current scope.
    mutating func declare(_ binding: Binding) {
        binding.depth = min(binding.depth, depth)
        scopes[binding.depth].bindings[binding.name] = binding
    }

    /// The innermost binding of `name` visible from `depth`.
    func resolve(_ name: String, from depth: Int? = nil) -> Binding? {
        var index = depth ?? self.depth
        while index >= 0 {
            // Most scopes (blocks, bodies without locals) declare nothing: skip them without hashing the name.
            if !scopes[index].bindings.isEmpty, let found = scopes[index].bindings[name] { return found }
            index -= 1
        }
        return nil
    }

    /// The closures between a binding and the use at `depth`: each of them captures the binding.
    func closuresCrossed(from depth: Int? = nil, to binding: Binding) -> [ClosureFrame] {
        let top = depth ?? self.depth
        guard top > binding.depth else { return [] }
        return scopes[(binding.depth + 1)...top].compactMap(\.closure)
    }

    /// True when the code at the top is inside a function or closure (where variables are locals).
    var isInsideCode: Bool {
        for scope in scopes.reversed() where scope.kind != .block {
            return scope.kind == .function || scope.kind == .closure
        }
        return false
    }
}
