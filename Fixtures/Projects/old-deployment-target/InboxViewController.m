#import <UIKit/UIKit.h>

// The project that builds this file supports iOS 8 (its build settings say so): a selector observer that is
// never removed outlives the controller there, and the next notification reaches freed memory.
@interface InboxViewController : UIViewController
@end

@implementation InboxViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reload:) name:UIApplicationDidBecomeActiveNotification object:nil]; // expect-warning:43 unbalanced-observer {{before iOS 9 the center keeps a dangling observer}}
}
- (void)reload:(NSNotification *)notification {
}
@end
