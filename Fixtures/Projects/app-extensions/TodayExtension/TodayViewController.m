#import <UIKit/UIKit.h>

// The principal class of a widget extension: kept as long as the extension runs.
@interface TodayViewController : UIViewController
@property (nonatomic, strong) id<NSObject> token;
@end

@implementation TodayViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.token = [[NSNotificationCenter defaultCenter] addObserverForName:UIApplicationDidBecomeActiveNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self refresh]; // expect-warning:10 strong-self-capture {{TodayExtension/Info.plist', which keeps it as long as the extension runs}}
    }];
}
- (void)refresh {}
@end
