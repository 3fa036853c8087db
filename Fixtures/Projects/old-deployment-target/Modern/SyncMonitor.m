#import <Foundation/Foundation.h>

// silent: the nested project (iOS 13) compiles this file; the enclosing one compiles another file of the same name.
@interface ModernSyncMonitor : NSObject
@end

@implementation ModernSyncMonitor
- (instancetype)init {
    if ((self = [super init])) {
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(sync:) name:@"SyncNeeded" object:nil];
    }
    return self;
}
- (void)sync:(NSNotification *)notification {
}
@end
