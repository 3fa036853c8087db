#import <UIKit/UIKit.h>

// A method that hands its block to the initializer of another object stores it in that object, not in its own:
// the block goes where the new object goes. Shown and let go, it keeps nothing of the caller; kept in a property of
// the caller, it is kept by the caller.
@interface PermissionDialog : NSObject
@property (nonatomic, copy) void (^permission)(void);
- (instancetype)initWithPermission:(void (^)(void))permission;
- (void)showInWindow:(UIWindow *)window;
@end

@implementation PermissionDialog
- (instancetype)initWithPermission:(void (^)(void))permission {
    if (self = [super init]) {
        self.permission = permission;
    }
    return self;
}
- (void)showInWindow:(UIWindow *)window {}
@end

@interface AddAccountViewController : UIViewController
@property (nonatomic, strong) PermissionDialog *pendingDialog;
@end

@implementation AddAccountViewController
- (void)generate {
    // silent: the dialog that holds the block is shown and let go
    [self getPermissions:^{
        [self showPassword];
    }];
    [self keepPermissions:^{
        [self showPassword]; // expect-warning:10 strong-self-capture {{kept by 'self.pendingDialog'}}
    }];
}
- (void)showPassword {}
- (void)getPermissions:(void (^)(void))completion {
    [[[PermissionDialog alloc] initWithPermission:^{
        dispatch_async(dispatch_get_main_queue(), completion);
    }] showInWindow:self.view.window];
}
- (void)keepPermissions:(void (^)(void))completion {
    self.pendingDialog = [[PermissionDialog alloc] initWithPermission:completion];
}
@end
