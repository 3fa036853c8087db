#import <UIKit/UIKit.h>

// silent: this project supports iOS 13 and later, where the center lets go of a selector observer that goes.
@interface SettingsViewController : UIViewController
@end

@implementation SettingsViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reload:) name:UIApplicationDidBecomeActiveNotification object:nil];
}
- (void)reload:(NSNotification *)notification {
}
@end
