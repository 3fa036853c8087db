#import <UIKit/UIKit.h>
#import "CanvasController.h"

// The class's interface is in a header the parse does not see: its instance variables are known by the
// `@synthesize` statements that name them (`@synthesize shareSheet;`, `@synthesize gearSheet = gearSheet_;`) and
// by the trailing underscore of the old naming (`menu_`). A block they keep is kept by self.
@interface ActionSheet : NSObject
@property (nonatomic, strong) NSMutableArray *actions;
+ (ActionSheet *)sheet;
- (void)addButtonWithTitle:(NSString *)title action:(void (^)(id))action;
@end

@implementation ActionSheet
+ (ActionSheet *)sheet {
    return [[ActionSheet alloc] init];
}

- (void)addButtonWithTitle:(NSString *)title action:(void (^)(id))action {
    [self.actions addObject:[action copy]];
}
@end

@implementation CanvasController

@synthesize shareSheet;
@synthesize gearSheet = gearSheet_;

- (void)showShareSheet:(id)sender {
    self.shareSheet = [ActionSheet sheet];
    __unsafe_unretained CanvasController *canvasController = self;
    // silent: the sheet is self's, so its blocks go with self.
    [shareSheet addButtonWithTitle:@"Copy" action:^(id item) { [canvasController copyPainting:item]; }];
    [gearSheet_ addButtonWithTitle:@"Settings" action:^(id item) { [canvasController showSettings:item]; }];
    [menu_ addButtonWithTitle:@"Undo" action:^(id item) { [canvasController undo:item]; }];
    [shareSheet addButtonWithTitle:@"Tweet" action:^(id item) {
        [self tweetPainting:item]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.shareSheet'}}
    }];
}

+ (void)showHelpSheetFrom:(UIView *)view {
    __unsafe_unretained UIView *host = view;
    // A class method has no instance variables: 'helpSheet_' is a global the header declares.
    [helpSheet_ addButtonWithTitle:@"Help" action:^(id item) { [host setNeedsLayout]; }]; // expect-warning:65 unowned-capture {{'helpSheet_.actions' keeps it for the whole run}}
}

@end
