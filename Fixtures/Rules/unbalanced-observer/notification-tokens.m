#import <Foundation/Foundation.h>

@interface SyncMonitor : NSObject
@property (nonatomic, strong) id<NSObject> syncToken;
@end

@implementation SyncMonitor {
    id _networkToken;
    id _loginToken;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        __weak typeof(self) weakSelf = self;
        // expect-warning@+1:64 unbalanced-observer {{'removeObserver:', though its block holds 'self' weakly and does nothing once 'self' is gone}}
        self.syncToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Sync" object:nil queue:nil usingBlock:^(NSNotification *note) {
            [weakSelf refresh];
        }];
        // silent: the ivar token is passed to removeObserver: in dealloc.
        _networkToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Network" object:nil queue:nil usingBlock:^(NSNotification *note) {
            [weakSelf refresh];
        }];
        // silent: removed through its property, which names the same storage as the ivar.
        _loginToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Login" object:nil queue:nil usingBlock:^(NSNotification *note) {
            [weakSelf refresh];
        }];
        // silent: selector observers are removed by the center itself since iOS 9.
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh) name:@"Refresh" object:nil];
    }
    return self;
}

- (id)loginToken {
    return _loginToken;
}

- (void)refresh {}

- (void)dealloc {
    // removeObserver:self does not remove block observers.
    [[NSNotificationCenter defaultCenter] removeObserver:self];
    [[NSNotificationCenter defaultCenter] removeObserver:_networkToken];
    [[NSNotificationCenter defaultCenter] removeObserver:self.loginToken];
}

@end

// The project gives every token a method that removes it from the notification center.
@interface NSObject (TokenInvalidation)
- (void)invalidate;
@end

@implementation NSObject (TokenInvalidation)
- (void)invalidate {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}
@end

@interface ChartMonitor : NSObject
@property (nonatomic, strong) id<NSObject> dotsToken;
@end

@implementation ChartMonitor
- (void)start {
    // silent: -stop removes it through the category method every token has.
    self.dotsToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Dots" object:nil queue:nil usingBlock:^(NSNotification *note) {
        NSLog(@"dots");
    }];
}
- (void)stop {
    [self.dotsToken invalidate];
}
@end
