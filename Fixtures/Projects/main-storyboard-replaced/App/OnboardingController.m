#import <UIKit/UIKit.h>

@interface OnboardingController : UIViewController
@end

@implementation OnboardingController
- (void)finish {
    self.view.window.rootViewController = [[UIViewController alloc] init];
}
@end
