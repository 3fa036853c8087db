#import <AppKit/AppKit.h>

@interface PreferencesWindowController : NSWindowController
+ (instancetype)sharedController;
@end

/// The preferences window, made once from the initial controller of its storyboard and kept in a static variable:
/// it lives as long as the app, and so does the tab its storyboard gives it.
@implementation PreferencesWindowController {
    id _themeToken;
}

+ (instancetype)sharedController {
    static PreferencesWindowController *sharedController = nil;
    if (sharedController == nil) {
        NSStoryboard *storyboard = [NSStoryboard storyboardWithName:@"Preferences" bundle:nil];
        sharedController = [storyboard instantiateInitialController];
    }
    return sharedController;
}

- (void)windowDidLoad {
    [super windowDidLoad];
    _themeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"ThemeDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self applyTheme]; // expect-warning:10 strong-self-capture {{'PreferencesWindowController' is the initial controller of 'Preferences.storyboard'}}
    }];
}

- (void)applyTheme {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:_themeToken];
}

@end
