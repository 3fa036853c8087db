/// Everything a front end extracted from one file: what the index and rules read.
package struct FileFacts: Hashable, Sendable, Codable {
    /// The path as reported to the user.
    package var path: String
    package var language: Language
    package var types: [TypeDeclaration]
    package var functions: [FunctionDeclaration]
    package var callbacks: [Callback]
    package var selfArguments: [SelfArgument]
    package var observerCalls: [ObserverCall]
    package var methods: [MethodSummary]
    /// `self` stored into properties of other objects (`child.delegate = self`).
    package var selfStores: [SelfStore] = []
    /// Inline `leakwatch:` suppression comments.
    package var suppressions: [Suppression] = []
    /// Tasks and `for await` loops (Swift only).
    package var asyncFacts = AsyncFacts()
    /// Where the file makes instances of named types, each place once (`Instantiation`).
    package var instantiations: [Instantiation] = []
    /// The storyboard scenes the file makes by identifier (`instantiateController(withIdentifier: "Preferences")`),
    /// each with what keeps the controller made: `typeName` holds the scene's storyboard identifier.
    package var storyboardScenes: [Instantiation] = []
    /// The modules the file imports (Swift `import Bond`), in order: which library a call of a shared name is.
    package var imports: [String] = []
    /// True when the file sets a window's root view controller (`window.rootViewController = …`,
    /// `setContentViewController:`) outside a launch method: the main storyboard's controllers may then be let go.
    package var replacesWindowRoot = false
    /// True when the file makes a dependency container whose registrations keep one instance by default
    /// (Swinject's `Container(defaultObjectScope: .container)`): a registration without a scope of its own does.
    package var setsSingletonDefaultScope = false
    /// The variables the file declares at its top level (Swift `let logger = Logger()`): a bare name in a method
    /// of a type that declares no member of that name is this global, not a property of `self`.
    package var globalVariables: [String] = []
    package var lineCount: Int
    /// True when the front end's parse of the text found no syntax error, so a fix check counts none without
    /// parsing it again (`Analyzer.verifiedAttempts`); false when it found some or does not say.
    package var isFreeOfSyntaxErrors = false

    package init(
        path: String, language: Language, types: [TypeDeclaration] = [], functions: [FunctionDeclaration] = [],
        callbacks: [Callback] = [], selfArguments: [SelfArgument] = [], observerCalls: [ObserverCall] = [],
        methods: [MethodSummary] = [], lineCount: Int = 0
    ) {
        self.path = path
        self.language = language
        self.types = types
        self.functions = functions
        self.callbacks = callbacks
        self.selfArguments = selfArguments
        self.observerCalls = observerCalls
        self.methods = methods
        self.lineCount = lineCount
    }
}
