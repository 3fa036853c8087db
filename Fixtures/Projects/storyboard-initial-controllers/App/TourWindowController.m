#import <AppKit/AppKit.h>

@interface TourWindowController : NSWindowController
+ (void)show;
@end

/// The tour window, made again each time it is shown: it comes and goes, and a cycle keeps it.
@implementation TourWindowController {
    id _themeToken;
}

+ (void)show {
    TourWindowController *controller = [[NSStoryboard storyboardWithName:@"Tour" bundle:nil] instantiateInitialController];
    [controller showWindow:nil];
}

- (void)windowDidLoad {
    [super windowDidLoad];
    _themeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"ThemeDidChange" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self refresh]; // expect-warning:10 strong-self-capture {{and the 'removeObserver:' in 'dealloc' never runs; declare}}
    }];
}

- (void)refresh {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:_themeToken];
}

@end
