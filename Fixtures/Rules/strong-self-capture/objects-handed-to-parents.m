#import <UIKit/UIKit.h>

@interface AccessRequestViewController : UIViewController
@property (nonatomic, copy) void (^completion)(BOOL granted);
@end

@interface ApiAccessViewController : UIViewController
@property (nonatomic, strong) NSMutableArray *pending;
@property (nonatomic, strong) NSMutableArray *tokens;
@end

@implementation ApiAccessViewController
// silent: the navigation controller keeps the new screen, and `self` does not own its navigation controller.
- (void)askForAccess:(NSString *)appID {
    AccessRequestViewController *vc = [[AccessRequestViewController alloc] init];
    vc.completion = ^(BOOL granted) {
        if (granted) [self.tokens addObject:appID];
    };
    self.navigationController.viewControllers = @[vc];
}

// `self` keeps the screen in its own array: a cycle.
- (void)queueRequest:(NSString *)appID {
    AccessRequestViewController *vc = [[AccessRequestViewController alloc] init];
    vc.completion = ^(BOOL granted) {
        if (granted) [self.tokens addObject:appID]; // expect-warning:23 strong-self-capture {{'self' keeps 'vc' in 'self.pending'}}
    };
    [self.pending addObject:vc];
}
@end
