#import <UIKit/UIKit.h>
#import "FeedStore.h"

static NSString *const FeedDidChangeNotification = @"FeedDidChangeNotification";

@interface FeedViewController : UIViewController
@property (nonatomic, strong) id keyboardToken;
@property (nonatomic, strong) NSMutableArray *observers;
@end

@implementation FeedViewController {
    id _feedToken;
    id _logoutToken;
    NSInteger _reloadCount;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _feedToken = [[NSNotificationCenter defaultCenter] addObserverForName:FeedDidChangeNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        [self reload]; // expect-warning:10 strong-self-capture {{captures 'self' strongly}}
    }];
    // An instance variable inside the block captures self just as well.
    self.keyboardToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"KeyboardWillShow" object:nil queue:nil usingBlock:^(NSNotification *note) {
        _reloadCount += 1; // expect-warning:9 strong-self-capture {{captures 'self' strongly}}
    }];
    [self.observers addObject:[[NSNotificationCenter defaultCenter] addObserverForName:@"Sync" object:nil queue:nil usingBlock:^(NSNotification *note) {
        self->_reloadCount = 0; // expect-warning:9 strong-self-capture
    }]];
}

- (void)observeLogout {
    // silent: the weak/strong dance never keeps the controller alive.
    __weak typeof(self) weakSelf = self;
    _logoutToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Logout" object:nil queue:nil usingBlock:^(NSNotification *note) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        [strongSelf reload];
    }];
    // silent: a __weak pointer declared with the class name is as weak as typeof(self).
    __weak FeedViewController *controller = self;
    [self.observers addObject:[[NSNotificationCenter defaultCenter] addObserverForName:@"Login" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [controller reload];
    }]];
    // silent: __typeof__ spelled the GNU way.
    __weak __typeof__(self) welf = self;
    [self.observers addObject:[[NSNotificationCenter defaultCenter] addObserverForName:@"Theme" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [welf reload];
    }]];
}

- (void)reload {
    _reloadCount++;
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:_feedToken];
    [[NSNotificationCenter defaultCenter] removeObserver:_logoutToken];
    [[NSNotificationCenter defaultCenter] removeObserver:self.keyboardToken];
    for (id observer in self.observers) {
        [[NSNotificationCenter defaultCenter] removeObserver:observer];
    }
}

@end
