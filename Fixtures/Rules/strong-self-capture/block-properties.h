// Headers declare the block properties that implementation files assign. Their attributes decide whether
// self owns what a block is stored in.
// expect-none
#import <UIKit/UIKit.h>

typedef void (^DownloadCompletion)(NSData *data, NSError *error);

@class DownloadTask;

@protocol DownloadTaskDelegate <NSObject>
- (void)downloadTask:(DownloadTask *)task didFinishWithData:(NSData *)data;
@end

@interface DownloadTask : NSObject
// silent: a declaration stores nothing until some method assigns it.
@property (nonatomic, copy) DownloadCompletion completion;
// silent: a weak delegate is never owned.
@property (nonatomic, weak) id<DownloadTaskDelegate> delegate;
// silent: assign and unsafe_unretained are not owning either.
@property (nonatomic, assign) NSInteger retryCount;
@property (nonatomic, unsafe_unretained) id owner;
- (void)start;
@end
