#import <UIKit/UIKit.h>

// A project wrapper of the block-based NotificationCenter registration whose name is no observer verb: the token it
// returns is the only way to remove the observer.
@interface CartEvents : NSObject
- (id)whenName:(NSString *)name run:(void (^)(NSNotification *note))block;
@end

@implementation CartEvents

- (id)whenName:(NSString *)name run:(void (^)(NSNotification *note))block {
    return [[NSNotificationCenter defaultCenter] addObserverForName:name object:nil queue:nil usingBlock:block];
}

@end

@interface CartViewController : UIViewController
@property (nonatomic, strong) CartEvents *events;
@property (nonatomic, strong) id cartToken;
@end

@implementation CartViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) weakSelf = self;
    NSString *screen = self.title ?: @"cart";
    [self.events whenName:@"CartChanged" run:^(NSNotification *note) { // expect-warning:18 discarded-observer-token {{the token returned by 'whenName:run:' is discarded}}
        NSLog(@"%@", screen);
    }];
    [self.events whenName:@"CartChanged" run:^(NSNotification *note) { // expect-warning:18 discarded-observer-token {{holds 'self' weakly}}
        [weakSelf refresh];
    }];
    // silent: the token is kept, and removed when the controller goes.
    self.cartToken = [self.events whenName:@"CartChanged" run:^(NSNotification *note) {
        NSLog(@"cart");
    }];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self.cartToken];
}

- (void)refresh {}

@end
