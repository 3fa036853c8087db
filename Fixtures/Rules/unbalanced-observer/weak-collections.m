#import <Foundation/Foundation.h>

// A registry whose initializer makes the collection of its observers one that holds them weakly lets them go
// without a removal; one that keeps them in an ordinary array does not.
@interface ActionCenter : NSObject
@property (nonatomic, strong) NSPointerArray *delegators;
@property (nonatomic, strong) NSMutableArray *listeners;
+ (instancetype)sharedCenter;
- (void)addDelegate:(id)delegate;
- (void)removeDelegate:(id)delegate;
- (void)addListener:(id)listener;
- (void)removeListener:(id)listener;
@end

@implementation ActionCenter {
    NSHashTable *_watchers;
}
+ (instancetype)sharedCenter {
    static ActionCenter *center;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ center = [[ActionCenter alloc] init]; });
    return center;
}
- (instancetype)init {
    if (self = [super init]) {
        self.delegators = [NSPointerArray weakObjectsPointerArray];
        _watchers = [NSHashTable weakObjectsHashTable];
        _listeners = [NSMutableArray array];
    }
    return self;
}
- (void)addDelegate:(id)delegate { [self.delegators addPointer:(__bridge void *)delegate]; }
- (void)removeDelegate:(id)delegate {}
- (void)register:(id)watcher { [_watchers addObject:watcher]; }
- (void)unregister:(id)watcher { [_watchers removeObject:watcher]; }
- (void)addListener:(id)listener { [self.listeners addObject:listener]; }
- (void)removeListener:(id)listener { [self.listeners removeObject:listener]; }
@end

@interface CardView : NSObject
@end

@implementation CardView
- (instancetype)init {
    if (self = [super init]) {
        // silent: the pointer array holds 'self' weakly
        [[ActionCenter sharedCenter] addDelegate:self];
        // silent: the hash table holds 'self' weakly
        [[ActionCenter sharedCenter] register:self];
        [[ActionCenter sharedCenter] addListener:self]; // expect-warning:38 unbalanced-observer
    }
    return self;
}
@end
