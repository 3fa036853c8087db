#import <UIKit/UIKit.h>

// One leak, one finding, in Objective-C too: a block observer whose block holds self strongly and whose
// token is lost or never removed is reported once, by the capture.
@interface InboxViewController : UIViewController
@end

@implementation InboxViewController {
    id _syncToken;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserverForName:@"InboxDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self reload]; // expect-warning:10 strong-self-capture {{its token is also discarded, so the observer can never be removed (discarded-observer-token)}}
    }];
    _syncToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"InboxDidSync" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self reload]; // expect-warning:10 strong-self-capture {{'InboxViewController' never removes the observer either (unbalanced-observer)}}
    }];
    // Still reported alone: the token is lost, but the block holds nothing strongly.
    [[NSNotificationCenter defaultCenter] addObserverForName:@"InboxDidFail" object:nil queue:nil usingBlock:^(NSNotification *note) { // expect-warning:43 discarded-observer-token {{can never be removed}}
        NSLog(@"failed");
    }];
}

- (void)reload {
}

@end
