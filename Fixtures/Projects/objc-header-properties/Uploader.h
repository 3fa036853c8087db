#import <Foundation/Foundation.h>

@class UploadSession;

@interface Uploader : NSObject
// The session is owned elsewhere: a block stored on it is not kept by the uploader.
@property (nonatomic, weak) UploadSession *session;
@property (nonatomic, strong) UploadSession *ownSession;
@property (nonatomic, copy) void (^progressHandler)(double progress);
- (void)start;
@end
