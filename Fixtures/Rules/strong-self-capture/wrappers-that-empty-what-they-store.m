#import <Foundation/Foundation.h>

typedef void (^WaitBlock)(void);
WaitBlock BlockConcat(WaitBlock first, WaitBlock second);

// An updater that keeps the blocks it is given (joined into one by a function) until the update ends, and then
// lets them go, holds what they capture only while an update is pending. One that never lets them go keeps them.
@interface AsyncUpdater : NSObject
@property (nonatomic, copy) WaitBlock currentWaitBlock;
- (void)waitUpdate:(WaitBlock)block;
@end

@implementation AsyncUpdater
- (void)waitUpdate:(WaitBlock)block {
    self.currentWaitBlock = BlockConcat(self.currentWaitBlock, block);
}
- (void)endUpdate {
    WaitBlock blocks = self.currentWaitBlock;
    self.currentWaitBlock = nil;
    if (blocks) blocks();
}
@end

@interface HoardingUpdater : NSObject
@property (nonatomic, copy) WaitBlock waitBlocks;
- (void)waitUpdate:(WaitBlock)block;
@end

@implementation HoardingUpdater
- (void)waitUpdate:(WaitBlock)block {
    self.waitBlocks = BlockConcat(self.waitBlocks, block);
}
@end

@interface RepositoryController : NSObject
@property (nonatomic, strong) AsyncUpdater *stageUpdater;
@property (nonatomic, strong) HoardingUpdater *refsUpdater;
@end

@implementation RepositoryController
- (void)refresh {
    // silent: the updater lets the block go when the update ends
    [self.stageUpdater waitUpdate:^{
        [self reload];
    }];
    [self.refsUpdater waitUpdate:^{
        [self reload]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.refsUpdater'}}
    }];
}
- (void)reload {}
@end
