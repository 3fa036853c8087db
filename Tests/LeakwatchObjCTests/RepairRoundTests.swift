import Foundation
import LeakwatchCore
import LeakwatchObjC
import Testing

/// The rounds that declare what libclang's errors show missing, measured by the census of sends and blocks.
struct RepairRoundTests {
    static let source = SourceText(
        path: "ThemeViewController.m",
        text: """
            #import "ThemeService.h"
            @implementation ThemeViewController
            - (void)viewDidLoad {
                themeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kThemeDidChange object:nil queue:nil usingBlock:^(NSNotification *n) {
                    [self reloadWithStyle:@(UITouchTypeIndirect) items:@[@1, @2]];
                }];
                id sorting = [Sorting withBlock:^NSComparisonResult(id a, id b) { return [a compare:b]; }];
            }
            @end
            """)

    @Test func theFirstParseAloneLosesStatements() throws {
        let census = try ObjCFrontEnd(rounds: 1).constructCensus(for: Self.source)
        #expect(census.rounds == 1)
        #expect(census.inTree[.block, default: 0] < census.inText[.block, default: 0])
        #expect(!census.dropped.isEmpty)
    }

    /// `- (void)motionBegan:(UIEventSubtype)motion`: an undeclared parameter type is "expected a type" to clang, and
    /// a round declares it, so no error is left.
    @Test func anUndeclaredParameterTypeIsDeclared() throws {
        let source = SourceText(
            path: "Player.m",
            text: """
                #import <UIKit/UIKit.h>
                @interface Player : UIViewController
                @end
                @implementation Player
                - (void)motionBegan:(KRMotionSubtype)motion withEvent:(UIEvent *)event {
                }
                - (void)viewDidDisappear:(BOOL)animated {
                    [[NSNotificationCenter defaultCenter] removeObserver:self];
                }
                @end
                """)
        let first = try ObjCFrontEnd(rounds: 1).constructCensus(for: source)
        #expect(first.errors > 0)
        let repaired = try ObjCFrontEnd().constructCensus(for: source)
        #expect(repaired.errors == 0)
        #expect(repaired.inTree[.send] == repaired.inText[.send])
    }

    @Test func repairRoundsKeepEverySendAndBlock() throws {
        let census = try ObjCFrontEnd().constructCensus(for: Self.source)
        #expect(census.rounds > 1)
        #expect(census.inText[.send] == 5)
        #expect(census.inText[.block] == 2)
        #expect(census.inTree[.send] == census.inText[.send])
        #expect(census.inTree[.block] == census.inText[.block])
        #expect(census.dropped.isEmpty, "\(census.dropped.map { "\($0.location.line): \($0.text) \($0.cause)" })")
    }

    /// Each statement is lost unless the parse learns a type from the context: a number from `switch`, a
    /// structure from the parameter it is sent to, a block setter, a `(CGFloat)` cast of an object, a global the
    /// pre-scan took for a class, an undeclared lowercase receiver, case labels that must differ, and variables of
    /// value and block types from a missing header.
    static let typedSource = SourceText(
        path: "PlayerViewController.m",
        text: """
            #import "Player.h"
            @implementation PlayerViewController
            @synthesize overlay;
            - (void)layout:(double)time {
                switch (self.player.kind) {
                    case kPlayerKindLive: [self showLive:^{ [self reload]; }]; break;
                    case kPlayerKindReplay: [self showReplay]; break;
                }
                switch (self.mode) { case kModeA: [self a]; break; case kModeB: [self b]; break; }
                [self.badge setOnTap:^{ [self open]; }];
                UILabel *label = [[UILabel alloc] initWithFrame:CGRectInset(self.view.bounds, self.inset, 0)];
                self.marker.position = CGPointMake(self.player.progress * 2, 0);
                [NSTimer scheduledTimerWithTimeInterval:self.player.interval repeats:YES block:^(NSTimer *t) { [self tick]; }];
                self.view.alpha = (CGFloat)[(NSNumber *)[self valueAtTime:time] floatValue];
                BOOL old = NSFoundationVersionNumber < kCFCoreFoundationVersionNumber_iOS_8_0;
                [overlay removeFromSuperview];
                PlayerCompletion done = ^{ [self finish]; };
                NSRect frame = NSMakeRect(0, 0, [self width], 20);
            }
            - (NSInteger)mode { return 0; }
            @end
            """)

