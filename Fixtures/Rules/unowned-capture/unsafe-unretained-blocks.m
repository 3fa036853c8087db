#import <UIKit/UIKit.h>

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
}

@end
