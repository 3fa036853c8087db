#import <UIKit/UIKit.h>

// An appearance method that returns at once when a flag of self is set, and sets it, runs the rest once.
@interface ShareViewController : UIViewController {
    NSProgress *_progress;
    BOOL _didStartImport;
}
@end

@implementation ShareViewController
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    if (_didStartImport) {
        return;
    }
    _didStartImport = YES;
    [self importAttachments];
}

- (void)importAttachments {
    _progress = [NSProgress discreteProgressWithTotalUnitCount:100];
    // silent: reached once, removed in dealloc.
    [_progress addObserver:self forKeyPath:@"fractionCompleted" options:NSKeyValueObservingOptionNew context:NULL];
}

- (void)dealloc {
    [_progress removeObserver:self forKeyPath:@"fractionCompleted" context:NULL];
}
@end

@interface GuardedFeedViewController : UIViewController
@property (nonatomic) BOOL listening;
@end

@implementation GuardedFeedViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    if (self.listening) return;
    self.listening = YES;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:UIApplicationDidBecomeActiveNotification object:nil]; // expect-warning:43 lifecycle-mismatch {{runs once from 'viewWillAppear'}}
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)refresh:(NSNotification *)note {}
@end

// A flag the method tests but never sets guards nothing: the registration runs on every appearance.
@interface UnguardedFeedViewController : UIViewController
@property (nonatomic) BOOL editingFeed;
@end

@implementation UnguardedFeedViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    if (self.editingFeed) return;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:UIApplicationDidBecomeActiveNotification object:nil]; // expect-warning:43 lifecycle-mismatch {{every appearance}}
}

- (void)refresh:(NSNotification *)note {}
@end

// silent: the flag guards a block that is the rest of the method, and the block sets it: the setup it calls
// (and what that calls) runs on the first appearance only.
@interface DatabasesViewController : UIViewController
@property (nonatomic) BOOL hasLoaded;
@end

@implementation DatabasesViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    if (!self.hasLoaded) {
        self.hasLoaded = YES;
        [self doInitialSetup];
    }
}

- (void)doInitialSetup {
    [self listenToEvents];
}

- (void)listenToEvents {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:UIApplicationDidBecomeActiveNotification object:nil];
}

- (void)refresh:(NSNotification *)note {}
@end

// The same block followed by more statements: what comes after it runs on every appearance.
@interface RefreshingViewController : UIViewController
@property (nonatomic) BOOL hasLoaded;
@end

@implementation RefreshingViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    if (!self.hasLoaded) {
        self.hasLoaded = YES;
    }
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:UIApplicationDidBecomeActiveNotification object:nil]; // expect-warning:43 lifecycle-mismatch {{every appearance}}
}

- (void)refresh:(NSNotification *)note {}
@end

// silent: the appearance method calls a helper that returns when its flag (or another condition) says so and
// sets the flag: the helper, and what it registers, runs once per object.
@interface LockScreenViewController : UIViewController
@property (nonatomic) BOOL hasLoaded;
@property (nonatomic, strong) id document;
@end

@implementation LockScreenViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self load];
}

- (void)load {
    if (self.hasLoaded || !self.document) {
        return;
    }
    self.hasLoaded = YES;
    [self startObservingModelChanges];
}

- (void)startObservingModelChanges {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:UIApplicationDidBecomeActiveNotification object:nil];
}

- (void)refresh:(NSNotification *)note {}
@end

// silent: the helper returns while the object it sets is there (`if (self.reachability) return;`, then
// `self.reachability = …`): another appearance adds nothing until it is let go.
@interface NewsViewController : UIViewController
@property (nonatomic, strong) id reachability;
@end

@implementation NewsViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self beginReachability];
}

- (void)beginReachability {
    if (self.reachability) {
        return;
    }
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reachabilityChanged:) name:@"ReachabilityChanged" object:nil];
    self.reachability = [[NSObject alloc] init];
}

- (void)reachabilityChanged:(NSNotification *)note {}
@end

// The helper returns while the object is there but only ever clears it: nothing keeps it from running again.
@interface FeedViewController : UIViewController
@property (nonatomic, strong) id reachability;
@end

@implementation FeedViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self beginReachability];
}

- (void)beginReachability {
    if (self.reachability) {
        return;
    }
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reachabilityChanged:) name:@"ReachabilityChanged" object:nil]; // expect-warning:43 lifecycle-mismatch {{every appearance}}
    self.reachability = nil;
}

- (void)reachabilityChanged:(NSNotification *)note {}
@end

// Returns, after some work of its own, while a property holds the value the method then sets: the rest runs once.
@interface TabsViewController : UIViewController <UITabBarDelegate>
@property (nonatomic, strong) UITabBar *tabBar;
@end

@implementation TabsViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    if (self.tabBar.delegate == self) {
        [self showCurrentTab];
        return;
    }
    self.tabBar.delegate = self;
    // silent: the guard returns on every later appearance
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(showHideTabBar:) name:@"ShowTabBar" object:nil];
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    if (self.tabBar.delegate == self) {
        [self showCurrentTab];
        return;
    }
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(showHideTabBar:) name:@"HideTabBar" object:nil]; // expect-warning:43 lifecycle-mismatch {{every appearance}}
}

- (void)showCurrentTab {}
- (void)showHideTabBar:(NSNotification *)note {}
@end
