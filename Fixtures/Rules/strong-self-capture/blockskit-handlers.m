#import <UIKit/UIKit.h>

// BlocksKit's handlers of controls and views: the control or view keeps the block as long as it lives, so a block
// that holds 'self' strongly, given to a control 'self' keeps, keeps 'self' alive.
@interface TopicToolBarView : UIView
@property (nonatomic, strong) UIButton *backgroundButton;
@property (nonatomic, strong) UIButton *closeButton;
@property (nonatomic, strong) UIView *handleView;
@end

@implementation TopicToolBarView

- (void)configureBlocks {
    [self.backgroundButton bk_addEventHandler:^(id sender) {
        [self hideToolBar]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.backgroundButton'}}
    } forControlEvents:UIControlEventTouchUpInside];

    [self.handleView bk_whenTapped:^{
        [self hideToolBar]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.handleView'}}
    }];

    __weak typeof(self) weakSelf = self;
    [self.closeButton bk_addEventHandler:^(id sender) {
        [weakSelf hideToolBar]; // silent: the block holds 'self' weakly
    } forControlEvents:UIControlEventTouchUpInside];

    UIButton *shareButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [shareButton bk_addEventHandler:^(id sender) {
        [self share]; // silent: a button in a local that 'self' does not keep
    } forControlEvents:UIControlEventTouchUpInside];
}

- (void)hideToolBar {}
- (void)share {}

@end
