import Foundation
import LeakwatchCore
import LeakwatchObjC
import Testing

/// The facts the Objective-C front end extracts for each construct the rules read, in the Swift front end's shapes.
struct ObjCFrontEndTests {
    func facts(_ text: String, path: String = "Sample.m") throws -> FileFacts {
        try ObjCFrontEnd().facts(for: SourceText(path: path, text: text))
    }

    func body(_ statements: String, ivars: String = "", properties: String = "") -> String {
        """
        #import <UIKit/UIKit.h>
        #import "Service.h"
        @interface Screen : UIViewController
        \(properties)
        @end
        @implementation Screen {
        \(ivars)
        }
        - (void)run:(id)argument {
        \(statements)
        }
        - (void)reload {}
        @end
        """
    }

    func closures(_ facts: FileFacts) -> [(ClosureCaptures, Delivery)] {
        facts.callbacks.compactMap { callback in
            guard case .closure(let captures) = callback.body else { return nil }
            return (captures, callback.delivery)
        }
    }

    @Test func typesCategoriesAndProperties() throws {
        let facts = try facts(
            """
            @interface Feed : NSObject <NSCopying>
            @property (nonatomic, weak) id delegate;
            @property (nonatomic, assign) NSInteger count;
            @property (nonatomic, copy) void (^completion)(void);
            - (void)reloadData:(BOOL)animated;
            @end
            @interface Feed ()
            @property (nonatomic, strong) id token;
            @end
            @interface Feed (Sync)
            - (void)sync;
            @end
            @implementation Feed (Sync)
            - (void)sync {}
            @end
            """)
        let feed = try #require(facts.types.first)
        #expect(feed.name == "Feed" && feed.kind == .class)
        #expect(feed.inheritedTypes == ["NSObject", "NSCopying"])
        #expect(feed.instanceProperties == ["delegate", "count", "completion"])
        #expect(feed.weakProperties == ["delegate", "count"])
        #expect(feed.instanceMethods == ["reloadData"])
        #expect(facts.types.dropFirst().allSatisfy { $0.name == "Feed" && $0.kind == .extension })
        #expect(facts.types.count == 4)
        #expect(facts.methods.map(\.name) == ["sync"])
    }

