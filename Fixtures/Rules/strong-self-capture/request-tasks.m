#import <Foundation/Foundation.h>
#import "AFNetworking.h"

// A request's task keeps its block only while the request runs: storing the task holds self for one request.
@interface SignalingController : NSObject {
    NSURLSessionDataTask *_pullTask;
}
@property (nonatomic, strong) NSURLSessionTask *roomTask;
@property (nonatomic, strong) id presenceSubscription;
@property (nonatomic, strong) NSArray *messages;
@end

@implementation SignalingController

- (void)pull {
    // silent: the ivar is declared as a request's task.
    _pullTask = [[APIClient sharedClient] pullMessagesForRoom:@"a" completionBlock:^(NSArray *messages) {
        self.messages = messages;
    }];
    // silent: the property too.
    self.roomTask = [[APIClient sharedClient] getRoom:@"a" completionBlock:^(NSArray *rooms) {
        self.messages = rooms;
    }];
    self.presenceSubscription = [[APIClient sharedClient] subscribePresence:@"a" block:^(NSArray *users) {
        self.messages = users; // expect-warning:9 strong-self-capture {{kept by 'self.presenceSubscription'}}
    }];
}

@end
