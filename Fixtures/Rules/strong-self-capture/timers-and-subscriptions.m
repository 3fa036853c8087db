#import <UIKit/UIKit.h>
#import <ReactiveObjC/ReactiveObjC.h>
#import "PlayerViewModel.h"

@interface PlayerViewController : UIViewController
@property (nonatomic, strong) NSTimer *progressTimer;
@property (nonatomic, strong) PlayerViewModel *viewModel;
@end

@implementation PlayerViewController {
    NSTimer *_pollTimer;
    RACDisposable *_titleSubscription;
    Fetcher *_fetcher;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.progressTimer = [NSTimer scheduledTimerWithTimeInterval:1.0 repeats:YES block:^(NSTimer *timer) {
        [self updateProgress]; // expect-warning:10 strong-self-capture {{the run loop keeps a repeating timer}}
    }];
    // silent: a timer that fires once releases its block after running it.
    [NSTimer scheduledTimerWithTimeInterval:5.0 repeats:NO block:^(NSTimer *timer) {
        [self updateProgress];
    }];
    _titleSubscription = [self.viewModel.titleSignal subscribeNext:^(NSString *title) {
        self.title = title; // expect-warning:9 strong-self-capture {{kept by 'self.titleSubscription'}}
    }];
    _fetcher = [[Fetcher alloc] initWithCompletionBlock:^(NSData *data) {
        [self apply:data]; // expect-warning:10 strong-self-capture {{block passed to '-[Fetcher initWithCompletionBlock:]'}}
    }];
}

- (void)startPolling {
    __weak typeof(self) weakSelf = self;
    // silent: weakSelf is weak, and strongSelf is a local of the timer's block.
    // expect-warning@+1:27 overwritten-registration {{is stored in 'self.pollTimer' over the one an earlier call may have left}}
    _pollTimer = [NSTimer scheduledTimerWithTimeInterval:2.0 repeats:YES block:^(NSTimer *timer) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) { return; }
        [strongSelf updateProgress];
        // A nested block kept by the center captures the strong local (and its token is lost).
        [[NSNotificationCenter defaultCenter] addObserverForName:@"Stall" object:nil queue:nil usingBlock:^(NSNotification *note) {
            [strongSelf updateProgress]; // expect-warning:14 strong-self-capture {{through 'strongSelf'}}
        }];
    }];
}

- (void)startWithMacros {
    @weakify(self);
    // silent: @strongify(self) makes self a strong local of this block only.
    // expect-warning@+1:27 overwritten-registration {{is stored in 'self.pollTimer' over the one an earlier call may have left}}
    _pollTimer = [NSTimer scheduledTimerWithTimeInterval:2.0 repeats:YES block:^(NSTimer *timer) {
        @strongify(self);
        [self updateProgress];
    }];
}

- (void)updateProgress {}
- (void)apply:(NSData *)data {}

- (void)dealloc {
    [_pollTimer invalidate];
    [self.progressTimer invalidate];
}

@end

// A repeating timer whose block invalidates its own timer ends when the block decides.
@interface SelectionActions : NSObject
- (void)finish;
@end

@implementation SelectionActions

// silent: the block stops its own timer once a second has passed
- (void)selectWhenFrontmost {
    NSDate *start = [NSDate date];
    [NSTimer scheduledTimerWithTimeInterval:0.05 repeats:YES block:^(NSTimer *timer) {
        if ([start timeIntervalSinceNow] < -1) {
            [timer invalidate];
            [self finish];
        }
    }];
}

- (void)pollForever {
    [NSTimer scheduledTimerWithTimeInterval:0.05 repeats:YES block:^(NSTimer *timer) {
        [self finish]; // expect-warning:10 strong-self-capture {{the run loop keeps a repeating timer}}
    }];
}

- (void)finish {}

@end
