#import <AppKit/AppKit.h>

@interface AccountsViewController : NSViewController
@end

/// A tab of the preferences window, kept by the window's tab view controller.
@implementation AccountsViewController {
    id _themeToken;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _themeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"ThemeDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self refresh]; // expect-warning:10 strong-self-capture {{'AccountsViewController' is kept by 'NSTabViewController' ('tabItems') under the initial controller of 'Preferences.storyboard'}}
    }];
}

- (void)refresh {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:_themeToken];
}

@end
