#import "PlayerViewController.h"
#import "ThemeService.h"

@implementation PlayerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) weakSelf = self;
    // silent: removed by the category in PlayerViewController+Observing.m, inside a conditional.
    _themeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kThemeDidChangeNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf.view setNeedsLayout];
    }];
    // expect-warning@+1:60 unbalanced-observer {{'self.routeObserver'}}
    _routeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kRouteDidChangeNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf.view setNeedsLayout];
    }];
}

- (void)dealloc {
    [self stopObserving];
}

@end
