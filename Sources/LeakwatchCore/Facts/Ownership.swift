/// Who holds an object that receives a callback, as far as the code of one function shows.
package enum Owner: Hashable, Sendable, Codable {
    /// `self` itself.
    case selfInstance
    /// A stored property of `self` at any depth (`self.header.button`).
    case selfProperty(StoragePath)
    /// A singleton or static property (`Foo.shared`, `NotificationCenter.default`), alive for the whole run.
    case shared(String)
    /// A local variable or parameter.
    case local(LocalOwner)
    /// Anything else: a call result, a global, an object the code does not own.
    case unknown(String)

    /// `self` itself for the empty path (`self.self`), a property of `self` otherwise.
    package static func ofSelf(_ path: StoragePath) -> Owner { path.isSelfItself ? .selfInstance : .selfProperty(path) }

    /// The owner as the user wrote it, for messages.
    package var description: String {
        switch self {
        case .selfInstance: "self"
        case .selfProperty(let path): path.text
        case .shared(let path), .unknown(let path): path
        case .local(let local): local.path
        }
    }

    /// Where `self` keeps the object: `self.source`, or the property a local was stored into; nil when `self` does
    /// not keep it.
    package var storagePath: StoragePath? {
        switch self {
        case .selfProperty(let path): path
        case .local(let local): local.keptBySelf
        case .selfInstance, .shared, .unknown: nil
        }
    }
}

/// A local variable or parameter that receives a callback, with what became of it.
package struct LocalOwner: Hashable, Sendable, Codable {
    /// The variable's name.
    package var name: String
    /// The full receiver as written (`child`, `cell.button`).
    package var path: String
    /// Where `self` keeps the variable (`self.childCoordinators`, `self.view` for `view.addSubview(x)`), if it does.
    package var keptBySelf: StoragePath?
    /// A cell or view handed out by a table or collection (dequeued, or a view-typed parameter): its
    /// owner is `self`'s view hierarchy.
    package var isHostedView: Bool
    /// The type the variable is declared with or made from (`Row` of `var row = Row(title: "a")`), when the code
    /// says: a closure that captures a variable of a value type holds the variable's storage, not an object.
    package var typeName: String?
    /// The variable's value is a new object its declaration makes (`let renderer = Renderer()`), not one found
    /// elsewhere (`findInChildren()`), which something else may keep.
    package var isMadeHere: Bool
    /// A parameter of the function: its caller owns the object, whatever `self`'s lifetime is.
    package var isParameter = false

    package init(
        name: String, path: String, keptBySelf: StoragePath?, isHostedView: Bool, typeName: String? = nil,
        isMadeHere: Bool = false, isParameter: Bool = false
    ) {
        self.name = name
        self.path = path
        self.keptBySelf = keptBySelf
        self.isHostedView = isHostedView
        self.typeName = typeName
        self.isMadeHere = isMadeHere
        self.isParameter = isParameter
    }
}

/// What becomes of a value, such as the token or cancellable a registration returns.
package enum Keeper: Hashable, Sendable, Codable {
    /// Stored by `self`: a property, a collection property, `store(in:)`, `disposed(by:)`; `self` itself for
    /// `self.add(x)`.
    case selfStorage(StoragePath)
    /// Stored by a singleton or static property, which lives for the whole run.
    case shared(String)
    /// Held by a local that is not stored further: released at the end of the scope.
    case local(String)
    /// Stored into the object a local names (`alert.addAction(UIAlertAction(…))`, `disposed(by: cell.disposeBag)`):
    /// what keeps that object keeps the value, and a closure that captures the local is kept by what it captures.
    case heldByLocal(String)
    /// Thrown away: an expression statement or `_ =`.
    case discarded
    /// Returned to the caller.
    case returned
    /// Anything else (passed on, stored elsewhere).
    case other(String)
}
