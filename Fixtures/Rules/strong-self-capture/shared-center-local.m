#import <UIKit/UIKit.h>

// A local that names the shared center is that center, not one created (and released) in the scope.
@interface FeedController : UIViewController
@property (nonatomic, strong) id token;
@property (nonatomic, strong) id weakToken;
@end

@implementation FeedController
- (void)viewDidLoad {
    [super viewDidLoad];
    NSNotificationCenter *nc = [NSNotificationCenter defaultCenter];
    self.token = [nc addObserverForName:@"Reload" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self reload]; // expect-warning:10 strong-self-capture {{declare '__weak typeof(self) weakSelf = self;' before the block}}
    }];
    // silent: the block holds self weakly.
    __weak typeof(self) weakSelf = self;
    self.weakToken = [nc addObserverForName:@"Refresh" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf reload];
    }];
}
- (void)reload {}
- (void)dealloc {
    NSNotificationCenter *nc = [NSNotificationCenter defaultCenter];
    [nc removeObserver:self.token];
    [nc removeObserver:self.weakToken];
}
@end
