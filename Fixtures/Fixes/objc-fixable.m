#import <Foundation/Foundation.h>

@interface InboxController : NSObject
@property (nonatomic, strong) id token;
@end

@implementation InboxController {
    id _syncToken;
    NSInteger _unread;
}

- (void)start {
    self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"Inbox" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self reload];
    }];
    _syncToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Sync" object:nil queue:nil usingBlock:^(NSNotification *note) {
        _unread = 0;
        [self reload];
    }];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self.token];
    [[NSNotificationCenter defaultCenter] removeObserver:_syncToken];
}

- (void)reload {
}

@end
