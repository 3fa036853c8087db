// kind: objc-monitor
// path: Features/{{F}}/Services/{{F}}SyncMonitor.m
#import "{{F}}.h"

NSNotificationName const {{F}}DidChangeNotification = @"{{F}}DidChangeNotification";
NSNotificationName const {{F}}DidSyncNotification = @"{{F}}DidSyncNotification";

@interface {{F}}SyncMonitor ()
@property (nonatomic, strong) {{F}}Service *service;
@property (nonatomic, strong) NSCache<NSString *, id> *cache;
@end

@implementation {{F}}SyncMonitor {
    NSMutableArray<id<NSObject>> *_observers;
    @@props
}

- (instancetype)initWithService:({{F}}Service *)service {
    self = [super init];
    if (self) {
        _service = service;
        _cache = [[NSCache alloc] init];
        _observers = [NSMutableArray array];
    }
    return self;
}

- (void)dealloc {
    [self stop];
}

- (void)start {
    if (_observers.count > 0) {
        return;
    }
    __weak typeof(self) weakSelf = self;
    [_observers addObject:[[NSNotificationCenter defaultCenter] addObserverForName:UIApplicationWillEnterForegroundNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        [weakSelf reload];
    }]];
    @@load
}

- (void)stop {
    for (id<NSObject> observer in _observers) {
        [[NSNotificationCenter defaultCenter] removeObserver:observer];
    }
    [_observers removeAllObjects];
    @@deinit
}

- (void)reload {
    [self.cache removeAllObjects];
    [[NSNotificationCenter defaultCenter] postNotificationName:{{F}}DidSyncNotification object:self];
}
@@members
@@fill

@end
