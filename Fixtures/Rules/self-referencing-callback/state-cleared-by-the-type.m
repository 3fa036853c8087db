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

// A task whose class sets its progress block back to nil when it finishes holds itself through the block only
// until then: a note that says so. A class that never lets the block go keeps the warning.
@interface ProgressTask : NSObject
@property (nonatomic, copy) void (^progressBlock)(void);
@property (nonatomic) double progress;
- (void)launch;
@end

@implementation ProgressTask
- (void)launch {}
- (void)didFinish {
    self.progressBlock = nil; // break the cycle through the block
}
@end

@interface EndlessTask : NSObject
@property (nonatomic, copy) void (^progressBlock)(void);
@property (nonatomic) double progress;
@end

@implementation EndlessTask
@end

@interface OptimizeController : NSObject
@end

@implementation OptimizeController
- (void)optimize {
    ProgressTask *task = [ProgressTask new];
    task.progressBlock = ^{
        NSLog(@"%f", task.progress); // expect-warning:22 self-referencing-callback {{'ProgressTask' sets 'progressBlock' back to nil, empties or cancels it (in a method}}
    };
    [task launch];
    EndlessTask *endless = [EndlessTask new];
    endless.progressBlock = ^{
        NSLog(@"%f", endless.progress); // expect-warning:22 self-referencing-callback {{so 'endless' keeps itself alive; use a '__weak' copy}}
    };
}
@end
