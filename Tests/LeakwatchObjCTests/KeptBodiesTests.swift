import Foundation
import LeakwatchCore
import LeakwatchObjC
import Testing

/// Repair rounds parse again only the bodies they can change and read the others from the first parse: the facts
/// must be those of rounds that parse the whole file, and a body that a repair changes without an error of its
/// own must be parsed again.
struct KeptBodiesTests {
    static let keeping = ObjCFrontEnd()
    static let whole = ObjCFrontEnd(keepingBodies: false)

    /// One method whose error a round repairs (`switch` on a property of an unknown object wants a number), two
    /// that parse cleanly.
    static let mixed = SourceText(
        path: "ChatViewController.m",
        text: """
            #import "ChatViewController.h"
            @implementation ChatViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"x" object:nil queue:nil usingBlock:^(NSNotification *note) {
                    [self reload];
                }];
            }
            - (void)connect {
                switch (self.stream.state) {
                    case 1: [self.stream connectWithCompletion:^{ [self didConnect]; }]; break;
                    default: break;
                }
            }
            - (void)dealloc {
                [[NSNotificationCenter defaultCenter] removeObserver:self.observer];
            }
            @end
            """)

    @Test func roundsReadCleanBodiesFromTheFirstParse() throws {
        let census = try Self.keeping.constructCensus(for: Self.mixed)
        #expect(census.rounds == 2)
        #expect(census.keptBodies == 2)
        #expect(census.dropped.isEmpty, "\(census.dropped.map { "\($0.location.line): \($0.text)" })")
        #expect(try Self.whole.constructCensus(for: Self.mixed).keptBodies == 0)
        #expect(try Self.keeping.facts(for: Self.mixed) == Self.whole.facts(for: Self.mixed))
    }

    /// A body without an error of its own that a repair still changes: it uses a global of a type from a missing
    /// header, and clang drops every use of an invalid declaration without a word. The two other bodies do not
    /// mention it and are kept.
    static let silent = SourceText(
        path: "CardViewController.m",
        text: """
            #import "CardViewController.h"
            CardContentType const CardContentTypeExpiry = @"expiry";
            @interface CardView () <UIGestureRecognizerDelegate>
            @property (nonatomic, strong) UILabel *label;
            @end
            @implementation CardView
            - (void)layoutSubviews {
                [super layoutSubviews];
                self.label.text = CardContentTypeExpiry;
            }
            - (void)show:(CardItem *)item {
                [item reloadWithCompletion:^{ [self setNeedsLayout]; }];
            }
            - (void)clear {
                self.label.text = nil;
            }
            @end
            """)

    @Test func bodiesThatARepairChangesSilentlyAreParsedAgain() throws {
        let first = try ObjCFrontEnd(rounds: 1).constructCensus(for: Self.silent)
        #expect(first.inTree[.assignment, default: 0] < first.inText[.assignment, default: 0])
        let census = try Self.keeping.constructCensus(for: Self.silent)
        #expect(census.rounds == 2)
        #expect(census.keptBodies == 2)
        #expect(census.dropped.isEmpty, "\(census.dropped.map { "\($0.location.line): \($0.text)" })")
        #expect(try Self.keeping.facts(for: Self.silent) == Self.whole.facts(for: Self.silent))
    }

    /// Every Objective-C fixture has the same facts either way.
    @Test(
        arguments: ObjCFixtureTests.ruleFixtures
            + ObjCFixtureTests.projects.flatMap {
                ObjCFixtureTests.files(under: "Projects/" + $0)
            })
    func fixturesHaveTheFactsOfWholeParses(_ path: String) throws {
        let text = try String(
            contentsOf: ObjCFixtureTests.root.appendingPathComponent(path), encoding: .utf8)
        let source = SourceText(path: path, text: text)
        #expect(try Self.keeping.facts(for: source) == Self.whole.facts(for: source))
    }

    /// By hand on a real code base: `LEAKWATCH_OBJC_CORPUS=/path swift test -c release --filter KeptBodies`.
    @Test func corpusHasTheFactsOfWholeParses() throws {
        guard let root = CorpusRun.corpus else { return }
        var kept = 0
        var differing: [String] = []
        for path in CorpusRun.sources(under: root) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let source = SourceText(path: path, text: text)
            kept += (try? Self.keeping.constructCensus(for: source).keptBodies) ?? 0
            if (try? Self.keeping.facts(for: source)) != (try? Self.whole.facts(for: source)) { differing.append(path) }
        }
        print("KEPT \(root): \(kept) bodies read from the first parse; \(differing.count) files with other facts")
        #expect(differing.isEmpty, "\(differing)")
    }
}
