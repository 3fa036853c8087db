#import <UIKit/UIKit.h>

@interface Session : NSObject
+ (instancetype)sharedSession;
@property (nonatomic, copy) void (^onLogout)(void);
@property (nonatomic, copy) void (^onExpiry)(void);
@end

@interface FeedViewController : UIViewController
@property (nonatomic, strong) UIView *banner;
@property (nonatomic, copy) void (^onChange)(void);
@end

@implementation FeedViewController {
    id _themeObserver;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    __unsafe_unretained typeof(self) unsafeSelf = self;
    // NotificationCenter keeps the block for ever, and nothing checks 'unsafeSelf' once the controller is gone.
    [[NSNotificationCenter defaultCenter] addObserverForName:@"FeedDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [unsafeSelf reload]; // expect-warning:10 unowned-capture {{block passed to 'addObserverForName:object:queue:usingBlock:' holds 'self' unowned through 'unsafeSelf'}}
    }];
    // silent: the observer is removed in 'dealloc', before the controller goes.
    _themeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"ThemeDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [unsafeSelf reload];
    }];
    // silent: 'dealloc' sets the singleton's property again, so it lets the block go first.
    [Session sharedSession].onLogout = ^{
        [unsafeSelf reload];
    };
    // The singleton keeps the block for the whole run.
    [Session sharedSession].onExpiry = ^{
        [unsafeSelf reload]; // expect-warning:10 unowned-capture {{block stored in 'Session.sharedSession.onExpiry' holds 'self' unowned through 'unsafeSelf'; 'Session.sharedSession' keeps it for the whole run}}
    };
    // silent: a property of 'self' keeps the block; it goes with the controller.
    self.onChange = ^{
        [unsafeSelf reload];
    };
}

- (void)flashBanner {
    __unsafe_unretained FeedViewController *controller = self;
    // The controller may be dismissed within the two seconds.
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 2 * NSEC_PER_SEC), dispatch_get_main_queue(), ^{
        controller.banner.hidden = YES; // expect-warning:9 unowned-capture {{'dispatch_after' runs it later, so it may run after 'self' is deallocated, and then it reads freed memory}}
    });
    __weak typeof(self) weakSelf = self;
    // silent: a '__weak' copy finds nil once the controller is gone.
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 2 * NSEC_PER_SEC), dispatch_get_main_queue(), ^{
        weakSelf.banner.hidden = YES;
    });
}

- (void)reload {
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:_themeObserver];
    [Session sharedSession].onLogout = nil;
}

@end
