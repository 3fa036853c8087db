#import <UIKit/UIKit.h>

@interface MessageViewController : UIViewController
@property (nonatomic, strong) id token;
@end

@implementation MessageViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"Refresh" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self reload]; // expect-warning:10 strong-self-capture {{'MessageViewController' never removes the observer either}}
    }];
}
- (void)reload {}
@end
