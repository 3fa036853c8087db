#import <UIKit/UIKit.h>
#import <ReactiveObjC/ReactiveObjC.h>
#import "AudioPlayer.h"

@interface RadioViewController : UIViewController
@property (nonatomic, strong) AudioPlayer *player;
@property (nonatomic, strong) NSTimer *clockTimer;
@end

@implementation RadioViewController {
    AudioPlayer *_backupPlayer;
    dispatch_source_t _meterSource;
    RACDisposable *_stationSubscription;
    NSString *_stationName;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.player.onFinish = ^{
        [self playNext]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.player'}}
    };
    _backupPlayer.onFinish = ^{
        [self playNext]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.backupPlayer'}}
    };
    dispatch_source_set_event_handler(_meterSource, ^{
        [self updateMeters]; // expect-warning:10 strong-self-capture
    });
    _stationSubscription = [self.player.stationSignal subscribeNext:^(NSString *name) {
        _stationName = name; // expect-warning:9 strong-self-capture {{kept by 'self.stationSubscription'}}
    } error:^(NSError *error) {
        [self playNext]; // expect-warning:10 strong-self-capture
    } completed:^{
    }];
    self.clockTimer = [NSTimer timerWithTimeInterval:1 repeats:YES block:^(NSTimer *timer) {
        [self updateClock]; // expect-warning:10 strong-self-capture
    }];
}

- (void)quietSetUp {
    __weak typeof(self) weakSelf = self;
    // silent: the owned player keeps a block that only holds a weak pointer.
    self.player.onFinish = ^{
        [weakSelf playNext];
    };
    // silent: the dispatch source keeps a weak pointer only.
    dispatch_source_set_event_handler(_meterSource, ^{
        [weakSelf updateMeters];
    });
    // silent: a subscription that nobody keeps is not kept by self.
    [self.player.stationSignal subscribeNext:^(NSString *name) {
        [self playNext];
    }];
    // silent: @weakify and @strongify around a kept subscription.
    @weakify(self);
    _stationSubscription = [self.player.stationSignal subscribeNext:^(NSString *name) {
        @strongify(self);
        [self playNext];
    }];
    // silent: the block captures a local string, not self.
    NSString *greeting = @"hello";
    self.player.onFinish = ^{
        NSLog(@"%@", greeting);
    };
    // silent: a repeating timer whose block holds only the weak pointer.
    // expect-warning@+1:32 overwritten-registration {{is stored in 'self.clockTimer' over the one an earlier call may have left}}
    self.clockTimer = [NSTimer timerWithTimeInterval:1 repeats:YES block:^(NSTimer *timer) {
        [weakSelf updateClock];
    }];
}

- (void)playNext {}
- (void)updateMeters {}
- (void)updateClock {}

- (void)dealloc {
    [self.clockTimer invalidate];
}

@end
