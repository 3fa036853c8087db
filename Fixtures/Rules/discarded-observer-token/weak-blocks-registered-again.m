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

/// The initializer sets the flag up, and another method declares a local of the same name: neither sets the flag
/// back.
@interface FeedPoller : NSObject
@end

@implementation FeedPoller {
    BOOL _started;
    BOOL _loading;
}

- (instancetype)init {
    self = [super init];
    _started = NO;
    return self;
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

- (BOOL)check {
    BOOL started = NO;
    return started;
}

- (void)announce {
    // silent: posting registers nothing.
    [[NSNotificationCenter defaultCenter] postNotificationName:@"FeedPollerChecked" object:self];
    // silent: a selector observer of the poller itself, removed in dealloc.
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh) name:@"FeedChanged" object:nil];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

/// A guard against loading twice at once: the completion sets the flag back through the weak copy of self.
- (void)load {
    if (_loading) return;
    _loading = YES;
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:43 discarded-observer-token {{but 'load' runs again once 'loading' is set back}}
    [[NSNotificationCenter defaultCenter] addObserverForName:NSSystemTimeZoneDidChangeNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf refresh];
    }];
    dispatch_async(dispatch_get_main_queue(), ^{
        weakSelf->_loading = NO;
    });
}

- (void)refresh {}

@end