    @Test func blockObserverCapturesSelfAndIvars() throws {
        let facts = try facts(
            body(
                """
                _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"A" object:nil queue:nil usingBlock:^(NSNotification *note) {
                    [self reload];
                    _count++;
                    self->_count = 1;
                }];
                """, ivars: "id _token; NSInteger _count;"))
        let (captures, delivery) = try #require(closures(facts).first)
        #expect(
            captures.selfUses.map(\.location) == [
                SourceLocation(line: 11, column: 6), SourceLocation(line: 12, column: 5),
                SourceLocation(line: 13, column: 5),
            ])
        guard case .argument(let call, let label, let position) = delivery else {
            Issue.record("not an argument: \(delivery)")
            return
        }
        #expect(call.name == "addObserver" && label == "using" && position == 3)
        #expect(call.labels == ["forName", "object", "queue", "using"])
        #expect(call.result == .selfStorage(.property("token")))
        #expect(call.receiverOwner == .shared("NSNotificationCenter.defaultCenter"))
        #expect(call.location == SourceLocation(line: 10, column: 48))
    }

    @Test func weakDanceAndStrongRebind() throws {
        let facts = try facts(
            body(
                """
                __weak typeof(self) weakSelf = self;
                [Service runWithBlock:^{
                    __strong typeof(weakSelf) strongSelf = weakSelf;
                    [strongSelf reload];
                    [Service runWithBlock:^{ [strongSelf reload]; }];
                }];
                """))
        let captured = closures(facts).map(\.0.selfUses)
        // The inner block holds the strong copy; the outer one holds `self` only through `weakSelf`.
        #expect(captured == [[SelfUse(location: SourceLocation(line: 14, column: 31), via: .alias("strongSelf"))], []])
        #expect(closures(facts).map(\.0.capturesSelfWeakly) == [false, true])
    }

    @Test func unsafeUnretainedCopiesAreUnownedNotWeak() throws {
        let facts = try facts(
            body(
                """
                __unsafe_unretained typeof(self) unsafeSelf = self;
                __weak typeof(self) weakSelf = self;
                [Service runWithBlock:^{ [unsafeSelf reload]; }];
                [Service runWithBlock:^{ [weakSelf reload]; }];
                """))
        let unowned = closures(facts).map { $0.0.unownedCaptures.map { "\($0.name) \($0.isSelf) \($0.isUnsafe)" } }
        #expect(unowned == [["unsafeSelf true true"], []])
        #expect(closures(facts).map(\.0.capturesSelfWeakly) == [false, true])
    }

    @Test func weakifyAndStrongify() throws {
        let facts = try facts(
            body(
                """
                @weakify(self);
                [Service runWithBlock:^{
                    @strongify(self);
                    [self reload];
                    [Service runWithBlock:^{ [self reload]; }];
                }];
                [Service runWithBlock:^{ [self reload]; }];
                """))
        // The macros expand as libextobjc's: the outer block holds `self` only through the weak `self_weak_`, the
        // inner one the strong local `self` that `@strongify(self)` declares, the last one `self` itself.
        let uses = closures(facts).map { $0.0.selfUses.map(\.via) }
        #expect(uses == [[.rebound], [], [.explicit]])
        #expect(closures(facts).map(\.0.capturesSelfWeakly) == [false, true, false])
    }

    @Test func blockPropertiesAndOwners() throws {
        let facts = try facts(
            body(
                """
                self.completion = ^{ [self reload]; };
                _completion = ^{ [self reload]; };
                self.child.onTap = ^{ [self reload]; };
                [Service sharedInstance].handler = ^{ [self reload]; };
                Service *local = [Service new];
                local.handler = ^{ [local stop]; };
                [self.children addObject:local];
                """, ivars: "void (^_completion)(void);",
                properties: "@property (nonatomic, copy) void (^completion)(void);"))
        let deliveries = closures(facts).map(\.1)
        #expect(deliveries.count == 5)
        #expect(deliveries[0] == .propertyAssignment(owner: .selfInstance, property: "completion"))
        #expect(deliveries[1] == .propertyAssignment(owner: .selfInstance, property: "completion"))
        #expect(deliveries[2] == .propertyAssignment(owner: .selfProperty(.property("child")), property: "onTap"))
        #expect(deliveries[3] == .propertyAssignment(owner: .shared("Service.sharedInstance"), property: "handler"))
        guard case .propertyAssignment(.local(let local), "handler") = deliveries[4] else {
            Issue.record("not a local owner: \(deliveries[4])")
            return
        }
        #expect(local.name == "local" && local.keptBySelf == .property("children"))
        #expect(closures(facts)[4].0.capturedVariables.map(\.name) == ["local"])
    }

    @Test func callNamesForTheRules() throws {
        let facts = try facts(
            body(
                """
                [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) { [self reload]; }];
                [UIView animateWithDuration:1 animations:^{ [self reload]; }];
                dispatch_async(dispatch_get_main_queue(), ^{ [self reload]; });
                [argument enumerateObjectsUsingBlock:^(id o, NSUInteger i, BOOL *stop) { [self reload]; }];
                [[argument rac_signal] subscribeNext:^(id x) { [self reload]; }];
                _fetcher = [[Fetcher alloc] initWithCompletionBlock:^(NSData *d) { [self reload]; }];
                """, ivars: "id _fetcher;"))
        let calls = closures(facts).compactMap { pair -> CallSite? in
            if case .argument(let call, _, _) = pair.1 { return call }
            return nil
        }
        #expect(
            calls.map(\.name) == ["scheduledTimer", "animate", "async", "enumerateObjects", "subscribeNext", "Fetcher"])
        #expect(
            calls[0].labels == ["withTimeInterval", "repeats", "block"]
                && calls[0].booleanArguments == ["repeats": true])
        #expect(calls[2].result == .discarded)
        #expect(calls[5].labels == ["completionBlock"] && calls[5].result == .selfStorage(.property("fetcher")))
    }

    @Test func observerCallsAreNormalized() throws {
        let facts = try facts(
            """
            static NSString *const RateKey = @"rate";
            @interface Player : NSObject
            @property (nonatomic, strong) id token;
            @end
            @implementation Player { id _token; }
            - (void)start {
                [self.item addObserver:self forKeyPath:@"rate" options:0 context:NULL];
                [self.item addObserver:self forKeyPath:NSStringFromSelector(@selector(status)) options:0 context:nil];
                [self.item addObserver:self forKeyPath:RateKey options:0 context:nil];
                [self.item addObserver:self forKeyPath:@keypath(self.item, volume) options:0 context:nil];
                [self setUp];
            }
            - (void)setUp {}
            - (void)dealloc {
                [[NSNotificationCenter defaultCenter] removeObserver:_token];
                [[NSNotificationCenter defaultCenter] removeObserver:self.token];
            }
            @end
            """)
        let keys = facts.observerCalls.compactMap { $0.argument("forKeyPath") }
        #expect(keys == [.keyPath("rate"), .keyPath("status"), .global("RateKey"), .keyPath("volume")])
        #expect(facts.observerCalls.first?.argument(nil) == .selfInstance)
        let removals = facts.observerCalls.filter { $0.call.name == "removeObserver" }
        #expect(
            removals.map { $0.argument(nil) } == [.member(.selfInstance, "token"), .member(.selfInstance, "token")])
        #expect(removals.allSatisfy { $0.function == "deinit" })
        #expect(facts.methods.first { $0.name == "start" }?.calledMethods == ["setUp"])
    }

    @Test func brokenInputNeverCrashes() throws {
        for text in [
            "@implementation", "}}}{{{ ^^^ @end @end", String(repeating: "[", count: 5_000), "\u{0}\u{1}binary",
        ] {
            _ = try? facts(text)
        }
        let header = try? facts("namespace a { template <class T> class B { public: T value; }; }", path: "CppOnly.h")
        #expect(header?.types.isEmpty ?? true)
    }

    @Test func objectiveCPlusPlus() throws {
        let facts = try facts(
            """
            class Counter { public: void bump() {} };
            @interface Box : NSObject
            @end
            @implementation Box { Counter _counter; id _token; }
            - (void)start {
                _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"A" object:nil queue:nil usingBlock:^(NSNotification *n) {
                    _counter.bump();
                }];
            }
            @end
            """, path: "Box.mm")
        #expect(closures(facts).first?.0.selfUses.map(\.location) == [SourceLocation(line: 7, column: 9)])
    }

    /// Without a prelude the configured arguments decide what the parse sees: a macro defined only there turns the
    /// registration on.
    static let configuredSource = """
        @interface NSObject
        + (instancetype)alloc;
        @end
        @interface Center : NSObject
        + (Center *)defaultCenter;
        - (id)addObserverForName:(id)name object:(id)object queue:(id)queue usingBlock:(void (^)(id note))block;
        @end
        @interface Screen : NSObject
        @end
        @implementation Screen { id _token; }
        - (void)start {
        #if USE_OBSERVER
            _token = [[Center defaultCenter] addObserverForName:0 object:0 queue:0 usingBlock:^(id note) { [self start]; }];
        #endif
        }
        @end
        """

    @Test func extraArgumentsReplaceThePrelude() throws {
        let arguments = ["-target", "arm64-apple-ios15.0", "-fblocks", "-fobjc-weak", "-DUSE_OBSERVER=1"]
        let configured = try ObjCFrontEnd(extraArguments: arguments).facts(
            for: SourceText(path: "Screen.m", text: Self.configuredSource))
        #expect(configured.callbacks.count == 1)
        let plain = try ObjCFrontEnd(extraArguments: ["-target", "arm64-apple-ios15.0", "-fblocks"]).facts(
            for: SourceText(path: "Screen.m", text: Self.configuredSource))
        #expect(plain.callbacks.isEmpty)
    }

    @Test func compileCommandsGiveEachFileItsArguments() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "leakwatch-objc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Screen.m").path
        let commands = """
            [{"directory": "\(folder.path)", "file": "Screen.m",
              "command": "clang -c -target arm64-apple-ios15.0 -fblocks -DUSE_OBSERVER=1 Screen.m -o Screen.o"}]
            """
        let database = folder.appendingPathComponent("compile_commands.json").path
        try commands.write(toFile: database, atomically: true, encoding: .utf8)
        let facts = try ObjCFrontEnd(compileCommands: database).facts(
            for: SourceText(path: source, text: Self.configuredSource))
        #expect(facts.callbacks.count == 1)
    }

    @Test func blockParametersOfMethodsAreFunctions() throws {
        let facts = try facts(
            """
            @interface Observer : NSObject
            @end
            @implementation Observer { void (^_handler)(void); }
            - (id)observeName:(NSString *)name handler:(void (^)(NSNotification *note))handler {
                return [[NSNotificationCenter defaultCenter] addObserverForName:name object:nil queue:nil usingBlock:handler];
            }
            - (void)setHandler:(void (^)(void))handler { _handler = handler; }
            - (void)run:(void (NS_NOESCAPE ^)(void))work { work(); }
            @end
            """)
        let byName = Dictionary(facts.functions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let observe = try #require(byName["observeName"])
        #expect(observe.owner == "Observer" && observe.labels == [nil, "handler"] && observe.returnType == "id")
        #expect(
            observe.closureParameters.first?.forwards.first.map {
                if case .argument(let call, "using", 3) = $0 { return call.name == "addObserver" }
                return false
            } == true)
        #expect(byName["setHandler"]?.closureParameters.first?.forwards == [.storedProperty(.property("handler"))])
        #expect(byName["run"]?.closureParameters.first?.isEscaping == false)
    }

    /// The prelude and the synthesized declarations must compile cleanly on their own: a broken prelude silently
    /// costs every statement of every file.
    @Test func preludeParsesWithoutErrors() throws {
        let empty = try ObjCFrontEnd().census(
            for: SourceText(path: "Empty.m", text: ""), standIn: .preludeAndSynthesized)
        #expect(empty.errors == 0, "\(empty.errorKinds)")
        let cplusplus = try ObjCFrontEnd().census(for: SourceText(path: "Empty.mm", text: ""), standIn: .prelude)
        #expect(cplusplus.errors == 0, "\(cplusplus.errorKinds)")
    }

    @Test func macrosThatHideBlocksAndRACObserve() throws {
        let facts = try facts(
            body(
                """
                #define OBSERVE(name, work) [[NSNotificationCenter defaultCenter] addObserverForName:name object:nil queue:nil usingBlock:^(NSNotification *n) work]
                OBSERVE(@"A", { [self reload]; });
                _subscription = [[RACObserve(self, title) map:^(id value) { return value; }] subscribeNext:^(id title) {
                    [Service log:RACObserve(self, title)];
                }];
                """, ivars: "id _subscription;"))
        let uses = closures(facts).flatMap { $0.0.selfUses.map(\.location) }
        #expect(uses.contains(SourceLocation(line: 13, column: 29)))
    }
}

