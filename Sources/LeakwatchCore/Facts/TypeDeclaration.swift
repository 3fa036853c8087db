/// A type declaration or extension, as written in one file.
package struct TypeDeclaration: Hashable, Sendable, Codable {
    package enum Kind: String, Hashable, Sendable, Codable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    /// The qualified name (`Outer.Inner`); for an extension, the extended type as written.
    package var name: String
    package var kind: Kind
    /// Superclass and protocols as written, and for extensions and protocols the `Self` constraints of
    /// their `where` clauses (`where Self: AnyObject`).
    package var inheritedTypes: [String]
    /// Instance methods declared in this body; they make `handle` a method reference.
    package var instanceMethods: [String]
    /// Instance properties, stored or computed: with the methods, the names a bare identifier can mean on `self`.
    package var instanceProperties: [String]
    /// Instance properties declared `weak` or `unowned`: `self` does not own what they hold.
    package var weakProperties: [String]
    /// Paths from `self` that some method empties (`= nil`, `= []`, `= .init()`, `removeAll()`) or that a SwiftUI
    /// presentation bound to them resets (`alertInfo`, `state.pendingAlert`, `viewModel.alertInfo`): what is
    /// stored there is released once that runs, not kept.
    package var clearedProperties: [String] = []
    /// `@IBOutlet` properties: weak, but what they point to lives in the view hierarchy that `self` keeps.
    package var outletProperties: [String] = []
    /// Properties that hold many values (an array, set or dictionary, Swift's or Foundation's): a registration
    /// put into one is added to the others, never stored over one.
    package var collectionProperties: [String] = []
    /// Computed properties that return a control's events (`var doneTapped: Observable<Void> {
    /// doneButton.rx.tap.asObservable() }`): they end when the control is deallocated.
    package var controlEventProperties: [String] = []
    /// `@dynamicMemberLookup`: `$context.alertInfo` may name a property deep in the object's state.
    package var isDynamicMemberLookup = false
    /// The declared type of instance properties where the code says it (`let results: Results<Item>`,
    /// `let service = ChatService()`): calls on them resolve to that type's methods.
    package var propertyTypes: [String: String] = [:]
    /// The element a stream property or a stream's continuation property carries, as written (`Event` of
    /// `AsyncStream<Event>` and of `AsyncStream<Event>.Continuation?`): which continuation feeds which stream.
    package var streamElements: [String: String] = [:]
    /// Where each stored instance property is declared: a finding about what the property holds (a strong
    /// delegate) is reported there, where the fix goes.
    package var propertyLocations: [String: SourceLocation] = [:]
    /// `@main`, `@UIApplicationMain`, `@NSApplicationMain`: the app's entry point.
    package var isEntryPoint = false
    /// Static properties that hold an instance of the type itself (`static let shared = Store()`), and class
    /// methods that make one with `dispatch_once` (`+sharedManager`).
    package var singletonProperties: [SingletonAccessor] = []
    /// Properties of a singleton or global (`Current.database`) that a method other than `init` or `deinit` sets to
    /// something other than a closure (`= previousDatabase`, `= nil`): a closure another method stored there is
    /// let go when that runs (a test's `tearDown` putting back what its `setUp` replaced).
    package var sharedAssignments: [SharedAssignment] = []
    /// Objective-C properties declared without an ownership attribute: strong under ARC, `assign` in code that
    /// counts references by hand.
    package var unattributedProperties: [String] = []
    /// Instance properties that a method or initial value of the type sets to an object it makes there
    /// (`self.webView = [[WKWebView alloc] init…]`, `tableView = UITableView()`): unless weak, the type owns it,
    /// and it goes with the type's instance unless something else keeps it.
    package var madeProperties: [String] = []
    /// Swift instance properties computed by a getter (`var drawer: DrawerViewController? { parent as? … }`):
    /// `self` holds nothing of what they return.
    package var computedProperties: [String] = []
    /// An Objective-C `@implementation` in a file that counts references by hand (it sends `[super dealloc]`).
    package var isManuallyCounted = false
    package var location: SourceLocation

    package init(
        name: String, kind: Kind, inheritedTypes: [String], instanceMethods: [String],
        instanceProperties: [String] = [], weakProperties: [String] = [], location: SourceLocation
    ) {
        self.name = name
        self.kind = kind
        self.inheritedTypes = inheritedTypes
        self.instanceMethods = instanceMethods
        self.instanceProperties = instanceProperties
        self.weakProperties = weakProperties
        self.location = location
    }
}

/// Which instance `self` is at some place in the code.
package struct SelfContext: Hashable, Sendable, Codable {
    /// The innermost enclosing type or extended type; nil at top level.
    package var typeName: String?
    package var declaredKind: TypeDeclaration.Kind?
    /// In a `static`/`class` member `self` is the metatype, which is never released anyway.
    package var isStatic: Bool
    /// The member function or property the code stands in (`viewDidLoad`), nil at type level.
    package var member: String?
    /// The condition of the `#if` the code is compiled under when it is one of debug builds only (`DEBUG`,
    /// `targetEnvironment(simulator)`): code no shipped app runs.
    package var debugOnlyCondition: String?

    package init(typeName: String?, declaredKind: TypeDeclaration.Kind?, isStatic: Bool, member: String? = nil) {
        self.typeName = typeName
        self.declaredKind = declaredKind
        self.isStatic = isStatic
        self.member = member
    }

    /// `FeedViewController.viewDidLoad`, for baselines and reports.
    package var declarationPath: String? {
        switch (typeName, member) {
        case (let type?, let member?): "\(type).\(member)"
        case (let type?, nil): type
        case (nil, let member?): member
        case (nil, nil): nil
        }
    }
}

/// A method's assignment to a property of a singleton or global: `Current.database = previous` in `tearDown`.
package struct SharedAssignment: Hashable, Sendable, Codable {
    /// The property as written from the singleton or global: `Current.database`.
    package var path: String
    /// The method that assigns it.
    package var member: String
    /// The bare name assigned (`previousDatabase`, `handleSync`), when it is one: a method of the type stores a
    /// new closure that holds `self`, where a stored value put back lets the old closure go.
    package var assignedName: String?

    package init(path: String, member: String, assignedName: String? = nil) {
        self.path = path
        self.member = member
        self.assignedName = assignedName
    }
}
