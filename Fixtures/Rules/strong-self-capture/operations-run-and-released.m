#import <Foundation/Foundation.h>

// A project's operation made in the argument of the queue's call, holding the completion it is given: the queue
// lets the operation go once it has run, and the completion with it.
@interface RefreshOperation : NSOperation
- (instancetype)initWithCompletion:(void (^)(BOOL ok))completion;
@end

@implementation RefreshOperation {
    void (^_completion)(BOOL ok);
}
- (instancetype)initWithCompletion:(void (^)(BOOL ok))completion {
    if ((self = [super init])) { _completion = [completion copy]; }
    return self;
}
- (void)main { _completion(YES); }
@end

@interface CertificateRefresher : NSObject
@property (nonatomic, strong) NSOperationQueue *queue;
@property (nonatomic, strong) NSMutableArray *kept;
- (void)refreshNow:(void (^)(BOOL ok))completion;
- (void)refreshLater:(void (^)(BOOL ok))completion;
@end

@implementation CertificateRefresher
- (void)refreshNow:(void (^)(BOOL ok))completion {
    [self.queue addOperation:[[RefreshOperation alloc] initWithCompletion:completion]];
}
- (void)refreshLater:(void (^)(BOOL ok))completion {
    [self.kept addObject:[[RefreshOperation alloc] initWithCompletion:completion]];
}
@end

@interface TunnelStarter : NSObject
@property (nonatomic, strong) CertificateRefresher *refresher;
@end

@implementation TunnelStarter
- (void)start {
    [self.refresher refreshNow:^(BOOL ok) {
        [self connect]; // silent: the operation that holds the completion is released once it has run
    }];
    [self.refresher refreshLater:^(BOOL ok) {
        [self connect]; // expect-warning:10 strong-self-capture {{'self.refresher'}}
    }];
}
- (void)connect {}
@end

// A project method that hands its block to an operation queue's `addOperationWithBlock:`: the queue runs it once.
@interface TransactionsViewController : NSObject
@property (nonatomic, strong) NSOperationQueue *txSearchQueue;
@property (nonatomic, strong) NSArray *results;
@end

@implementation TransactionsViewController
- (void)postToSearchQueue:(void (^)(void))block {
    [self.txSearchQueue addOperationWithBlock:block];
}
- (void)search:(NSString *)text {
    [self postToSearchQueue:^{
        self.results = @[text]; // silent: the queue runs the block once, then lets it go
    }];
}
@end
