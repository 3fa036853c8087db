#import <UIKit/UIKit.h>

@interface NotificationObserver : NSObject
- (id)observeName:(NSString *)name handler:(void (^)(NSNotification *note))handler;
- (void)performOnce:(void (NS_NOESCAPE ^)(void))work;
@end

@implementation NotificationObserver

// A wrapper of the project: its block goes to the notification center, which keeps it.
- (id)observeName:(NSString *)name handler:(void (^)(NSNotification *note))handler {
    return [[NSNotificationCenter defaultCenter] addObserverForName:name object:nil queue:nil usingBlock:handler];
}

- (void)performOnce:(void (NS_NOESCAPE ^)(void))work {
    work();
}

@end

@interface ProfileViewController : UIViewController
@property (nonatomic, strong) NotificationObserver *observer;
@end

@implementation ProfileViewController {
    id _profileToken;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _profileToken = [self.observer observeName:@"Profile" handler:^(NSNotification *note) {
        [self reload]; // expect-warning:10 strong-self-capture {{block passed to 'observeName:handler:' captures 'self' strongly; the project's 'observeName:handler:' passes it on to 'addObserverForName:object:queue:usingBlock:'}}
    }];
    // silent: a non-escaping block parameter runs before the call returns.
    [self.observer performOnce:^{
        [self reload];
    }];
}

- (void)reload {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:_profileToken];
}

@end
