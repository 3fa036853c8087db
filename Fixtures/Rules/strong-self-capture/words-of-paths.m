#import <UIKit/UIKit.h>

@interface BadgeListController : UIViewController
@property (nonatomic, copy) void (^onDone)(void);
@end

// Messages name code the reader can find: no 'self.self', and a clause about a removal only where the class writes one.
@implementation BadgeListController {
    id _token;
    id _otherToken;
}

- (void)wire {
    // '-self' returns the object it is sent to: this is 'self.onDone'.
    self.self.onDone = ^{ [self close]; }; // expect-warning:28 self-referencing-callback {{block stored in 'self.onDone' captures 'self' strongly: 'self' keeps the block}}
}

- (void)observe {
    // Removed in 'dealloc', which never runs while the block keeps 'self'.
    _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"BadgeDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self close]; // expect-warning:10 strong-self-capture {{NotificationCenter keeps the block until the observer is removed, and the 'removeObserver:' in 'dealloc' never runs; declare}}
    }];
}

- (void)observeAgain {
    // Removed nowhere: nothing is said of 'dealloc'.
    _otherToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"BadgeDidReset" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self close]; // expect-warning:10 strong-self-capture {{NotificationCenter keeps the block until the observer is removed; 'BadgeListController' never removes the observer either (unbalanced-observer); declare}}
    }];
}

- (void)close {
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:_token];
}

@end
