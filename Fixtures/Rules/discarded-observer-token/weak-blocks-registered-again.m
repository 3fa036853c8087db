#import <UIKit/UIKit.h>

// A discarded block observer whose block holds `self` weakly does nothing once `self` is gone: a note. Not when
// the method that registers it runs again and again while `self` lives.

@interface ClockViewController : UIViewController
@end

@implementation ClockViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:43 discarded-observer-token {{though its block holds 'self' weakly and does nothing once 'self' is gone}}
    [[NSNotificationCenter defaultCenter] addObserverForName:NSCalendarDayChangedNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf reload];
    }];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:43 discarded-observer-token {{its block holds 'self' weakly, but 'viewWillAppear' runs again and again}}
    [[NSNotificationCenter defaultCenter] addObserverForName:NSSystemClockDidChangeNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf reload];
    }];
}

- (void)reload {}

@end

@interface PlaybackKeepAlive : NSObject
@end

@implementation PlaybackKeepAlive {
    BOOL _started;
}

- (void)start {
    if (_started) return;
    _started = YES;
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:43 discarded-observer-token {{but 'start' runs again once 'started' is set back}}
    [[NSNotificationCenter defaultCenter] addObserverForName:NSSystemClockDidChangeNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf restart];
    }];
}

- (void)stop {
    _started = NO;
}

- (void)restart {}

@end

@interface UploadMonitor : NSObject
@end

@implementation UploadMonitor {
    BOOL _started;
}

- (void)start {
    if (_started) return;
    _started = YES;
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:43 discarded-observer-token {{though its block holds 'self' weakly and does nothing once 'self' is gone}}
    [[NSNotificationCenter defaultCenter] addObserverForName:NSSystemClockDidChangeNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf refresh];
    }];
}

- (void)dealloc {
    _started = NO;
}

- (void)refresh {}

@end

@interface AlarmViewController : UIViewController
@end

@implementation AlarmViewController {
    id _clockToken;
    NSMutableArray *_tokens;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    __weak typeof(self) weakSelf = self;
    // silent: the token is kept and removed on each disappearance.
    _clockToken = [[NSNotificationCenter defaultCenter] addObserverForName:NSSystemClockDidChangeNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf reload];
    }];
    // silent: kept in a collection of self, emptied on each disappearance.
    [_tokens addObject:[[NSNotificationCenter defaultCenter] addObserverForName:NSCalendarDayChangedNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf reload];
    }]];
    // silent: posting registers nothing.
    [[NSNotificationCenter defaultCenter] postNotificationName:@"AlarmsShown" object:self];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [[NSNotificationCenter defaultCenter] removeObserver:_clockToken];
    for (id token in _tokens) {
        [[NSNotificationCenter defaultCenter] removeObserver:token];
    }
    [_tokens removeAllObjects];
}

- (void)reload {}

@end

/// silent: `start` runs again after `stop`, but it keeps its token and `stop` removes it.
@interface RecordingKeepAlive : NSObject
@end

@implementation RecordingKeepAlive {
    BOOL _started;
    id _token;
}

- (void)start {
    if (_started) return;
    _started = YES;
    __weak typeof(self) weakSelf = self;
    _token = [[NSNotificationCenter defaultCenter] addObserverForName:NSSystemClockDidChangeNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf restart];
    }];
}

- (void)stop {
    _started = NO;
    [[NSNotificationCenter defaultCenter] removeObserver:_token];
    _token = nil;
}

- (void)restart {}

@end
