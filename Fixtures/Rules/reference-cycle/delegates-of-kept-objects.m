#import <UIKit/UIKit.h>

// `self` stored as the delegate of an object its property keeps indirectly: the delegate is the object's own,
// not the property's.
@protocol UploadTaskDelegate <NSObject>
- (void)uploadFinished:(BOOL)success;
@end

@interface UploadTask : NSObject
@property (nonatomic, weak) id<UploadTaskDelegate> delegate;
- (void)upload;
@end

@interface UploadProgressController : UIViewController
@property (nonatomic) id delegate;
- (instancetype)initWithTask:(UploadTask *)task;
@end

@interface RetryController : UIViewController
@property (nonatomic) id delegate; // expect-warning:26 reference-cycle {{'RetryController.delegate' holds 'NoteViewController' strongly}}
- (instancetype)initWithTask:(UploadTask *)task;
@end

@interface NoteViewController : UIViewController <UploadTaskDelegate>
@end

@implementation NoteViewController {
    UploadProgressController *_progressController;
    RetryController *_retryController;
}

- (void)send {
    UploadTask *task = [[UploadTask alloc] init];
    _progressController = [[UploadProgressController alloc] initWithTask:task];
    // silent: the task's delegate is weak, and it is the task's, not the progress controller's.
    task.delegate = self;
    [task upload];
}

- (void)retry {
    RetryController *controller = [[RetryController alloc] initWithTask:[[UploadTask alloc] init]];
    _retryController = controller;
    controller.delegate = self;
}

- (void)uploadFinished:(BOOL)success {
}

@end
