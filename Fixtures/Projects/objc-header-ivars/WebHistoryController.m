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

- (void)startPruning {
    pruneTimer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, historyQueue);
    dispatch_source_set_event_handler(pruneTimer, ^{
        [self prune]; // expect-warning:10 strong-self-capture {{sets 'self.pruneTimer' back to nil, empties or cancels it}}
    });
    dispatch_resume(pruneTimer);
    saveTimer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, historyQueue);
    dispatch_source_set_event_handler(saveTimer, ^{
        [self save]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.saveTimer'; declare}}
    });
    dispatch_resume(saveTimer);
}

// The cycle through the prune timer ends when the history is closed: the source is cancelled and let go. Nothing
// ends the save timer's.
- (void)stopPruning {
    if (pruneTimer) {
        dispatch_source_cancel(pruneTimer);
        pruneTimer = NULL;
    }
}

- (void)close {
    [self stopPruning];
}

// Cancelled and let go only to be made again at once: the cycle stays.
- (void)restartSaving {
    dispatch_source_cancel(saveTimer);
    saveTimer = NULL;
    saveTimer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, historyQueue);
}

- (void)prune {
}

- (void)save {
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
