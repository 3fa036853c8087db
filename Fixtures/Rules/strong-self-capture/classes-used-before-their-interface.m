#import <UIKit/UIKit.h>

// A header that names its own class before declaring it (a global of the class's type above the @interface):
// clang cannot resolve the name there, and the repair must not declare a class that clashes with the file's own
// @interface, or the class loses its superclass and its protocols (here: that it is the app's delegate).
AppDelegate *gAppDelegate;
ReaderController *gLastReader;

@interface AppDelegate : UIResponder <UIApplicationDelegate> {
    UIBackgroundTaskIdentifier _backgroundTask;
}
@property (nonatomic, strong) UIWindow *window;
@property (nonatomic, strong) id messageObserver;
@end

@interface ReaderController : UIViewController
@property (nonatomic, strong) id pageObserver;
@property (nonatomic, strong) id chapterObserver;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    gAppDelegate = self;
    self.messageObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Message" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self showMessage:note]; // expect-warning:10 strong-self-capture {{'AppDelegate' is the app's 'UIApplicationDelegate' and lives as long as the app}}
    }];
    return YES;
}

- (void)applicationDidEnterBackground:(UIApplication *)application {
    // silent: the task's identifier is a number, which keeps no block; the application keeps it until the task ends.
    _backgroundTask = [application beginBackgroundTaskWithExpirationHandler:^{
        [self showMessage:nil];
        [application endBackgroundTask:_backgroundTask];
    }];
}

- (void)showMessage:(NSNotification *)note {
}

@end

@implementation ReaderController

- (void)viewDidLoad {
    [super viewDidLoad];
    gLastReader = self;
    self.pageObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Page" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self turnPage]; // expect-warning:10 strong-self-capture {{NotificationCenter keeps the block}}
    }];
}

- (void)awakeFromNib {
    [super awakeFromNib];
    __weak typeof(self) weakSelf = self;
    // silent: the block holds the controller weakly.
    self.chapterObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Chapter" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf turnPage];
    }];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self.pageObserver];
    // silent: removed here too.
    [[NSNotificationCenter defaultCenter] removeObserver:self.chapterObserver];
}

- (void)turnPage {
}

@end
