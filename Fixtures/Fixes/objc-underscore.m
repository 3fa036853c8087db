#import <Foundation/Foundation.h>

@interface Poller : NSObject
@property (nonatomic, strong) id observer;
@property (nonatomic, strong) id other;
@end

@implementation Poller {
    NSInteger _count;
}

- (void)_reload:(BOOL)animated {
}

// '_reload:' is a selector, not an instance variable; '__block' is a storage qualifier.
- (void)watchSelector {
    __block NSInteger seen = 0;
    self.observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"A" object:nil queue:nil usingBlock:^(NSNotification *note) {
        seen += 1;
        [self _reload:YES];
    }];
}

// '_total' is a local, not an instance variable: it stays as it is; the ivar '_count' is read through 'strongSelf'.
- (void)watchLocal {
    NSInteger _total = 5;
    self.other = [[NSNotificationCenter defaultCenter] addObserverForName:@"B" object:nil queue:nil usingBlock:^(NSNotification *note) {
        NSLog(@"%ld %ld", (long)_total, (long)_count);
    }];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self.observer];
    [[NSNotificationCenter defaultCenter] removeObserver:self.other];
}

@end
