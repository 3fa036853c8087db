#import <AppKit/AppKit.h>

@class LayoutView;
@class PinView;

// This project never turns ARC on (no CLANG_ENABLE_OBJC_ARC = YES in Layout.xcodeproj): its code counts references
// by hand, and a property declared without an ownership attribute assigns.
@interface LayoutEngine : NSObject {
    LayoutView *_view;
}
@property (readonly) LayoutView *view;
- (id)initWithView:(LayoutView *)view;
@end

@interface PinnedEngine : NSObject
@property (retain) PinView *anchor;
- (void)pinTo:(PinView *)view;
@end
