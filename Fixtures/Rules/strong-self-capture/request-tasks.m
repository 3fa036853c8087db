#import <Foundation/Foundation.h>
#import "AFNetworking.h"

// A request's task keeps its block only while the request runs: storing the task holds self for one request.
@interface SignalingController : NSObject {
    NSURLSessionDataTask *_pullTask;
}
@property (nonatomic, strong) NSURLSessionTask *roomTask;
@property (nonatomic, strong) id presenceSubscription;
@property (nonatomic, strong) NSURLSessionDownloadTask *attachmentDownload;
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
    // silent: a download's task, the same.
    self.attachmentDownload = [[APIClient sharedClient] downloadAttachment:@"a" progress:nil completion:^(NSURL *file) {
        self.messages = @[file];
    }];
    self.presenceSubscription = [[APIClient sharedClient] subscribePresence:@"a" block:^(NSArray *users) {
        self.messages = users; // expect-warning:9 strong-self-capture {{kept by 'self.presenceSubscription'}}
    }];
}

@end

// A dispatch source drops its handlers once cancelled: a method that cancels it ends the cycle.
@interface SocketConnection : NSObject
@property (nonatomic, strong) dispatch_source_t listeningSource;
@property (nonatomic, strong) dispatch_source_t idleSource;
@property (nonatomic) NSUInteger count;
@end

@implementation SocketConnection
- (void)open {
    dispatch_source_t source = dispatch_source_create(DISPATCH_SOURCE_TYPE_READ, 0, 0, NULL);
    dispatch_source_set_event_handler(source, ^{ self.count += 1; }); // expect-warning:50 strong-self-capture {{empties or cancels it}}
    self.listeningSource = source;
    dispatch_source_t idle = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, NULL);
    dispatch_source_set_event_handler(idle, ^{ self.count = 0; }); // expect-warning:48 strong-self-capture {{block passed to 'dispatch_source_set_event_handler' captures 'self' strongly; 'self' keeps 'idle'}}
    self.idleSource = idle;
}
- (void)close {
    dispatch_source_cancel(self.listeningSource);
}
@end

// The progress a loading call returns reports the work; the call holds its completion only until it ends.
@interface ShareImporter : NSObject {
    NSProgress *_progress;
}
@property (nonatomic, strong) NSProgress *lastLoad;
@property (nonatomic) NSInteger imported;
@end

@implementation ShareImporter
- (void)importItems:(NSArray<NSItemProvider *> *)providers {
    _progress = [NSProgress discreteProgressWithTotalUnitCount:providers.count * 100];
    for (NSItemProvider *provider in providers) {
        // silent: the child progress is added to self's progress, not the completion.
        NSProgress *itemProgress = [provider loadFileRepresentationForTypeIdentifier:@"public.data"
                                                                   completionHandler:^(NSURL *url, NSError *error) {
            self.imported += 1;
        }];
        [_progress addChild:itemProgress withPendingUnitCount:90];
    }
    // silent: a progress stored in a property of its own.
    self.lastLoad = [providers.firstObject loadDataRepresentationForTypeIdentifier:@"public.data"
                                                                  completionHandler:^(NSData *data, NSError *error) {
        self.imported += 1;
    }];
    // A handler set on the progress is kept by it.
    _progress.cancellationHandler = ^{ self.imported = 0; }; // expect-warning:40 strong-self-capture {{'self' keeps}}
}
@end

// A source cancelled only to be replaced at once keeps the cycle through its replacement.
@interface PollingConnection : NSObject
@property (nonatomic, strong) dispatch_source_t pollSource;
@property (nonatomic) NSUInteger count;
@end

@implementation PollingConnection
- (void)restart {
    dispatch_source_cancel(self.pollSource);
    self.pollSource = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, NULL);
    dispatch_source_set_event_handler(self.pollSource, ^{ self.count += 1; }); // expect-warning:59 strong-self-capture {{'self' keeps 'self.pollSource'; declare}}
}
@end