/// The first parse's error count is remembered per text for fix checks, and per parse settings: a front end with
/// the project's own arguments counts the errors its parse has, not those of the stand-ins' parse of the same text.
struct FirstParseErrorCountTests {
    @Test func countsOfDifferentSettingsStayApart() throws {
        let source = SourceText(
            path: "Counter.m",
            text: "@implementation Counter\n- (void)tick { [Missing thing]; total = kMissing; }\n@end\n")
        let standIns = ObjCFrontEnd()
        let configured = ObjCFrontEnd(extraArguments: ["-fblocks"])
        _ = try standIns.facts(for: source)
        let withStandIns = ObjCFixer(frontEnd: standIns).syntaxErrorCount(in: source.text, path: source.path)
        let withArguments = ObjCFixer(frontEnd: configured).syntaxErrorCount(in: source.text, path: source.path)
        #expect(withStandIns == 0)
        #expect(withArguments > 0)
    }

    @Test func singletonPropertiesSetAgainByAMethod() throws {
        let text = """
            #import <UIKit/UIKit.h>
            @interface SyncCenter : NSObject
            + (instancetype)sharedCenter;
            @property (nonatomic, copy) void (^onFinish)(void);
            @end
            @interface Screen : UIViewController
            @end
            @implementation Screen
            - (void)viewWillAppear:(BOOL)animated { [SyncCenter sharedCenter].onFinish = ^{ [self reload]; }; }
            - (void)viewDidAppear:(BOOL)animated { [SyncCenter sharedCenter].onFinish = [^{ [self reload]; } copy]; }
            - (void)viewWillDisappear:(BOOL)animated { [SyncCenter sharedCenter].onFinish = nil; }
            - (void)dealloc { [SyncCenter sharedCenter].onFinish = nil; }
            - (void)reload {}
            @end
            """
        let found = try ObjCFrontEnd().facts(for: SourceText(path: "Screen.m", text: text))
        let screen = try #require(found.types.first { $0.name == "Screen" && !$0.instanceMethods.isEmpty })
        // Blocks store; `dealloc` is noted too (named `deinit`): it ends no cycle, which the index knows, but it runs
        // before an object held unowned goes.
        #expect(
            screen.sharedAssignments == [
                SharedAssignment(path: "SyncCenter.sharedCenter.onFinish", member: "viewWillDisappear"),
                SharedAssignment(path: "SyncCenter.sharedCenter.onFinish", member: "deinit"),
            ])
    }
}
