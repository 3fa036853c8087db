#import <Cocoa/Cocoa.h>

// The top-level object of a nib that is not the main one: loaded for a window that can close.
@interface InspectorController : NSObject
@property (nonatomic, strong) id selectionObserver;
@end

@implementation InspectorController
- (void)awakeFromNib {
    self.selectionObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Selection" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self update]; // expect-warning:10 strong-self-capture {{NotificationCenter keeps the block until the observer is removed}}
    }];
}
- (void)update {}
@end
