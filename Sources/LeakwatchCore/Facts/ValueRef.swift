/// A value as the front ends name it in observer calls, so that a registration and the removal that undoes it
/// compare equal across methods and languages: `self`, `self.token`, an element of `self.tokens`, the key
/// path `rate` (`"rate"`, `#keyPath(Player.rate)`, `\.rate`, `@keypath(self, rate)`), a local, a parameter.
package indirect enum ValueRef: Hashable, Sendable, Codable {
    /// `self` (and `super`, which is the same object).
    case selfInstance
    /// A local variable of the function.
    case local(String)
    /// A parameter of the function: its object comes from the caller.
    case parameter(String)
    /// A type, a singleton, a global or a constant named from anywhere: `NotificationCenter.default`.
    case global(String)
    /// A property of a value: `self.token`, `service.observable`.
    case member(ValueRef, String)
    /// An element of a collection: `tokens[i]`, each `token` of `for token in tokens`.
    case element(ValueRef)
    /// A key path, however it is written.
    case keyPath(String)
    /// `.didChange`: a static member of a type the context names.
    case implicitMember(String)
    /// `nil`, `true`, `3`.
    case literal(String)
    /// Anything else; it only has to differ from the other values, so its place in the file names it.
    case unknown(offset: Int)

    /// The value as users read it in messages: `self.tokens[]`, `service.observable`, `rate`.
    package var text: String {
        switch self {
        case .selfInstance: "self"
        case .local(let name), .parameter(let name), .global(let name), .keyPath(let name), .literal(let name):
            name
        case .member(let base, let name): base.text + "." + name
        case .element(let base): base.text + "[]"
        case .implicitMember(let name): "." + name
        case .unknown: "…"
        }
    }

    /// `text`, cut short for a message when it is long (a key path built from a literal collection).
    package var shortText: String {
        let full = text
        return full.count <= 60 ? full : String(full.prefix(57)) + "…"
    }

    /// The variable or object the value starts from.
    package var root: ValueRef {
        switch self {
        case .member(let base, _), .element(let base): base.root
        default: self
        }
    }

    /// A local, or something reached from one: it dies with the scope, and what was registered on it too.
    package var isLocal: Bool {
        if case .local = root { return true }
        return false
    }

    /// A local or a parameter, or something reached from one: a name that means one object only inside its
    /// function (`parentCoordinator` of two methods are two objects).
    package var isNamedInItsFunction: Bool {
        switch root {
        case .local, .parameter: true
        default: false
        }
    }

    /// The same wherever it is written: a global or constant and its members, a literal, a key path.
    package var isConstant: Bool {
        switch self {
        case .global, .literal, .keyPath: true
        case .member(let base, _): base.isConstant
        default: false
        }
    }

    package var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }

    /// `self.observers[key]`, `self.observers[]` and `self.observers.values[]` all store in `self.observers`.
    package var storage: ValueRef {
        switch self {
        case .element(let base): base.storage
        case .member(let base, let name) where name == "values" || name == "keys": base.storage
        default: self
        }
    }

    /// True when the value goes through a property of this name (`label.rx.text` through `rx`).
    package func passes(through name: String) -> Bool {
        switch self {
        case .member(let base, let member): member == name || base.passes(through: name)
        case .element(let base): base.passes(through: name)
        default: false
        }
    }

    /// The last name of the value: `didSync` for `.didSync` and `Notification.Name.didSync`.
    package var lastName: String {
        switch self {
        case .member(_, let name), .implicitMember(let name): name
        default: text.split(separator: ".").last.map(String.init) ?? text
        }
    }

    /// What a call of this function without arguments gives (`keysToObserve()`, `Self.editorKeys()`): the same
    /// call gives the same value, so that a loop over it that removes matches the loop that registered.
    package var calledWithoutArguments: ValueRef? {
        switch self {
        case .member(let base, let name): .member(base, name + "()")
        case .global(let name): .global(name + "()")
        default: nil
        }
    }

    /// `.x` of this value.
    package func member(_ name: String) -> ValueRef { .member(self, name) }
}

/// Where a function keeps one of its other parameters: tells a registry that holds its observers weakly
/// from one that keeps them.
package enum ParameterSink: Hashable, Sendable, Codable {
    /// Wrapped in a new object of this project type (`observers[id] = WeakBox(observer)`).
    case wrappedIn(type: String)
    /// Stored in this property of the function's own object (`delegate = observer`).
    case storedIn(property: String)
    /// Passed on to a function of that name, at that argument position, with those labels, on the object in a
    /// property of the function's own object (`subscribers.subscribe(observer, handler: handler)`): where it goes
    /// is that function's to say.
    case passedTo(function: String, labels: [String?], position: Int, onProperty: String)
    /// Stored in a property of a new object of a project type (`entry.target = observer` for `Entry *entry =
    /// [Entry new]`): weak when that property is.
    case storedInPropertyOf(type: String, property: String)
    /// Handed as the observer to a Foundation registration that holds it unretained, by selector
    /// (`NotificationCenter.default.addObserver(observer, selector: aSelector, name: name, object: nil)`): `api`
    /// is the registration's name.
    case selectorObserverOf(api: String)

    package var isSelectorObserverOf: Bool {
        if case .selectorObserverOf = self { return true }
        return false
    }
}
