#import <UIKit/UIKit.h>
#import "PlayerState.h"

// Properties, functions and constants of headers that are not there, where the statement wants a number or a
// structure: the parse declares them with the type the context shows, and constants used as case labels get
// values of their own (two equal labels make clang drop the whole switch), so the statement and its block stay.
@interface PlayerViewController : UIViewController {
    id liveObserver;
    id modeObserver;
}
@property (nonatomic, strong) NSTimer *refreshTimer;
@property (nonatomic, strong) id stateObserver;
@property (nonatomic, strong) PlayerState *state;
@property (nonatomic) NSInteger mode;
@end

@implementation PlayerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    switch (self.mode) {
        case kPlayerModeLive:
            liveObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kPlayerLiveNotification object:nil queue:nil usingBlock:^(NSNotification *n) {
                [self reloadLive]; // expect-warning:18 strong-self-capture {{captures 'self' strongly}}
            }];
            break;
        case kPlayerModeReplay:
            break;
    }
    self.refreshTimer = [NSTimer scheduledTimerWithTimeInterval:self.state.refreshInterval repeats:YES block:^(NSTimer *timer) {
        [self refreshPosition]; // expect-warning:10 strong-self-capture {{captures 'self' strongly}}
    }];
    // silent: the same unknown values, with the weak/strong dance.
    __weak typeof(self) weakSelf = self;
    self.stateObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kPlayerStateNotification object:nil queue:nil usingBlock:^(NSNotification *n) {
        [weakSelf layoutIn:CGRectInset(weakSelf.view.bounds, weakSelf.state.margin, 0) alpha:(CGFloat)[n.object floatValue]];
    }];
    modeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kPlayerModeNotification object:nil queue:nil usingBlock:^(NSNotification *n) {
        [weakSelf reloadLive];
    }];
}

- (void)reloadLive {}
- (void)refreshPosition {}
- (void)layoutIn:(CGRect)rect alpha:(CGFloat)alpha {}

- (void)dealloc {
    [self.refreshTimer invalidate];
    [[NSNotificationCenter defaultCenter] removeObserver:self.stateObserver];
    // silent: removals inside a switch over a number from an unknown header are seen.
    switch (self.mode) {
        case kPlayerModeLive:
            [[NSNotificationCenter defaultCenter] removeObserver:liveObserver];
            break;
        case kPlayerModeReplay:
            [[NSNotificationCenter defaultCenter] removeObserver:modeObserver];
            break;
    }
}
@end
