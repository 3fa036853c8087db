#import "Uploader.h"
#import "UploadSession.h"

@implementation Uploader {
    double _lastProgress;
}

- (void)start {
    // silent: 'session' is weak in Uploader.h, so the uploader does not own the block's holder.
    self.session.onProgress = ^(double progress) {
        _lastProgress = progress;
    };
    self.ownSession.onProgress = ^(double progress) {
        _lastProgress = progress; // expect-warning:9 strong-self-capture {{'self' keeps 'self.ownSession'}}
    };
    self.progressHandler = ^(double progress) {
        [self report:progress]; // expect-warning:10 self-referencing-callback
    };
}

- (void)report:(double)progress {}

@end
