#import <Foundation/Foundation.h>

// A local object made by a singleton that keeps itself through its own block lives on whatever the singleton's
// lifetime is: the singleton does not keep it.
@interface SnapshotRenderer : NSObject
@property (nonatomic, copy) void (^didRender)(NSData *data);
- (void)start;
@end

@interface CameraSnapshots : NSObject
+ (instancetype)sharedInstance;
@end

@implementation CameraSnapshots

+ (instancetype)sharedInstance {
    static CameraSnapshots *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ shared = [[CameraSnapshots alloc] init]; });
    return shared;
}

- (void)snapshotWithCompletion:(void (^)(NSData *data))completion {
    SnapshotRenderer *renderer = [[SnapshotRenderer alloc] init];
    renderer.didRender = ^(NSData *data) {
        completion(data);
        [renderer start]; // expect-warning:10 self-referencing-callback {{so 'renderer' keeps itself alive; use a '__weak' copy of 'renderer' in the block}}
    };
    [renderer start];
}

@end
