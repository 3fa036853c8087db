/// A function of the project that takes closures: tells whether each closure parameter may escape.
package struct FunctionDeclaration: Hashable, Sendable, Codable {
    package struct ClosureParameter: Hashable, Sendable, Codable {
        /// The argument label, or nil for `_`.
        package var label: String?
        package var position: Int
        package var isEscaping: Bool
        /// Where the body sends the closure: the calls it is passed to (directly or inside another closure)
        /// and the properties it is stored in.
        package var forwards: [Forwarding]
        /// How much of what the body does with the closure `forwards` tells.
        package var uses: Uses

        /// How much of a closure parameter's fate the front end followed.
        package enum Uses: String, Hashable, Sendable, Codable {
            /// No use seen: a declaration without a body, or a stand-in body (a stub) that ignores it.
            case unseen
            /// Every use is a call, a test or a forwarding.
            case followed
            /// Some use goes where `forwards` cannot say: a local, a returned value, another object's property.
            case elsewhere
        }

        package init(
            label: String?, position: Int, isEscaping: Bool, forwards: [Forwarding] = [], uses: Uses = .unseen
        ) {
            self.label = label
            self.position = position
            self.isEscaping = isEscaping
            self.forwards = forwards
            self.uses = uses
        }

        /// True when nothing the function returns can hold the closure: the body only calls it, tests it and
        /// hands it to calls whose results it drops and whose receivers are `self`, what `self` keeps or a
        /// singleton (`self.connection.read { … getImage(t) … }`), or to calls `keepsNothing` says let it go
        /// (`emojis.forEach { … }`, whatever its receiver). A receiver that is a local may be returned.
        package func cannotReachResult(keepsNothing: (CallSite, String?) -> Bool) -> Bool {
            uses == .followed
                && forwards.allSatisfy { forwarding in
                    guard case .argument(let call, let label, _) = forwarding, call.result == .discarded else {
                        return false
                    }
                    if keepsNothing(call, label) { return true }
                    switch call.receiverOwner {
                    case nil, .selfInstance?, .selfProperty?, .shared?: return true
                    case .local?, .unknown?: return false
                    }
                }
        }
    }

    /// One place a closure parameter goes inside the function's body.
    package enum Forwarding: Hashable, Sendable, Codable {
        case argument(CallSite, label: String?, position: Int)
        /// Stored in a property of the function's own object, plain or in a collection (`self.handlers`).
        case storedProperty(StoragePath)
    }

    /// The base name; `init` for initializers, whose owner is the type.
    package var name: String
    package var owner: String?
    /// Every argument label in order, nil for `_`.
    package var labels: [String?]
    package var closureParameters: [ClosureParameter]
    /// The return type as written (`NotificationToken`, `AnyCancellable`), nil for none.
    package var returnType: String?
    /// Where the body keeps its other parameters, by position.
    package var parameterSinks: [Int: [ParameterSink]] = [:]
    /// The chains the function returns, as the calls they are made of (`dataTaskPublisher`, `map`,
    /// `eraseToAnyPublisher`): a subscription to the function's result completes when they all do.
    package var returnedChains: [[String]] = []
    /// Positions of the parameters a call may leave out: those with a default value, and variadic ones.
    package var defaultedPositions: [Int] = []
    /// Declared at the top level of its file, not in a type or a body: a bare call of its name from a method
    /// (`req(message)`) calls it, not a member of `self`.
    package var isGlobal = false
    package var location: SourceLocation

    package init(
        name: String, owner: String?, labels: [String?], closureParameters: [ClosureParameter],
        returnType: String? = nil, location: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
        self.name = name
        self.owner = owner
        self.labels = labels
        self.closureParameters = closureParameters
        self.returnType = returnType
        self.location = location
    }
}
