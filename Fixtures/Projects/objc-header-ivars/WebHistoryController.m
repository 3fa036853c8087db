#import "WebHistoryController.h"
#import "MAKVONotificationCenter.h"

@interface SearchIndex : NSObject
- (void)onChange:(void (^)(void))handler;
@end

@implementation WebHistoryController

- (void)awakeFromNib {
    // silent: 'historyController' is a weak instance variable of this class, declared in its header: the block it
    // keeps goes when the history controller does, and does not keep it.
    [historyController addObserver:self keyPath:@"selection" options:0 block:^(MAKVONotification *notification) {
        [self reload];
    }];
    searchIndex = [[SearchIndex alloc] init];
    [searchIndex onChange:^{
        [self reload]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.searchIndex'}}
    }];
}

- (void)reload {
}

@end

@implementation SearchIndex {
    NSMutableArray *_handlers;
}

- (void)onChange:(void (^)(void))handler {
    [_handlers addObject:handler];
}

@end
