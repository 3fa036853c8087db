#import <Cocoa/Cocoa.h>

// Objects made once and kept only by something that lives as long as the app, in Objective-C: a window
// controller the app delegate makes in its launch method, a helper its initializer makes, an object kept in a
// static variable. Their cycles are notes (checked in RuleExampleTests). A class also made anywhere else keeps
// its warning.
@class MainWindowController, StatusController, PreferencesController, SyncService, HistoryController, RootController;

@interface AppDelegate : NSObject <NSApplicationDelegate>
@property (nonatomic, strong) MainWindowController *mainWindowController;
@property (nonatomic, strong) RootController *rootController;
@property (nonatomic, strong) PreferencesController *preferencesController;
@property (nonatomic, strong) SyncService *syncService;
@end

@implementation AppDelegate {
    StatusController *_status;
    HistoryController *historyController;
}

- (instancetype)init {
    if ((self = [super init])) {
        _status = [[StatusController alloc] init];
        // Made into a local, set up, then kept by a property: the same one object.
        SyncService *sync = [[SyncService alloc] init];
        [sync start];
        self.syncService = sync;
    }
    return self;
}

- (void)applicationDidFinishLaunching:(NSNotification *)notification {
    self.mainWindowController = [[MainWindowController alloc] initWithWindowNibName:@"MainWindow"];
    self.preferencesController = [[PreferencesController alloc] init];
    self.rootController = [[RootController alloc] init];
}

// Each click makes a new controller: PreferencesController may be one of many.
- (IBAction)showPreferences:(id)sender {
    PreferencesController *controller = [[PreferencesController alloc] init];
    [controller showWindow:sender];
}

@end

@class QueueTableController, LogController;

@interface MainWindowController : NSWindowController
@property (nonatomic, strong) NSOperation *reload;
@property (nonatomic, strong) QueueTableController *queueTable;
@property (nonatomic) NSInteger count;
@end

@implementation MainWindowController

// `windowDidLoad` runs once per window controller: what it keeps lives as long as the controller.
- (void)windowDidLoad {
    self.queueTable = [[QueueTableController alloc] init];
    self.reload = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 1; // expect-warning:9 strong-self-capture {{'MainWindowController' is made only as 'AppDelegate.mainWindowController', and 'AppDelegate' lives as long as the app}}
    }];
}

@end

@interface QueueTableController : NSViewController
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger count;
@end

@implementation QueueTableController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 6; // expect-warning:9 strong-self-capture {{'QueueTableController' is made only as 'MainWindowController.queueTable', and 'MainWindowController' lives as long as the app}}
    }];
}

// silent: the block holds the controller weakly.
- (void)viewWillAppear {
    [super viewWillAppear];
    __weak typeof(self) weakSelf = self;
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        weakSelf.count = 0;
    }];
}

@end

// Made once per preferences window, and there are many of those: it keeps its warning.
@interface LogController : NSViewController
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger count;
@end

@implementation LogController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 7; // expect-warning:9 strong-self-capture {{kept by 'self.refresh'}}
    }];
}

@end

@interface StatusController : NSObject
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger count;
@end

@implementation StatusController

- (void)start {
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 2; // expect-warning:9 strong-self-capture {{'StatusController' is made only as 'AppDelegate.status'}}
    }];
}

@end

@interface SyncService : NSObject
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger count;
@end

@implementation SyncService

- (void)start {
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 4; // expect-warning:9 strong-self-capture {{'SyncService' is made only as 'AppDelegate.syncService', and 'AppDelegate' lives as long as the app}}
    }];
}

@end

@interface HistoryStore : NSObject
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger count;
@end

static HistoryStore *sharedHistory;

@implementation HistoryStore

- (void)start {
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 3; // expect-warning:9 strong-self-capture {{'HistoryStore' is made only in global variables and lives as long as the app}}
    }];
}

@end

void HistoryStoreSetUp(void) {
    sharedHistory = [HistoryStore new];
}

@interface PreferencesController : NSWindowController
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic, strong) LogController *log;
@property (nonatomic) NSInteger count;
@end

@implementation PreferencesController

- (void)windowDidLoad {
    self.log = [[LogController alloc] init];
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 4; // expect-warning:9 strong-self-capture {{kept by 'self.refresh'}}
    }];
}

// silent: the controller is one of many, but this block holds it weakly.
- (void)windowWillClose {
    __weak typeof(self) weakSelf = self;
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        weakSelf.count = 0;
    }];
}

@end

// Made on first use into an instance variable of the app delegate, reached as `self->historyController`: one for
// the app's life.
@interface AppDelegate (History)
- (HistoryController *)historyController;
@end

@interface HistoryController : NSWindowController
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger count;
@end

@implementation HistoryController

- (void)windowDidLoad {
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 8; // expect-warning:9 strong-self-capture {{'HistoryController' is made only as 'AppDelegate.historyController', and 'AppDelegate' lives as long as the app}}
    }];
}

// silent: the block holds the controller weakly.
- (void)windowWillClose {
    __weak typeof(self) weakSelf = self;
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        weakSelf.count = 0;
    }];
}

@end

@implementation AppDelegate (History)
- (HistoryController *)historyController {
    if (!self->historyController)
        self->historyController = [[HistoryController alloc] initWithWindowNibName:@"History"];
    return self->historyController;
}
@end

// A singleton made on first use into a static variable it checks first (no dispatch_once).
static id defaultController = nil;

@interface TriggerController : NSObject
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger count;
@end

@implementation TriggerController

+ (id)sharedInstance {
    if (!defaultController)
        defaultController = [[[self class] alloc] init];
    return defaultController;
}

- (void)start {
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 5; // expect-warning:9 strong-self-capture {{'TriggerController' is a singleton ('[TriggerController sharedInstance]') and lives as long as the app}}
    }];
}

@end

// What a helper of a method that runs once makes into a property is made once too (`viewDidLoad` →
// `configureControllers`); a helper an action calls may run again and again.
@class TopicsController, NodesController;

@interface RootController : NSViewController
@property (nonatomic, strong) TopicsController *topics;
@property (nonatomic, strong) NodesController *nodes;
@end

@implementation RootController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self configureControllers];
}
// The setter sent to self sets the property as the dot does.
- (void)configureControllers { [self setTopics:[[TopicsController alloc] init]]; }
- (IBAction)reloadNodes:(id)sender { [self makeNodes]; }
- (void)makeNodes { self.nodes = [[NodesController alloc] init]; }
@end

@interface TopicsController : NSViewController
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger count;
@end

@implementation TopicsController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 8; // expect-warning:9 strong-self-capture {{'TopicsController' is made only as 'RootController.topics', and 'RootController' lives as long as the app}}
    }];
}
@end

@interface NodesController : NSViewController
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger count;
@end

@implementation NodesController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 9; // expect-warning:9 strong-self-capture {{kept by 'self.refresh'}}
    }];
}
@end

// A class method that makes an object of another class into a static variable makes no singleton of its class.
static NSMutableArray *loadedContacts = nil;

@interface ContactsController : NSObject
@property (nonatomic, strong) NSOperation *refresh;
@property (nonatomic) NSInteger count;
@end

@implementation ContactsController
+ (void)loadContacts {
    if (!loadedContacts) loadedContacts = [[NSMutableArray alloc] init];
}
- (void)start {
    self.refresh = [NSBlockOperation blockOperationWithBlock:^{
        self.count = 10; // expect-warning:9 strong-self-capture {{kept by 'self.refresh'; declare}}
    }];
}
@end
