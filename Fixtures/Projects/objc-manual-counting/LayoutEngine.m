#import "LayoutEngine.h"
#import "LayoutView.h"

@implementation LayoutEngine
@synthesize view = _view;

- (id)initWithView:(LayoutView *)view {
    if ((self = [super init])) {
        _view = view;
        [view setLayout:self];
    }
    return self;
}
@end

@implementation PinnedEngine
- (void)pinTo:(PinView *)view {
    self.anchor = view;
    [view setEngine:self];
}
@end
