#import <UIKit/UIKit.h>

// The same in Objective-C: a method that can run again stores a repeating timer or an observer token over the
// previous one.
@interface TickerController : UIViewController
@property (nonatomic, strong) NSTimer *timer;
@property (nonatomic, strong) NSTimer *checkedTimer;
@property (nonatomic, strong) NSTimer *invalidatedTimer;
@property (nonatomic, strong) NSTimer *pollTimer;
@property (nonatomic, strong) id token;
@end

@implementation TickerController

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:27 overwritten-registration {{is stored in 'self.timer' over the one an earlier call may have left}}
    self.timer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) { [weakSelf tick]; }];
    // The timer invalidates itself once the controller is gone, and runs on until then beside the next one.
    // expect-warning@+1:31 overwritten-registration {{is stored in 'self.pollTimer'}}
    self.pollTimer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) {
        if (weakSelf == nil) {
            [t invalidate];
            return;
        }
        [weakSelf tick];
    }];
}

- (void)startChecked {
    __weak typeof(self) weakSelf = self;
    // silent: only when no timer is there.
    if (!_checkedTimer) {
        _checkedTimer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) { [weakSelf tick]; }];
    }
}

- (void)startInvalidated {
    __weak typeof(self) weakSelf = self;
    // silent: the old timer is invalidated first.
    [self.invalidatedTimer invalidate];
    self.invalidatedTimer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) { [weakSelf tick]; }];
}

- (void)listen {
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:56 overwritten-registration {{holds to 'removeObserver:' before storing the new one}}
    self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"Refresh" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf tick];
    }];
}

// Two ways to listen again: each stores a new token over the old one.
- (void)retry { [self listen]; }
- (void)reconnect { [self listen]; }

- (void)tick {}

- (void)dealloc {
    [_timer invalidate];
    [_checkedTimer invalidate];
    [_invalidatedTimer invalidate];
    [[NSNotificationCenter defaultCenter] removeObserver:_token];
}

@end

// silent: started on each appearance and invalidated on each disappearance.
@interface TrackTimerController : UIViewController
@property (nonatomic, strong) NSTimer *timer;
@end

@implementation TrackTimerController

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self startTimer];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.timer invalidate];
    self.timer = nil;
}

- (void)startTimer {
    __weak typeof(self) weakSelf = self;
    self.timer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *t) { [weakSelf tick]; }];
}

- (void)tick {}

@end

// silent: the popover's delegate removes the observer and clears the token when the popover closes, and the
// observer is added only when the popover is not shown: one at a time, by the object's own state.
@interface ParticipantController : NSObject <NSPopoverDelegate>
@property (nonatomic, strong) id scrollingHandler;
@property (nonatomic, strong) NSPopover *popover;
@end

@implementation ParticipantController

- (void)mouseEntered:(NSEvent *)event { [self showOverlay]; }
- (IBAction)buttonClicked:(id)sender { [self showOverlay]; }

- (void)showOverlay {
    NSPopover *popover = self.popover;
    if (!popover.isShown) {
        self.scrollingHandler = [[NSNotificationCenter defaultCenter] addObserverForName:@"Scrolled" object:nil queue:nil usingBlock:^(NSNotification *note) {
            [popover close];
        }];
    }
}

- (void)popoverDidClose:(NSNotification *)notification {
    if (self.scrollingHandler) {
        [[NSNotificationCenter defaultCenter] removeObserver:self.scrollingHandler];
        self.scrollingHandler = nil;
    }
}

@end

// Removed and cleared only by the teardown that dealloc calls (and by the block itself, which by then clears
// the newest token): a second download while the first is pending leaves the first observer for good.
@interface AttachmentLoader : NSObject {
    id downloadObserver;
}
@end

@implementation AttachmentLoader

- (void)dealloc { [self destroy]; }

- (void)destroy {
    if (downloadObserver) {
        [[NSNotificationCenter defaultCenter] removeObserver:downloadObserver];
        downloadObserver = nil;
    }
}

- (IBAction)download:(id)sender { [self prepare]; }
- (IBAction)retry:(id)sender { [self prepare]; }

- (void)prepare {
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:62 overwritten-registration {{'self.downloadObserver'}}
    downloadObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Downloaded" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf destroy];
    }];
}

@end

// Activation comes in turns: the app resigns active before it can become active again.
@interface ActivityTracker : NSObject {
    NSTimer *activeTimer;
    NSTimer *foregroundTimer;
}
@end

@implementation ActivityTracker

- (void)applicationDidBecomeActive:(NSNotification *)note {
    __weak typeof(self) weakSelf = self;
    // silent: 'applicationWillResignActive:' invalidates the timer before the app becomes active again
    activeTimer = [NSTimer scheduledTimerWithTimeInterval:5 repeats:YES block:^(NSTimer *t) { [weakSelf tick]; }];
}

- (void)applicationWillResignActive:(NSNotification *)note {
    [activeTimer invalidate];
}

- (void)applicationWillEnterForeground:(NSNotification *)note {
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:32 overwritten-registration {{'self.foregroundTimer'}}
    foregroundTimer = [NSTimer scheduledTimerWithTimeInterval:5 repeats:YES block:^(NSTimer *t) { [weakSelf tick]; }];
}

- (void)tick {}

- (void)dealloc { [foregroundTimer invalidate]; }

@end

// `stop` sets the flag of `start`'s guard back: `start` runs again, over the timer left running or not.
@interface FlagGuardedPoller : NSObject {
    BOOL _running;
    NSTimer *_timer;
}
@end

@implementation FlagGuardedPoller

- (void)start {
    if (_running) return;
    _running = YES;
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:23 overwritten-registration {{'start' can run more than once}}
    _timer = [NSTimer scheduledTimerWithTimeInterval:5 repeats:YES block:^(NSTimer *t) { [weakSelf poll]; }];
}

- (void)stop {
    _running = NO;
}

- (void)poll {}

@end

@interface StoppingPoller : NSObject {
    BOOL _running;
    NSTimer *_timer;
}
@end

@implementation StoppingPoller

- (void)start {
    if (_running) return;
    _running = YES;
    __weak typeof(self) weakSelf = self;
    // silent: 'stop' sets the flag back and invalidates the timer
    _timer = [NSTimer scheduledTimerWithTimeInterval:5 repeats:YES block:^(NSTimer *t) { [weakSelf poll]; }];
}

- (void)stop {
    _running = NO;
    [_timer invalidate];
}

- (void)poll {}

- (void)dealloc { [_timer invalidate]; }

@end