    @Test func typesLearnedFromTheContextKeepEverySendAndBlock() throws {
        let first = try ObjCFrontEnd(rounds: 1).constructCensus(for: Self.typedSource)
        #expect(first.inTree[.send, default: 0] < first.inText[.send, default: 0])
        let census = try ObjCFrontEnd().constructCensus(for: Self.typedSource)
        #expect(census.inText[.block] == 4)
        #expect(census.inTree[.send] == census.inText[.send])
        #expect(census.inTree[.block] == census.inText[.block])
        #expect(census.dropped.isEmpty, "\(census.dropped.map { "\($0.location.line): \($0.text) \($0.cause)" })")
    }

    /// Names from missing headers that the token pre-scan declares before the first parse, so that no second
    /// parse is needed: a message's argument followed by the next selector piece, a dictionary key, an ivar as a
    /// receiver, a constant boxed as a number, and an ivar read through a cast.
    @Test func thePreScanAloneKeepsArgumentsKeysReceiversAndCasts() throws {
        let source = SourceText(
            path: "PlaybackService.m",
            text: """
                #import "PlaybackService.h"
                @implementation PlaybackService
                - (void)start {
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(themeChanged:) name:kThemeDidChangeNotification object:nil];
                    NSDictionary *attributes = @{NSFontAttributeName: [UIFont systemFontOfSize:12], NSForegroundColorAttributeName: [UIColor redColor]};
                    [_mediaList lock];
                    NSArray *kinds = @[@(UITouchTypeIndirect)];
                    int count = (int)_mediaList.count;
                    [self playItemAt:count attributes:attributes kinds:kinds];
                }
                @end
                """)
        let census = try ObjCFrontEnd(rounds: 1).constructCensus(for: source)
        #expect(census.errors == 0, "\(census.dropped.map { "\($0.location.line): \($0.text) \($0.cause)" })")
        #expect(census.inTree[.send] == census.inText[.send])
        #expect(census.dropped.isEmpty)
    }

    /// A category named like a class of the file (`@interface Banner (BannerView)`) leaves the class to the pre-scan:
    /// the first parse knows `BannerView` and its `super`.
    @Test func aCategoryNameDoesNotHideTheClassOfTheSameName() throws {
        let source = SourceText(
            path: "BannerView.m",
            text: """
                #import "BannerView.h"
                @interface Banner (BannerView)
                - (void)fadeOutBanner:(BannerView *)view;
                @end
                @interface BannerView () <UIGestureRecognizerDelegate>
                @property (nonatomic, strong) UILabel *titleLabel;
                @end
                @implementation BannerView
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self.titleLabel sizeToFit];
                }
                @end
                """)
        let census = try ObjCFrontEnd(rounds: 1).constructCensus(for: source)
        #expect(census.errors == 0)
        #expect(census.dropped.isEmpty, "\(census.dropped.map { "\($0.location.line): \($0.text) \($0.cause)" })")
    }
}

/// The prelude loaded from its precompiled header declares exactly what its text does: every Objective-C fixture
/// gives the same facts either way.
struct PrecompiledPreludeTests {
    @Test(arguments: ObjCFixtureTests.ruleFixtures)
    func factsAreTheSameAsWithThePreludeText(fixture: String) throws {
        let url = ObjCFixtureTests.root.appendingPathComponent(fixture)
        let source = SourceText(path: fixture, text: try String(contentsOf: url, encoding: .utf8))
        let precompiled = try ObjCFrontEnd().facts(for: source)
        let text = try ObjCFrontEnd(precompiledPrelude: false).facts(for: source)
        #expect(precompiled == text)
    }
}
