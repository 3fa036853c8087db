#import <UIKit/UIKit.h>

// An observer added once in viewDidLoad and removed in viewDidDisappear only when the screen leaves for good
// (popped or dismissed) is balanced: the removal is teardown. Removed on a disappearance that leaves it on the
// stack, it is gone after the first push of another screen.
@interface BrowseSafeView : UIViewController
@end

@implementation BrowseSafeView

- (void)viewDidLoad {
    [super viewDidLoad];
    [self listenToNotifications];
}

- (void)listenToNotifications {
    [self unListenToNotifications];
    // silent: removed through onClosed only when the screen is popped.
    [NSNotificationCenter.defaultCenter addObserver:self selector:@selector(refresh:) name:@"PreferencesChanged" object:nil];
}

- (void)unListenToNotifications {
    [NSNotificationCenter.defaultCenter removeObserver:self];
}

- (void)onClosed {
    [self unListenToNotifications];
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    if (self.isMovingFromParentViewController) {
        [self onClosed];
    }
}

- (void)refresh:(NSNotification *)note {}
@end

@interface DetailView : UIViewController
@end

@implementation DetailView

- (void)viewDidLoad {
    [super viewDidLoad];
    [NSNotificationCenter.defaultCenter addObserver:self selector:@selector(refresh:) name:@"PreferencesChanged" object:nil]; // expect-warning:41 lifecycle-mismatch {{runs once from 'viewDidLoad'}}
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    if (!self.isMovingFromParentViewController) {
        [NSNotificationCenter.defaultCenter removeObserver:self];
    }
}

- (void)refresh:(NSNotification *)note {}
@end
