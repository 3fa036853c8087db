#import "ChatKitMacros.h"

@implementation CKLeakyClient
- (void)start {
    self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"CK" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self start];
    }];
}
@end
