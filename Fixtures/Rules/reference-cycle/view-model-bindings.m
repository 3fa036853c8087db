#import <UIKit/UIKit.h>

@class ProfileView;

// The same in Objective-C: the view model keeps a block that uses the view it was bound to, and the view keeps
// the view model. A __weak copy of the view, or a view that keeps the view model weakly, breaks it.
@interface ProfileViewModel : NSObject
@property (nonatomic, copy) void (^onNameChange)(NSString *name);
@property (nonatomic, copy) void (^onAvatarChange)(UIImage *image);
- (void)bindView:(ProfileView *)view;
- (void)attachHeader:(UIView *)header;
@end

@interface ProfileView : UIView
@property (nonatomic, strong) ProfileViewModel *viewModel;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UIImageView *avatarView;
@end

@interface HeaderView : UIView
@property (nonatomic, weak) ProfileViewModel *viewModel;
@end

@implementation ProfileViewModel
- (void)bindView:(ProfileView *)view {
    self.onNameChange = ^(NSString *name) {
        view.nameLabel.text = name; // expect-warning:9 reference-cycle {{captures 'view' strongly, and 'ProfileView' passes itself as 'view'}}
    };
    __weak ProfileView *weakView = view;
    self.onAvatarChange = ^(UIImage *image) {
        weakView.avatarView.image = image;
    };
}
- (void)attachHeader:(UIView *)header {
    // silent: the header keeps the view model weakly.
    self.onNameChange = ^(NSString *name) {
        header.hidden = name.length == 0;
    };
}
@end

@implementation ProfileView
- (void)setUp {
    [self.viewModel bindView:self];
}
@end

@implementation HeaderView
- (void)setUp {
    [self.viewModel attachHeader:self];
}
@end
