#import <UIKit/UIKit.h>

// A block kept in a property that the class sets back to nil in a method lives only until then: a note that
// says so. One cleared only in dealloc stays a warning: dealloc never runs while the cycle lasts.
@interface CheckoutController : UIViewController
@property (nonatomic, copy) void (^onRetry)(void);
@property (nonatomic, copy) void (^onClose)(void);
@end

@implementation CheckoutController

- (void)prepareRetry {
    self.onRetry = ^{
        [self retry]; // expect-warning:10 self-referencing-callback {{'CheckoutController' sets 'self.onRetry' back to nil, empties or cancels it (in a method}}
    };
}

- (void)retryDone {
    self.onRetry = nil;
}

- (void)prepareClose {
    self.onClose = ^{
        [self retry]; // expect-warning:10 self-referencing-callback {{block stored in 'self.onClose' captures 'self' strongly: 'self' keeps the block and the block keeps 'self'; declare}}
    };
}

- (void)retry {
}

- (void)dealloc {
    self.onClose = nil;
}

@end
