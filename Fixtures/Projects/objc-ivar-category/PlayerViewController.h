#import <UIKit/UIKit.h>

// Tokens kept in instance variables that the header declares; a category in another file removes them.
@interface PlayerViewController : UIViewController {
    id _themeObserver;
    id _routeObserver;
}
- (void)stopObserving;
@end
