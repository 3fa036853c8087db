/// A function of the project that takes closures: tells whether each closure parameter may escape.
package struct FunctionDeclaration: Hashable, Sendable {
    package struct ClosureParameter: Hashable, Sendable {
        /// The argument label, or nil for `_`.
        package var label: String?
        package var position: Int
        package var isEscaping: Bool

        package init(label: String?, position: Int, isEscaping: Bool) {
            self.label = label
            self.position = position
            self.isEscaping = isEscaping
        }
    }

    /// The base name; `init` for initializers, whose owner is the type.
    package var name: String
    package var owner: String?
    /// Every argument label in order, nil for `_`.
    package var labels: [String?]
    package var closureParameters: [ClosureParameter]

    package init(name: String, owner: String?, labels: [String?], closureParameters: [ClosureParameter]) {
        self.name = name
        self.owner = owner
        self.labels = labels
        self.closureParameters = closureParameters
    }
}
