#import <UIKit/UIKit.h>

// A block stored in a property of a singleton stays there for the whole run, unless a method of the class that
// stored it sets that property again: then it is let go when that method runs.
@interface SyncCenter : NSObject
+ (instancetype)sharedCenter;
@property (nonatomic, copy) void (^onFinish)(void);
@end

@implementation SyncCenter
+ (instancetype)sharedCenter {
    static SyncCenter *center;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        center = [SyncCenter new];
    });
    return center;
}
@end

@interface SyncViewController : UIViewController
@end

@implementation SyncViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [SyncCenter sharedCenter].onFinish = ^{
        [self refresh]; // expect-warning:10 strong-self-capture {{'SyncCenter.sharedCenter.onFinish' keeps it until 'SyncViewController' sets it again in a method}}
    };
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [SyncCenter sharedCenter].onFinish = nil;
}

- (void)refresh {}

@end

@interface ArchiveViewController : UIViewController
@end

@implementation ArchiveViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [SyncCenter sharedCenter].onFinish = ^{
        [self refresh]; // expect-warning:10 strong-self-capture {{keeps it for the whole run}}
    };
    // silent: the block holds nothing of 'self'.
    [SyncCenter sharedCenter].onFinish = ^{
        NSLog(@"archived");
    };
    // silent: the block holds 'self' weakly.
    __weak typeof(self) weakSelf = self;
    [SyncCenter sharedCenter].onFinish = ^{
        [weakSelf refresh];
    };
}

// Never runs while the block holds 'self'.
- (void)dealloc {
    [SyncCenter sharedCenter].onFinish = nil;
}

- (void)refresh {}

@end
