#import <AppKit/AppKit.h>

@class LayoutEngine;
@class PinnedEngine;

// silent: the view retains its engine, which only assigns its view (a property without an attribute under manual
// counting): no cycle.
@interface LayoutView : NSView
@property (retain) LayoutEngine *layout;
@end

// A retained anchor back to the view that retains the engine is a cycle, counted by hand or not.
@interface PinView : NSView
@property (retain) PinnedEngine *engine; // expect-warning:34 reference-cycle {{keeps this 'PinView' in 'PinnedEngine.anchor'}}
@end
