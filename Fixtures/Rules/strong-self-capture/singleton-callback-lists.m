#import <Cocoa/Cocoa.h>

// A singleton that adds every block it is given to an array it never empties keeps each one, and what it holds,
// for the whole run; one that empties the array once it has run the blocks holds nothing for long.
@interface MusicCenter : NSObject
@property (nonatomic, strong) NSMutableArray *callbacks;
@property (nonatomic, strong) NSMutableArray *pending;
+ (instancetype)sharedCenter;
- (void)addCallback:(void (^)(void))callback;
- (void)whenReady:(void (^)(void))completion;
@end

@implementation MusicCenter
+ (instancetype)sharedCenter {
    static MusicCenter *center;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ center = [[MusicCenter alloc] init]; });
    return center;
}
- (void)addCallback:(void (^)(void))callback {
    [self.callbacks addObject:callback];
}
- (void)whenReady:(void (^)(void))completion {
    [self.pending addObject:completion];
}
- (void)ready {
    for (void (^completion)(void) in self.pending) { completion(); }
    [self.pending removeAllObjects];
}
@end

@interface MusicLayer : CALayer
@end

@implementation MusicLayer
- (void)setUp {
    [[MusicCenter sharedCenter] addCallback:^{
        [self refresh]; // expect-warning:10 strong-self-capture {{'MusicCenter.sharedCenter.callbacks' keeps it for the whole run}}
    }];
    // silent: the array is emptied once its blocks have run
    [[MusicCenter sharedCenter] whenReady:^{
        [self refresh];
    }];
}
- (void)refresh {}
@end
