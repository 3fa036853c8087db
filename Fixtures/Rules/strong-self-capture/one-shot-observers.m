#import <Foundation/Foundation.h>

// An observer whose block removes its own observer (kept in a __block local the block captures) the first time
// it runs lets go of the block then: a one-shot observer, no cycle that lasts. One that never removes it stays a
// warning.
@interface LoginWaiter : NSObject
@property (nonatomic) BOOL loggedIn;
@end

@implementation LoginWaiter

- (void)waitForLogin {
    __block id observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"didLogin" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [[NSNotificationCenter defaultCenter] removeObserver:observer];
        self.loggedIn = YES; // silent: the block removes its own observer when it runs
    }];
}

- (void)waitForLogout {
    __block id observer;
    observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"didLogout" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [[NSNotificationCenter defaultCenter] removeObserver:observer];
        self.loggedIn = NO; // silent: the block removes its own observer when it runs
    }];
}

- (void)waitForSync {
    // Without __block the block holds the nil 'observer' had when the block was made: it removes nothing.
    id observer;
    observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"didSync" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [[NSNotificationCenter defaultCenter] removeObserver:observer];
        self.loggedIn = YES; // expect-warning:9 strong-self-capture {{NotificationCenter keeps the block until the observer is removed}}
    }];
}

- (void)waitForJob:(id)job {
    __block id observer;
    observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"jobDone" object:nil queue:nil usingBlock:^(NSNotification *note) {
        if (note.object == job) {
            [[NSNotificationCenter defaultCenter] removeObserver:observer];
        }
        self.loggedIn = YES; // expect-warning:9 strong-self-capture {{NotificationCenter keeps the block until the observer is removed}}
    }];
}

- (void)watchSessions {
    __block id observer;
    observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"didExpire" object:nil queue:nil usingBlock:^(NSNotification *note) {
        self.loggedIn = NO; // expect-warning:9 strong-self-capture {{NotificationCenter keeps the block until the observer is removed}}
    }];
    NSLog(@"%@", observer);
}

@end
