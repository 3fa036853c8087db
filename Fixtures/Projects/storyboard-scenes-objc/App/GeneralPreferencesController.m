#import <Cocoa/Cocoa.h>

@interface GeneralPreferencesController : NSViewController
@property (nonatomic, strong) id themeObserver;
@end

@implementation GeneralPreferencesController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.themeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"ThemeChanged" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self reload]; // expect-warning:10 strong-self-capture {{'GeneralPreferencesController' is kept by 'NSTabViewController' ('tabItems') in the storyboard scene 'Preferences' of 'Preferences.storyboard', which the project makes only as 'AppDelegate.preferencesWindowController'}}
    }];
}
- (void)reload {}
@end
