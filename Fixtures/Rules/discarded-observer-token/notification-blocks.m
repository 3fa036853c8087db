#import <Foundation/Foundation.h>

@interface DownloadObserver : NSObject
@end

@implementation DownloadObserver {
    NSMutableArray *_tokens;
    id _progressToken;
}

- (void)start {
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:43 discarded-observer-token {{is discarded}}
    [[NSNotificationCenter defaultCenter] addObserverForName:@"DownloadFinished" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf finish];
    }];
    // silent: the token goes into a collection of self.
    [_tokens addObject:[[NSNotificationCenter defaultCenter] addObserverForName:@"DownloadFailed" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf finish];
    }]];
    // silent: stored in an ivar.
    _progressToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Progress" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf finish];
    }];
    // silent: a local token that is stored later is kept.
    id pauseToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Pause" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf finish];
    }];
    [_tokens addObject:pauseToken];
    // silent: posting a notification registers nothing.
    [[NSNotificationCenter defaultCenter] postNotificationName:@"Started" object:self];
}

- (id)observeCancel {
    __weak typeof(self) weakSelf = self;
    // silent: returned to the caller, who keeps it.
    return [[NSNotificationCenter defaultCenter] addObserverForName:@"Cancel" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf finish];
    }];
}

- (void)finish {}

- (void)dealloc {
    for (id token in _tokens) {
        [[NSNotificationCenter defaultCenter] removeObserver:token];
    }
    [[NSNotificationCenter defaultCenter] removeObserver:_progressToken];
}

@end

// The current value of a signal, read by subscribing and disposing at once.
@interface RACSignal : NSObject
- (id)subscribeNext:(void (^)(id x))nextBlock;
@end

@interface NameReader : NSObject
@property (nonatomic, strong) RACSignal *names;
@end

@implementation NameReader
- (NSString *)currentName {
    __block NSString *name = nil;
    // silent: the code disposes the subscription itself once the current value is read.
    [[self.names subscribeNext:^(id x) { name = x; }] dispose];
    return name;
}
@end
