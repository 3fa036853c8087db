#import <UIKit/UIKit.h>

@interface InboxViewController : UIViewController
@property (nonatomic, strong) id token;
@end

@implementation InboxViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"Refresh" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self reload]; // expect-warning:10 strong-self-capture {{'InboxViewController' is kept by 'UINavigationController' ('rootViewController') under the initial view controller of 'Main.storyboard'}}
    }];
}
- (void)reload {}
@end
