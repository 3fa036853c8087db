#import <Foundation/Foundation.h>

// The enclosing project (iOS 8) compiles this file.
@interface LegacySyncMonitor : NSObject
@end

@implementation LegacySyncMonitor
- (instancetype)init {
    if ((self = [super init])) {
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(sync:) name:@"SyncNeeded" object:nil]; // expect-warning:47 unbalanced-observer {{before iOS 9}}
    }
    return self;
}
- (void)sync:(NSNotification *)notification {
}
@end
