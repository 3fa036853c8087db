// fixture-options: minimum-deployment-target iOS 8
#import <UIKit/UIKit.h>

@interface LegacyInboxController : UIViewController
@end

@implementation LegacyInboxController

- (void)viewDidLoad {
    [super viewDidLoad];
    // Before iOS 9 the center keeps a dangling pointer to an observer that is never removed.
    // expect-warning@+1:43 unbalanced-observer {{before iOS 9}}
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:@"InboxDidSync" object:nil];
}

@end

@interface LegacySettingsController : UIViewController
@end

@implementation LegacySettingsController

- (void)viewDidLoad {
    [super viewDidLoad];
    // silent: removed in dealloc with removeObserver:self.
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reload:) name:@"SettingsChanged" object:nil];
    // silent: removed by name in dealloc.
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reload:) name:@"ThemeChanged" object:nil];
}

- (void)reload:(NSNotification *)note {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
    [[NSNotificationCenter defaultCenter] removeObserver:self name:@"ThemeChanged" object:nil];
}

@end

// A class object observes: it is never deallocated, so nothing is left dangling.
@interface LegacyConnection : NSObject
@end

@implementation LegacyConnection

- (void)connect {
    // silent: the class itself observes, from an instance method.
    [[NSNotificationCenter defaultCenter] addObserver:[self class] selector:@selector(threadWillExit:) name:NSThreadWillExitNotification object:nil];
    // silent: the same, named.
    [[NSNotificationCenter defaultCenter] addObserver:[LegacyConnection class] selector:@selector(threadWillExit:) name:NSThreadWillExitNotification object:nil];
}

+ (void)threadWillExit:(NSNotification *)notification {
}

@end

// A class method that makes the controller and registers it: the controller's own dealloc removes it.
@interface ZapListController : UIViewController
+ (ZapListController *)showSheet;
@end

@implementation ZapListController

+ (ZapListController *)showSheet {
    ZapListController *controller = [[ZapListController alloc] init];
    // silent: the new controller's dealloc removes it with removeObserver:self
    [[NSNotificationCenter defaultCenter] addObserver:controller selector:@selector(dismissSheet:) name:UIApplicationDidEnterBackgroundNotification object:nil];
    return controller;
}

- (void)dismissSheet:(NSNotification *)note {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self name:UIApplicationDidEnterBackgroundNotification object:nil];
}

@end

@interface LeakyZapListController : UIViewController
+ (LeakyZapListController *)showSheet;
@end

@implementation LeakyZapListController

+ (LeakyZapListController *)showSheet {
    LeakyZapListController *controller = [[LeakyZapListController alloc] init];
    // expect-warning@+1:43 unbalanced-observer {{the new 'LeakyZapListController' made here is added with}}
    [[NSNotificationCenter defaultCenter] addObserver:controller selector:@selector(dismissSheet:) name:UIApplicationDidEnterBackgroundNotification object:nil];
    return controller;
}

- (void)dismissSheet:(NSNotification *)note {}

@end

// Removed only when the view unloads: 'viewDidUnload' never runs when the controller goes, nor at all since iOS 6.
@interface EventListController : UIViewController
@end

@implementation EventListController

- (void)viewDidLoad {
    [super viewDidLoad];
    // expect-warning@+1:43 unbalanced-observer {{its removal in 'viewDidUnload' never runs when the controller goes, nor at all since iOS 6}}
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reload:) name:@"EventsChanged" object:nil];
    // silent: removed in dealloc as well.
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reload:) name:@"ServicesChanged" object:nil];
}

- (void)viewDidUnload {
    [[NSNotificationCenter defaultCenter] removeObserver:self name:@"EventsChanged" object:nil];
    [[NSNotificationCenter defaultCenter] removeObserver:self name:@"ServicesChanged" object:nil];
    [super viewDidUnload];
}

- (void)reload:(NSNotification *)note {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self name:@"ServicesChanged" object:nil];
}

@end
