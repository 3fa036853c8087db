import LeakwatchCore
import SwiftSyntax

/// A function body being walked: its closure parameters and where they go, and the type's own methods it calls.
final class FunctionFrame {
    let name: String
    /// The type it is a member of; nil for global and nested functions.
    let typeName: String?
    let labels: [String?]
    /// The parameters' names inside the body, in order.
    var parameterNames: [String] = []
    let returnType: String?
    let location: SourceLocation
    var closureParameters: [PendingClosureParameter] = []
    var calledMethods: [String] = []
    /// The flag of `self` whose test makes its body return at once and which it sets (`OnceGuard`).
    var onceFlag: String?
    /// The flags of `self` it sets back to false or nil, closures included.
    var clearedFlags: [String] = []
    /// The properties the body compares with nil (see `NilChecks`).
    var nilChecked: [String] = []
    /// `private`/`fileprivate`: no other file can call it.
    var isPrivate = false
    var parameterSinks: [Int: [ParameterSink]] = [:]
    var returnedChains: [[String]] = []
    /// Positions of parameters with a default value or variadic: a call may leave them out.
    var defaultedPositions: [Int] = []
    /// Declared at the top level of the file.
    var isGlobal = false
    /// Closure parameters captured by a closure kept in a local (`let entry = { … closure(…) … }`): they go where
    /// the local goes, known once the body has been walked.
    var parametersInLocalClosures: [(local: Binding, parameter: Int)] = []

    init(name: String, typeName: String?, labels: [String?], returnType: String?, location: SourceLocation) {
        self.name = name
        self.typeName = typeName
        self.labels = labels
        self.returnType = returnType
        self.location = location
    }

    func forward(_ index: Int, _ forwarding: PendingForwarding) { closureParameters.forward(index, forwarding) }

    /// A use of the closure parameter that keeps nothing (`followed`) or that no forwarding describes.
    func recordUse(_ index: Int, followed: Bool) { closureParameters.recordUse(index, followed: followed) }

    var declaration: PendingFunction? { PendingFunction(frame: self) }
}

struct PendingFunction {
    let frame: FunctionFrame

    var declaration: FunctionDeclaration {
        var declaration = FunctionDeclaration(
            name: frame.name, owner: frame.typeName, labels: frame.labels,
            closureParameters: frame.closureParameters.map(\.parameter), returnType: frame.returnType,
            location: frame.location)
        declaration.parameterSinks = frame.parameterSinks
        declaration.returnedChains = frame.returnedChains
        declaration.defaultedPositions = frame.defaultedPositions
        declaration.isGlobal = frame.isGlobal
        return declaration
    }
}
