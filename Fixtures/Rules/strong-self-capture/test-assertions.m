#import <XCTest/XCTest.h>
#import "Inbox.h"

// XCTest's assertions report their failure on the test case: a kept block that asserts holds 'self' even when its
// arguments never name it. (Test cases live until the run ends, so the fixtures run with full severities.)
@interface InboxTests : XCTestCase
@property (nonatomic, strong) id observer;
@property (nonatomic, strong) id countObserver;
@property (nonatomic, strong) Inbox *inbox;
@end

@implementation InboxTests

- (void)testPostsUnread {
    self.observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"Unread" object:nil queue:nil usingBlock:^(NSNotification *note) {
        XCTAssertEqual(note.object, nil); // expect-warning:9 strong-self-capture {{'InboxTests' is a test case}}
    }];
}

- (void)testCountsUnread {
    __weak typeof(self) weakSelf = self;
    // silent: the block is not kept by anything that 'self' keeps, only run now.
    [@[ @1 ] enumerateObjectsUsingBlock:^(id value, NSUInteger index, BOOL *stop) {
        XCTAssertTrue([value boolValue]);
    }];
    // silent: a local weak copy, and no assertion in the kept block.
    self.countObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Count" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf.inbox reload];
    }];
}

- (void)tearDown {
    [[NSNotificationCenter defaultCenter] removeObserver:self.observer];
    [[NSNotificationCenter defaultCenter] removeObserver:self.countObserver];
    [super tearDown];
}

@end
