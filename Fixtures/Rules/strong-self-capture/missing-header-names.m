#import <UIKit/UIKit.h>
#import "ThemeService.h"
#import "Analytics.h"

// Constants, classes, enums and functions of headers that are not there, in every argument position: clang drops
// a statement at its first undeclared name unless the parse declares what the context demands.
@interface ThemeViewController : UIViewController {
    id themeObserver;
}
@property (nonatomic, strong) id styleObserver;
@property (nonatomic, strong) id fontObserver;
@property (nonatomic, strong) id quietObserver;
@end

@implementation ThemeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    themeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kThemeServiceDidChangeThemeNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *n) {
        [self userInterfaceThemeDidChange]; // expect-warning:10 strong-self-capture {{captures 'self' strongly}}
    }];
    self.styleObserver = [[NSNotificationCenter defaultCenter] addObserverForName:ThemeStyleChanged object:[ThemeService sharedService] queue:ThemeQueue() usingBlock:^(NSNotification *n) {
        [self applyStyle:ThemeStyleDark animated:kThemeAnimates]; // expect-warning:10 strong-self-capture
    }];
    self.fontObserver = [[NSNotificationCenter defaultCenter] addObserverForName:AnalyticsEventName(kFontEvent) object:nil queue:[ThemeService queueForPriority:ThemePriorityHigh | ThemePriorityUI] usingBlock:^(NSNotification *n) {
        ThemeFont *font = [ThemeFont fontWithSize:kDefaultFontSize * kScale];
        [self reloadFont:font key:n.userInfo[kFontKey]]; // expect-warning:10 strong-self-capture
    }];
    // silent: the same unknown names, with the weak/strong dance.
    __weak typeof(self) weakSelf = self;
    self.quietObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kThemeServiceDidChangeThemeNotification object:ThemeServiceShared queue:nil usingBlock:^(NSNotification *n) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        [strongSelf applyStyle:ThemeStyleLight animated:@(kThemeAnimates).boolValue];
    }];
}

- (void)userInterfaceThemeDidChange {}
- (void)applyStyle:(ThemeStyle)style animated:(BOOL)animated {}
- (void)reloadFont:(ThemeFont *)font key:(NSString *)key {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:themeObserver];
    [[NSNotificationCenter defaultCenter] removeObserver:self.styleObserver];
    [[NSNotificationCenter defaultCenter] removeObserver:self.fontObserver];
    [[NSNotificationCenter defaultCenter] removeObserver:self.quietObserver];
}
@end

// An instance variable declared in a header the parse does not see (`SessionStore.h`): what an initializer makes
// into it is one object per session, not a global's, so its cycle stays a warning.
@interface SessionRefresher : NSObject
@property (nonatomic, strong) NSTimer *timer;
@end

@implementation SessionRefresher
- (void)start {
    self.timer = [NSTimer scheduledTimerWithTimeInterval:60 repeats:YES block:^(NSTimer *timer) {
        [self refresh]; // expect-warning:10 strong-self-capture {{the run loop keeps a repeating timer and its block until it is invalidated; declare}}
    }];
}
- (void)refresh {}
@end

@implementation SessionStore
- (instancetype)initWithAccount:(id)account {
    self = [super init];
    if (self) {
        _refresher = [[SessionRefresher alloc] init];
    }
    return self;
}
@end
