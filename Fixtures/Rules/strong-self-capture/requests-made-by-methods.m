#import <UIKit/UIKit.h>
#import <DropboxSDK/DropboxSDK.h>

// The SDK's headers are not in the tree: an argument-less send reads like a getter. One whose selector starts with a
// verb that makes something (`getCurrentAccount`, `createUploadTask`) returns a new request each time, which runs
// its block once and goes; a noun names what the receiver keeps.
@interface SyncingOverviewViewController : UIViewController
@property (nonatomic, strong) DBUserClient *restClient;
@end

@implementation SyncingOverviewViewController
// silent: the route makes a new request on each call.
- (void)loadAccountInfo {
    [[self.restClient.usersRoutes getCurrentAccount] setResponseBlock:^(id result, id routeError, id networkError) {
        [self showAccount:result];
    }];
}

// silent: the same for a request built by `createUploadTask`.
- (void)upload {
    [[self.restClient createUploadTask] setResponseBlock:^(id result, id routeError, id networkError) {
        [self showAccount:result];
    }];
}

// The uploader is a property the client keeps: the block stays with it.
- (void)watchUploads {
    [[self.restClient uploader] setProgressBlock:^(double progress) {
        [self showProgress:progress]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.restClient.uploader'}}
    }];
}

- (void)showAccount:(id)account {}
- (void)showProgress:(double)progress {}
@end
