#import <UIKit/UIKit.h>

// A repeating timer kept in a property and invalidated when the view goes away: the run loop keeps the block, and
// self, only while the view is shown (a note that says where). Invalidated only in dealloc, it stays a warning.
@interface TypingIndicatorController : UIViewController
@property (nonatomic, strong) NSTimer *typingTimer;
@property (nonatomic, strong) NSTimer *pollTimer;
@end

@implementation TypingIndicatorController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.pollTimer = [NSTimer scheduledTimerWithTimeInterval:30 repeats:YES block:^(NSTimer *timer) {
        [self poll]; // expect-warning:10 strong-self-capture {{the run loop keeps a repeating timer}}
    }];
}
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    self.typingTimer = [NSTimer scheduledTimerWithTimeInterval:1.0 repeats:YES block:^(NSTimer *timer) {
        [self checkTyping]; // expect-warning:10 strong-self-capture {{undoes the registration, which ends the cycle when it runs}}
    }];
}
- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.typingTimer invalidate];
    self.typingTimer = nil;
}
- (void)dealloc {
    // silent: the invalidation in dealloc never runs while the timer keeps self.
    [self.pollTimer invalidate];
}
- (void)checkTyping {}
- (void)poll {}
@end
