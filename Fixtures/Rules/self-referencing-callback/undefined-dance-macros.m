#import <UIKit/UIKit.h>

// A weak/strong dance written with the project's own macros, whose definitions are in no file of the tree (a
// prefix header kept out of the repository): `ESStrongSelf;` declares `_self` from `__weakSelf`. The parse cannot
// see that declaration, but no instance variable is named after `self`: `_self` is the dance's local.
@interface ReloadingController : UIViewController
@property (nonatomic, copy) void (^reload)(void);
@property (nonatomic, copy) void (^refresh)(void);
@end

@implementation ReloadingController

- (void)viewDidLoad {
    [super viewDidLoad];
    ESWeakSelf;
    // silent: the block reads the dance's strong local.
    self.reload = ^{
        ESStrongSelf;
        [_self.view setNeedsLayout];
    };
    self.refresh = ^{
        [self.view setNeedsDisplay]; // expect-warning:10 self-referencing-callback {{captures 'self' strongly}}
    };
}

@end
