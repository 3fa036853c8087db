import LeakwatchCore
import LeakwatchSwift
import Testing

/// The Swift front end turns syntax into the facts rules read: types, captures, owners and keepers.
struct FactExtractionTests {
    func facts(_ source: String) throws -> FileFacts {
        try SwiftFrontEnd().facts(for: SourceText(path: "Test.swift", text: source))
    }

    func closures(_ facts: FileFacts) -> [(Callback, ClosureCaptures)] {
        facts.callbacks.compactMap { callback in
            if case .closure(let captures) = callback.body { return (callback, captures) }
            return nil
        }
    }

    @Test func typeDeclarationsKeepKindNestingAndConstraints() throws {
        let facts = try facts(
            """
            class Outer: UIViewController { struct Inner {} ; func a() {} ; static func b() {} ; var x = 1 }
            protocol Listener: AnyObject {}
            extension Sequence where Self: AnyObject {}
            actor Store {}
            """)
        let summary = facts.types.map { "\($0.name):\($0.kind.rawValue):\($0.inheritedTypes)" }.sorted()
        #expect(
            summary == [
                "Listener:protocol:[\"AnyObject\"]", "Outer.Inner:struct:[]", "Outer:class:[\"UIViewController\"]",
                "Sequence:extension:[\"AnyObject\"]", "Store:actor:[]",
            ])
        let outer = try #require(facts.types.first { $0.name == "Outer" })
        #expect(outer.instanceMethods == ["a"])
        #expect(outer.instanceProperties == ["x"])
    }

    /// Case tells a method from a type by the first letter, ASCII or not: `éteindre()` in a closure is a use of a
    /// member of `self`, `Échelle()` makes an instance, `_éteindre()` is neither.
    @Test func nonASCIIFirstLettersKeepTheirCase() throws {
        let facts = try facts(
            """
            class Lampe {
                let échelle = Échelle()
                let règle = ruler()
                func éteindre() {}
                func start() {
                    a.sink { éteindre() }
                    b.sink { _éteindre() }
                }
            }
            """)
        #expect(facts.instantiations.map(\.typeName) == ["Échelle"])
        #expect(closures(facts).flatMap(\.1.implicitMemberUses).map(\.name) == ["éteindre"])
    }

    /// `Store.init()`, `Module.Store()` and `Store<Item>()` make a `Store`; `.init()` makes the type its variable
    /// declares (`let d: Point = .init(x: 0)`), none where nothing declares one; `store.init()` names no type.
    @Test func initializerCallsNameTheirType() throws {
        let facts = try facts(
            """
            let a = Store.init()
            let b = Module.Cache()
            let c = Box<Int>.init(1)
            let d: Point = .init(x: 0)
            let e = store.init()
            let f = .init()
            """)
        #expect(facts.instantiations.map(\.typeName).sorted() == ["Box", "Cache", "Point", "Store"])
    }

    /// Brackets nested too deep for the parser are refused, also inside a string interpolation (code the parser
    /// reads), never inside the text of a string.
    @Test func deepBracketsAreRefusedInInterpolationsToo() throws {
        let deep = String(repeating: "[", count: 40)
        for source in ["let s = \"\\(a\(deep))\"\n", "let s = \"x \\(f(\"y\", a\(deep)))\"\n", "let a = \(deep)\n"] {
            #expect(throws: (any Error).self, "\(source)") { try facts(source) }
        }
        _ = try facts("let s = \"\(deep)\"\nlet t = \"\\(f(\"[\"))\(deep)\"\n")
    }

    /// Unclosed parentheses before quoted empty names parse in time cubic in their number: past 64 levels the
    /// file is refused; 64 levels, balanced or not, and parentheses inside strings still parse.
    /// Each level of `[` doubles the parser's time: past 10 levels the file is refused, 10 still parse.
    @Test func bracketsPastTenLevelsAreRefused() throws {
        #expect(throws: (any Error).self) { try facts("let x = " + String(repeating: "[", count: 11) + "\n") }
        _ = try facts("let x = " + String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10) + "\n")
    }

    @Test func deepParenthesesAreRefused() throws {
        #expect(throws: (any Error).self) { try facts("let x = " + String(repeating: "(a``", count: 65) + "\n") }
        _ = try facts("let x = " + String(repeating: "(a``", count: 64) + "\n")
        _ = try facts("let x = " + String(repeating: "f(", count: 64) + String(repeating: ")", count: 64) + "\n")
        _ = try facts("let s = \"" + String(repeating: "(", count: 200) + "\"\n")
    }

    /// The value of an `if` or `switch` expression goes where the expression goes; a local it initializes is
    /// declared in the scope of its declaration, however deep the branch (a crash once, on a condition list).
    @Test func branchValuesOfIfAndSwitchExpressionsAreKeptWhereTheExpressionGoes() throws {
        let facts = try facts(
            """
            final class Picker {
                var observer: AnyCancellable?
                func update(flag: Bool) {
                    self.observer = if flag { nil } else { center.publisher(for: .a).sink { _ in self.reload() } }
                    let stop: Stop = if !stops.isEmpty, let color = color(at: 1) { Stop(color) } else { Stop(.white) }
                    let token = switch mode {
                    case .a: center.publisher(for: .a).sink { _ in self.reload() }
                    default: center.publisher(for: .b).sink { _ in self.reload() }
                    }
                    _ = (stop, token)
                }
            }
            """)
        let results = facts.callbacks.compactMap { callback -> String? in
            guard case .argument(let site, _, _) = callback.delivery else { return nil }
            if case .selfStorage(let path) = site.result { return "\(site.location.line) kept by \(path.text)" }
            return "\(site.location.line) \(site.result)"
        }
        #expect(results.first == "4 kept by self.observer")
        #expect(results.count == 3)
        // The local then goes on (into a tuple): what matters is that it is the local's, not discarded.
        #expect(results.dropFirst().allSatisfy { $0.contains("local") && $0.contains("token") }, "\(results)")
    }

    @Test func captureKindsAreTold() throws {
        let facts = try facts(
            """
            class C {
                func f() {
                    a.sink { self.x() }
                    a.sink { [self] in x() }
                    a.sink { [weak self] in self?.x() }
                    a.sink { [weak self] in
                        guard let self else { return }
                        b.sink { self.x() }
                    }
                    a.sink { DispatchQueue.main.async { [weak self] in self?.x() } }
                }
            }
            """)
        let vias = closures(facts).map { ($0.0.location.line, $0.1.selfUses.map(\.via)) }
        #expect(vias.contains { $0.0 == 3 && $0.1 == [.explicit] })
        #expect(vias.contains { $0.0 == 4 && $0.1.first == .captureList })
        // `[weak self]` holds nothing of `self`: no use, only the fact that it refers to `self` weakly.
        #expect(
            closures(facts).contains { $0.0.location.line == 5 && $0.1.selfUses.isEmpty && $0.1.capturesSelfWeakly })
        #expect(closures(facts).filter { $0.1.capturesSelfWeakly }.count == 3)
        #expect(vias.contains { $0.0 == 8 && $0.1 == [.rebound] })
        #expect(vias.contains { $0.0 == 10 && $0.1 == [.nestedWeakCapture] })
    }

    @Test func unownedCapturesAreToldFromWeakOnes() throws {
        let facts = try facts(
            """
            class C {
                func f(cell: Cell) {
                    a.sink { [unowned self] in self.x() }
                    a.sink { [unowned(unsafe) self, unowned cell] in cell.y(self) }
                    a.sink { [unowned self] in b.sink { self.x() } }
                    unowned let me = self
                    a.sink { me.x() }
                    a.sink { [weak self] in self?.x() }
                    a.sink { b.sink { [unowned self] in self.x() } }
                }
            }
            """)
        // The enclosing closure holds `self` strongly to form the nested `[unowned self]`.
        let vias = closures(facts).map { ($0.0.location.line, $0.1.selfUses.map(\.via)) }
        #expect(vias.contains { $0.0 == 9 && $0.1 == [.nestedUnownedCapture] }, "\(vias)")
        let unowned = closures(facts).map {
            ($0.0.location.line, $0.1.unownedCaptures.map { "\($0.name) \($0.isSelf) \($0.isUnsafe)" })
        }
        #expect(unowned.contains { $0.0 == 3 && $0.1 == ["self true false"] }, "\(unowned)")
        #expect(unowned.contains { $0.0 == 4 && $0.1 == ["self true true", "cell false false"] }, "\(unowned)")
        // The nested closure holds the unowned `self` of the one around it.
        #expect(unowned.filter { $0.0 == 5 }.map(\.1) == [["self true false"], ["self true false"]], "\(unowned)")
        #expect(unowned.contains { $0.0 == 7 && $0.1 == ["me true false"] }, "\(unowned)")
        // Unowned is not weak: only `[weak self]` says it finds nil.
        #expect(closures(facts).filter { $0.1.capturesSelfWeakly }.map { $0.0.location.line } == [8])
        #expect(closures(facts).filter { $0.0.location.line < 9 }.allSatisfy { $0.1.selfUses.isEmpty })
    }

    @Test func keepersFollowChainsAndLocals() throws {
        let facts = try facts(
            """
            class C {
                var bag = DisposeBag()
                func f() {
                    p.sink { self.x() }.store(in: &cancellables)
                    o.subscribe(onNext: { self.x() }).disposed(by: bag)
                    let local = p.sink { self.x() }
                    _ = p.sink { self.x() }
                    let kept = p.sink { self.x() }
                    tokens.append(kept)
                }
            }
            """)
        var keepers: [Int: Keeper] = [:]
        for (callback, _) in closures(facts) {
            if case .argument(let call, _, _) = callback.delivery { keepers[callback.location.line] = call.result }
        }
        #expect(keepers[4] == .selfStorage(.property("cancellables")))
        #expect(keepers[5] == .selfStorage(.property("bag")))
        #expect(keepers[6] == .local("local"))
        #expect(keepers[7] == .discarded)
        #expect(keepers[8] == .selfStorage(.property("tokens")))
    }

    @Test func ownersOfCallbackProperties() throws {
        let facts = try facts(
            """
            class C {
                func f(cell: FeedCell) {
                    header.button.onTap = { self.x() }
                    Foo.shared.onEvent = { self.x() }
                    cell.onLike = { self.x() }
                    let child = Child()
                    child.onDone = { self.x() }
                    children.append(child)
                }
            }
            """)
        var owners: [Int: Owner] = [:]
        for (callback, _) in closures(facts) {
            if case .propertyAssignment(let owner, _) = callback.delivery { owners[callback.location.line] = owner }
        }
        #expect(owners[3] == .selfProperty(StoragePath(["header", "button"])))
        #expect(owners[4] == .shared("Foo.shared"))
        #expect(
            owners[5]
                == .local(
                    LocalOwner(name: "cell", path: "cell", keptBySelf: nil, isHostedView: true, isParameter: true)))
        #expect(
            owners[7]
                == .local(
                    LocalOwner(
                        name: "child", path: "child", keptBySelf: .property("children"), isHostedView: false,
                        typeName: "Child", isMadeHere: true)))
    }

    @Test func variablesTellTheirTypeAndCopiesInCaptureLists() throws {
        let facts = try facts(
            """
            func f() {
                var row = Row(title: "a")
                row.onSelect = { print(row.title) }
                var about: Row = .init(title: "b")
                about.onSelect = { [about] in print(about.title) }
            }
            """)
        var owners: [Int: Owner] = [:]
        var listed: [Int: [String]] = [:]
        for (callback, captures) in closures(facts) {
            if case .propertyAssignment(let owner, _) = callback.delivery { owners[callback.location.line] = owner }
            listed[callback.location.line] = captures.listedVariables
        }
        #expect(
            owners[3]
                == .local(
                    LocalOwner(
                        name: "row", path: "row", keptBySelf: nil, isHostedView: false, typeName: "Row",
                        isMadeHere: true))
        )
        #expect(listed[3] == [])
        #expect(listed[5] == ["about"])
        guard case .local(let about)? = owners[5] else { return #expect(Bool(false), "\(owners)") }
        #expect(about.typeName == "Row")
    }

    @Test func functionsTellEscapingClosureParameters() throws {
        let facts = try facts(
            """
            func run(_ body: () -> Void, later: @escaping () -> Void, maybe: (() -> Void)?) {}
            """)
        let function = try #require(facts.functions.first)
        #expect(function.labels == [nil, "later", "maybe"])
        #expect(function.closureParameters.map(\.isEscaping) == [false, true, true])
    }

    /// 5,000 nested parentheses are refused with a reason, never a crash of the recursive parser.
    @Test func deepNestingDoesNotCrash() throws {
        let depth = 5_000
        let source = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect {
            try facts(source)
        } throws: { error in
            "\(error)".contains("parentheses nest deeper than 64 levels")
        }
        #expect(try self.facts("a\nb\n").lineCount == 2)
        #expect(try self.facts("a\nb").lineCount == 2)
        #expect(try self.facts("").lineCount == 0)
    }

    /// Brackets in the text of string literals and comments are no code: a parser's tests quote unbalanced
    /// `[` in multi-line and raw literals, and such files are analyzed. Brackets in an interpolation are code.
    @Test func bracketsInStringTextAreNotNesting() throws {
        let deep = String(repeating: "[", count: 12)
        let accepted = [
            "let expected = \"\"\"\n  1 | foo.\(deep)\n  \"quoted\" \\\"\"\" \\(x)\n  \"\"\"\nlet y = 1\n",
            "let raw = #\"a \"\(deep)\" \\(x)\"#\nlet y = 1\n",
            "let raw = ##\"\"\"\n\"\"\"#\(deep)\n\"\"\"##\nlet y = 1\n",
            "/* outer /* \(deep) */ still a comment \(deep) */\nlet y = 1\n",
            "let s = \"a \\(f(\"\(deep)\")) b\"\nlet y = 1\n",
        ]
        for source in accepted {
            #expect(try facts(source).lineCount >= 2, "\(source)")
        }
        let refused = [
            "let s = \"\"\"\n\\(\(deep)1\(String(repeating: "]", count: 12)))\n\"\"\"\n",
            "let raw = #\"\\#(\(deep)1\(String(repeating: "]", count: 12)))\"#\n",
            "/* a */ let x = \(deep)1\(String(repeating: "]", count: 12))\n",
            // Three quotes inside a regular expression open no multi-line text.
            "let r = /\"\"\"/\nlet x = \(deep)1\(String(repeating: "]", count: 12))\n",
        ]
        for source in refused {
            #expect(throws: (any Error).self, "\(source)") { try facts(source) }
        }
    }

    @Test func observerCallsAreNormalizedForMatching() throws {
        let facts = try facts(
            """
            class C {
                var tokens: [Any] = []
                var token: Any?
                func f() {
                    player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [], context: nil)
                    player.removeObserver(self, forKeyPath: "rate")
                    if let t = token { NotificationCenter.default.removeObserver(t) }
                    tokens.forEach { NotificationCenter.default.removeObserver($0) }
                    for t in tokens { NotificationCenter.default.removeObserver(t) }
                }
            }
            """)
        let calls = facts.observerCalls.map { ($0.call.name, $0.receiver, $0.arguments.map(\.value)) }
        let player = ValueRef.member(.selfInstance, "player")
        let center = ValueRef.member(.global("NotificationCenter"), "default")
        let tokens = ValueRef.element(.member(.selfInstance, "tokens"))
        #expect(
            calls.map(\.0) == ["addObserver", "removeObserver", "removeObserver", "removeObserver", "removeObserver"])
        #expect(calls.map(\.1) == [player, player, center, center, center])
        #expect(
            calls.map(\.2) == [
                [.selfInstance, .keyPath("rate"), .unknown(offset: 151), .literal("nil")],
                [.selfInstance, .keyPath("rate")],
                [.member(.selfInstance, "token")],
                [tokens],
                [tokens],
            ])
        #expect(facts.observerCalls.allSatisfy { $0.function == "f" })
    }

    @Test func methodsListTheOwnMethodsTheyCall() throws {
        let facts = try facts(
            """
            class C {
                func viewDidLoad() { setup(); self.bind(); other.start() }
                func setup() {}
            }
            """)
        let viewDidLoad = try #require(facts.methods.first { $0.name == "viewDidLoad" })
        #expect(viewDidLoad.calledMethods == ["setup", "bind"])
        #expect(viewDidLoad.typeName == "C")
    }

    @Test func closureParametersAreFollowedToWhereTheyGo() throws {
        let facts = try facts(
            """
            final class Router {
                var handlers: [() -> Void] = []
                func push(_ done: @escaping () -> Void) { handlers.append(done) }
                func observe(_ block: @escaping (Int) -> Void) -> Any {
                    NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in block(1) }
                }
            }
            """)
        let push = try #require(facts.functions.first { $0.name == "push" })
        #expect(push.closureParameters.first?.forwards == [.storedProperty(.property("handlers"))])
        let observe = try #require(facts.functions.first { $0.name == "observe" })
        guard case .argument(let call, _, _)? = observe.closureParameters.first?.forwards.first else {
            Issue.record("observe forwards nothing")
            return
        }
        #expect(call.name == "addObserver")
        #expect(call.result == .returned)
    }

    @Test func parametersACallMayLeaveOutAndSharedPropertiesSetAgain() throws {
        let original = try facts(
            """
            var Current = Environment()
            final class Loader {
                func load(_ url: URL, progress: ((Double) -> Void)? = nil, tags: String..., done: @escaping () -> Void) {}
            }
            final class InboxTests {
                var previous: (() -> Int)!
                override func setUp() { previous = Current.database; Current.database = { 1 } }
                override func tearDown() { Current.database = previous; Current.onSync = handleSync }
                deinit { Current.onSync = nil }
                func handleSync() {}
            }
            """)
        let load = try #require(original.functions.first { $0.name == "load" })
        #expect(load.defaultedPositions == [1, 2])
        let tests = try #require(original.types.first { $0.name == "InboxTests" })
        // The closure literal of `setUp` stores; `deinit` is noted too: it ends no cycle, which the index knows, but
        // it runs before an object held unowned goes.
        #expect(
            tests.sharedAssignments == [
                SharedAssignment(path: "Current.database", member: "tearDown", assignedName: "previous"),
                SharedAssignment(path: "Current.onSync", member: "tearDown", assignedName: "handleSync"),
                SharedAssignment(path: "Current.onSync", member: "deinit", assignedName: nil),
            ])
        var writer = BinaryWriter()
        original.write(to: &writer)
        var reader = BinaryReader(writer.bytes)
        #expect(try FileFacts(from: &reader) == original)
    }
}
