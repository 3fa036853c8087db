#import <UIKit/UIKit.h>

// A method whose parameter type no header declares (an enum of a framework the analysis does not read) must not
// hide the methods after it: the removal in 'viewDidDisappear:' below it is seen.
@interface NowPlayingController : UIViewController
@end

@implementation NowPlayingController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    // silent: removed in viewDidDisappear: below.
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:@"Refresh" object:nil];
}

- (void)motionBegan:(KRMotionSubtype)motion withEvent:(UIEvent *)event {
    [self refresh:nil];
}

- (void)refresh:(NSNotification *)note {
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}
@end

@interface PlaylistController : UIViewController
@end

@implementation PlaylistController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:@"Refresh" object:nil]; // expect-warning:43 lifecycle-mismatch
}

- (void)shakeBegan:(KRMotionSubtype)motion {
}

- (void)refresh:(NSNotification *)note {
}
@end
