#import <UIKit/UIKit.h>
#import "ChildCoordinator.h"

@interface AppCoordinator : NSObject
@property (nonatomic, copy) void (^completion)(void);
@property (nonatomic, copy) void (^onFinish)(BOOL success);
@property (nonatomic, strong) NSMutableArray *children;
@end

@implementation AppCoordinator {
    void (^_onError)(NSError *error);
    NSInteger _retries;
}

- (void)start {
    self.completion = ^{
        [self finish]; // expect-warning:10 self-referencing-callback {{'self.completion'}}
    };
    _onError = ^(NSError *error) {
        _retries += 1; // expect-warning:9 self-referencing-callback {{'self.onError'}}
    };
    // silent: the weak copy of self breaks the cycle.
    __weak typeof(self) weakSelf = self;
    self.onFinish = ^(BOOL success) {
        [weakSelf finish];
    };
}

- (void)startChild {
    ChildCoordinator *child = [[ChildCoordinator alloc] init];
    child.completion = ^{
        [child stop]; // expect-warning:10 self-referencing-callback {{captures 'child' strongly}}
    };
    [self.children addObject:child];
    // silent: a __weak copy of the child is not kept by the block.
    ChildCoordinator *other = [[ChildCoordinator alloc] init];
    __weak ChildCoordinator *weakOther = other;
    other.completion = ^{
        [weakOther stop];
    };
    [self.children addObject:other];
    // silent: a block that does not mention its owner forms no cycle with it.
    ChildCoordinator *third = [[ChildCoordinator alloc] init];
    third.completion = ^{
        NSLog(@"done");
    };
    [third start];
}

- (void)finish {}

@end
