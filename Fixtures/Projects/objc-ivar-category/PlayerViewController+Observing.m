#import "PlayerViewController.h"

@implementation PlayerViewController (Observing)

- (void)stopObserving {
    if (_themeObserver != nil) {
        [[NSNotificationCenter defaultCenter] removeObserver:_themeObserver];
        _themeObserver = nil;
    }
}

@end
