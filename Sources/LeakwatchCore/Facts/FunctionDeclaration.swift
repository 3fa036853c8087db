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

        package init(label: String?, position: Int, isEscaping: Bool, forwards: [Forwarding] = []) {
            self.label = label
            self.position = position
            self.isEscaping = isEscaping
            self.forwards = forwards
        }
    }

    /// One place a closure parameter goes inside the function's body.
    package enum Forwarding: Hashable, Sendable, Codable {
        case argument(CallSite, label: String?, position: Int)
        /// Stored in a property of the function's own object, plain or in a collection (`self.handlers`).
        case storedProperty(String)
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
