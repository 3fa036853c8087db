#import <Cocoa/Cocoa.h>

// A top-level object of the main nib that the code also makes, one per document: those instances can go.
@interface SyncMonitor : NSObject
@property (nonatomic, strong) id syncObserver;
@end

@implementation SyncMonitor
- (void)start {
    self.syncObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Synced" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self refresh]; // expect-warning:10 strong-self-capture {{NotificationCenter keeps the block until the observer is removed}}
    }];
}
- (void)refresh {}
@end

@interface SyncDocument : NSDocument
@property (nonatomic, strong) SyncMonitor *monitor;
@end

@implementation SyncDocument
- (instancetype)init {
    if ((self = [super init])) {
        _monitor = [[SyncMonitor alloc] init];
    }
    return self;
}
@end
