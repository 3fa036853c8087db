#import <AVFoundation/AVFoundation.h>
#import "PlayerView.h"

static NSString *const PlayerRateKeyPath = @"rate";
static void *PlayerContext = &PlayerContext;

@interface PlayerView ()
@property (nonatomic, strong) AVPlayer *player;
@property (nonatomic, strong) id timeToken;
@end

@implementation PlayerView

- (void)attach {
    // silent: removed in dealloc for the same key path, written as a string literal both times.
    [self.player addObserver:self forKeyPath:@"status" options:NSKeyValueObservingOptionNew context:PlayerContext];
    // silent: NSStringFromSelector names the same key path as the literal of the removal.
    [self.player addObserver:self forKeyPath:NSStringFromSelector(@selector(currentItem)) options:0 context:nil];
    // silent: the same constant on both sides.
    [self.player addObserver:self forKeyPath:PlayerRateKeyPath options:NSKeyValueObservingOptionNew context:nil];
    // expect-warning@+1:18 unbalanced-observer {{key path 'volume'}}
    [self.player addObserver:self forKeyPath:@"volume" options:NSKeyValueObservingOptionNew context:nil];
    // expect-warning@+1:18 unbalanced-observer {{key path 'muted'}}
    [self.player addObserver:self forKeyPath:NSStringFromSelector(@selector(muted)) options:0 context:nil];
}

- (void)observeWithMacro {
    // silent: @keypath names 'error', which dealloc removes.
    [self.player addObserver:self forKeyPath:@keypath(self.player, error) options:0 context:nil];
}

- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
}

- (void)dealloc {
    [self.player removeObserver:self forKeyPath:@"status" context:PlayerContext];
    [self.player removeObserver:self forKeyPath:@"currentItem"];
    [self.player removeObserver:self forKeyPath:PlayerRateKeyPath];
    [self.player removeObserver:self forKeyPath:NSStringFromSelector(@selector(error))];
}

@end

// An object that observes its own properties can neither outlive its observer nor notify a dead one.
@interface HotKeyTriggerManager : NSObject
@property (nonatomic, strong) id currentTrigger;
@property (nonatomic, strong) NSOperationQueue *queue;
@end

@implementation HotKeyTriggerManager

- (void)awakeFromNib {
    // silent: 'self' observes itself
    [self addObserver:self forKeyPath:@"currentTrigger" options:0 context:nil];
    // Another object's KVO still needs its removal.
    [self.queue addObserver:self forKeyPath:@"operationCount" options:0 context:nil]; // expect-warning:17 unbalanced-observer {{never removed}}
}

- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
}

@end

// A class method that registers the class itself: the class object is never deallocated, nothing dangles. A cast
// names the same object.
@interface KeywordPreferences : NSObject
@end

@implementation KeywordPreferences
+ (void)initPreferences {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    // silent: the observer is the class
    [defaults addObserver:(NSObject *)self forKeyPath:@"keywords" options:NSKeyValueObservingOptionNew context:NULL];
}
- (void)watchHighlights {
    [[NSUserDefaults standardUserDefaults] addObserver:(NSObject *)self forKeyPath:@"highlights" options:0 context:NULL]; // expect-warning:44 unbalanced-observer {{'highlights'}}
}
@end

// A view that counts who observes it: its override hands each registration on to super, and the callers add
// and remove their own observers.
@interface CountingView : UIView
@property (nonatomic) NSInteger observerCount;
@end

@implementation CountingView
- (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options context:(void *)context {
    self.observerCount += 1;
    // silent: the override forwards the caller's registration; it registers nothing of its own.
    [super addObserver:observer forKeyPath:keyPath options:options context:context];
}
@end
