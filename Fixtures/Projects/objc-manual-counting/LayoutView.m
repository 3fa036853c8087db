#import "LayoutView.h"
#import "LayoutEngine.h"

@implementation LayoutView
@end

@implementation PinView
@end
