#import <XCTest/XCTest.h>

// Test cases live until the whole test run ends: a cycle through one is a note, not a warning (the fixtures run with full severities; AppLifetimeTests checks the notes).
@interface FeedTests : XCTestCase
@property (nonatomic, strong) id token;
@end

@implementation FeedTests

- (void)testReloads {
    self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"Feed" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self reload]; // expect-warning:10 strong-self-capture {{'FeedTests' is a test case ('XCTestCase')}}
    }];
}

- (void)reload {
}

@end
