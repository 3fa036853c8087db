#import <Cocoa/Cocoa.h>

// The application's delegate, made by MainMenu.xib (its declaration names no NSApplicationDelegate): the
// application keeps the main nib's top-level objects as long as it runs.
@interface AppController : NSObject
@property (nonatomic, strong) id themeObserver;
@end

@implementation AppController
- (void)awakeFromNib {
    self.themeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"ThemeChanged" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self applyTheme]; // expect-warning:10 strong-self-capture {{'AppController' is a top-level object of 'MainMenu.xib', the app's main nib, which the application keeps as long as it runs}}
    }];
}
- (void)applyTheme {}
@end
