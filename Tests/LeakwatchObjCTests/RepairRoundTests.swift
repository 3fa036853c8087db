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

    @Test func repairRoundsKeepEverySendAndBlock() throws {
        let census = try ObjCFrontEnd().constructCensus(for: Self.source)
        #expect(census.rounds > 1)
        #expect(census.inText[.send] == 5)
        #expect(census.inText[.block] == 2)
        #expect(census.inTree[.send] == census.inText[.send])
        #expect(census.inTree[.block] == census.inText[.block])
        #expect(census.dropped.isEmpty, "\(census.dropped.map { "\($0.location.line): \($0.text) \($0.cause)" })")
    }
}
