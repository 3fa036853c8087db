#import <UIKit/UIKit.h>

// Objects that live as long as the app, in Objective-C: the application delegate and a singleton made once
// with dispatch_once. Their cycles are notes (the fixtures run with full severities; AppLifetimeTests checks
// the notes).
@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) id themeToken;
@property (nonatomic, strong) UIWindow *window;
@end

// Made once, when the app launches, as the window's first controller.
@interface InboxController : UIViewController
@property (nonatomic, copy) void (^onRefresh)(void);
@end

@implementation InboxController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.onRefresh = ^{
        [self reload]; // expect-warning:10 self-referencing-callback {{'InboxController' is made only when the app launches, once per run}}
    };
}
- (void)reload {
}
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.themeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Theme" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self applyTheme]; // expect-warning:10 strong-self-capture {{'AppDelegate' is the app's 'UIApplicationDelegate' and lives as long as the app}}
    }];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[InboxController alloc] init]];
    return YES;
}

- (void)applyTheme {
}

@end

@interface FeedReader : NSObject
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger status;
@end

@implementation FeedReader

+ (FeedReader *)sharedReader {
    static FeedReader *reader = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        reader = [[FeedReader alloc] init];
    });
    return reader;
}

- (void)start {
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.status = 1; // expect-warning:9 strong-self-capture {{'FeedReader' is a singleton ('[FeedReader sharedReader]') and lives as long as the app}}
    }];
}

@end

// A singleton made by `[[super allocWithZone:NULL] init]`, whose `+allocWithZone:` hands back the one object.
@interface ConnectionManager : NSObject
@property (nonatomic, strong) id attachObserver;
@end

@implementation ConnectionManager

+ (instancetype)sharedInstance {
    static dispatch_once_t onceToken;
    static ConnectionManager *instance = nil;
    dispatch_once(&onceToken, ^{
        instance = [[super allocWithZone:NULL] init];
    });
    return instance;
}

+ (id)allocWithZone:(struct _NSZone *)zone {
    return [self sharedInstance];
}

- (void)listen {
    self.attachObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Attached" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self reconnect]; // expect-warning:10 strong-self-capture {{'ConnectionManager' is a singleton ('[ConnectionManager sharedInstance]') and lives as long as the app}}
    }];
}

- (void)reconnect {}

@end

// Still a full warning: a class with a class method that is not a singleton.
@interface FeedCell : NSObject
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger status;
@end

@implementation FeedCell

+ (instancetype)cell {
    return [[FeedCell alloc] init];
}

- (void)start {
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.status = 1; // expect-warning:9 strong-self-capture {{kept by 'self.refresh'; declare}}
    }];
}

@end
