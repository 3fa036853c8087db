#import "InboxViewController.h"

@implementation InboxViewController (Observing)

- (void)startObserving {
    // silent: the token is removed in stopObserving, in this same category.
    __weak typeof(self) weakSelf = self;
    self.badgeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Badge" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf.view setNeedsLayout];
    }];
    // A category method's block captures self as strongly as the class's own.
    [NSTimer scheduledTimerWithTimeInterval:30 repeats:YES block:^(NSTimer *timer) {
        [self stopObserving]; // expect-warning:10 strong-self-capture
    }];
}

- (void)stopObserving {
    [self.store removeObserver:self forKeyPath:@"unreadCount"];
    [[NSNotificationCenter defaultCenter] removeObserver:self.badgeToken];
}

@end
