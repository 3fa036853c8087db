#import <Foundation/Foundation.h>

typedef void (^ResponseBlock)(void);

// A request to a relay, answered once; the backlog holds it until then.
@interface RelayRequest : NSObject
@property (nonatomic, copy) ResponseBlock onResponse;
- (instancetype)initWithResponse:(ResponseBlock)onResponse;
@end

@implementation RelayRequest
- (instancetype)initWithResponse:(ResponseBlock)onResponse {
    if ((self = [super init])) { _onResponse = [onResponse copy]; }
    return self;
}
@end

// Holds requests while they are pending: an answer or the timeout sweep removes each one.
@interface RequestBacklog : NSObject
@property (nonatomic, strong) NSMutableSet *pending;
- (void)addRequest:(RelayRequest *)request;
@end

@implementation RequestBacklog
- (void)addRequest:(RelayRequest *)request {
    [self.pending addObject:request];
}
- (void)finishRequest:(RelayRequest *)request {
    [self.pending removeObject:request];
}
- (void)sweep {
    [self.pending removeAllObjects];
}
@end

// Keeps every listener it is given for as long as it lives.
@interface ListenerList : NSObject
@property (nonatomic, strong) NSMutableArray *listeners;
- (void)addListener:(RelayRequest *)listener;
@end

@implementation ListenerList
- (void)addListener:(RelayRequest *)listener {
    [self.listeners addObject:listener];
}
@end

@interface FeedController : NSObject
@property (nonatomic, strong) RequestBacklog *backlog;
@property (nonatomic, strong) ListenerList *listenerList;
@property (nonatomic, strong) NSMutableArray *items;
@end

@implementation FeedController
// silent: the backlog lets the request go once it is answered or swept.
- (void)load {
    RelayRequest *request = [[RelayRequest alloc] initWithResponse:^{
        [self.items addObject:@"loaded"];
    }];
    [self.backlog addRequest:request];
}

// silent: the same, the request made in the message.
- (void)reload {
    [self.backlog addRequest:[[RelayRequest alloc] initWithResponse:^{
        [self.items removeAllObjects];
    }]];
}

// The list never lets its listeners go: 'self' keeps the block through it.
- (void)listen {
    RelayRequest *listener = [[RelayRequest alloc] initWithResponse:^{
        [self.items addObject:@"heard"]; // expect-warning:10 strong-self-capture {{kept by 'self.listenerList'}}
    }];
    [self.listenerList addListener:listener];
}
@end
