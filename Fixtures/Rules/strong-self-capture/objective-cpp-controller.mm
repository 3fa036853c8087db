#import <UIKit/UIKit.h>
#include <string>

namespace media {
class FrameBuffer {
public:
    void clear() { count = 0; }
    int count = 0;
};
}

@interface CaptureViewController : UIViewController
@end

@implementation CaptureViewController {
    media::FrameBuffer _frames;
    id _rotationToken;
    NSTimer *_statsTimer;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _rotationToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Rotate" object:nil queue:nil usingBlock:^(NSNotification *note) {
        _frames.clear(); // expect-warning:9 strong-self-capture {{captures 'self' strongly}}
    }];
    __weak CaptureViewController *weakSelf = self;
    // silent: weakSelf in Objective-C++ is as weak as in Objective-C.
    _statsTimer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *timer) {
        [weakSelf logStats];
    }];
    // silent: a C++ lambda that runs at once keeps nothing.
    auto reset = [&]() { _frames.clear(); };
    reset();
}

- (void)logStats {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:_rotationToken];
    [_statsTimer invalidate];
}

@end
