#import <UIKit/UIKit.h>

@interface InAppBanner : UIView
@property (nonatomic, copy) void (^onHide)(void);
@end

// The banner is made into a local, kept in a property, and given a block that holds `self`: the presenter sets the
// property back to nil when the banner hides, which ends the cycle then.
@interface ReachabilityPresenter : NSObject
@property (nonatomic, strong) InAppBanner *offlineBanner;
@end

@implementation ReachabilityPresenter
- (void)showOffline {
    InAppBanner *banner = [[InAppBanner alloc] init];
    self.offlineBanner = banner;
    banner.onHide = ^{
        [self hideOffline]; // expect-warning:10 strong-self-capture {{'ReachabilityPresenter' sets 'self.offlineBanner' back to nil}}
    };
}
- (void)hideOffline {
    [self.offlineBanner removeFromSuperview];
    self.offlineBanner = nil;
}
@end

@interface FormToolbar : UIToolbar
@property (nonatomic, weak) UITextField *activeField;
- (instancetype)initWithActionHandler:(void (^)(void))handler;
@end

// The toolbar is made once and kept; a method lets go of the field it points at, not of the toolbar, so the
// cycle through the toolbar's handler stays.
@interface OrderFormController : UIViewController
@property (nonatomic, strong) FormToolbar *formToolbar;
@end

@implementation OrderFormController
- (FormToolbar *)formToolbar {
    if (!_formToolbar) {
        _formToolbar = [[FormToolbar alloc] initWithActionHandler:^{
            [self submit]; // expect-warning:14 strong-self-capture {{kept by 'self.formToolbar'; declare}}
        }];
    }
    return _formToolbar;
}
- (void)textFieldDidEndEditing:(UITextField *)textField {
    self.formToolbar.activeField = nil;
}
- (void)submit {
}
@end

// The banner is let go when it hides, but the block holds the banner as well: it keeps itself, and the block
// `self`, once the property lets it go.
@interface ToastPresenter : NSObject
@property (nonatomic, strong) InAppBanner *toast;
@end

@implementation ToastPresenter
- (void)showToast {
    InAppBanner *banner = [[InAppBanner alloc] init];
    self.toast = banner;
    banner.onHide = ^{
        [banner removeFromSuperview]; // expect-warning:10 self-referencing-callback {{'banner' keeps itself alive}}
        [self hideToast]; // expect-warning:10 strong-self-capture {{'self' keeps 'banner' in 'self.toast'}}
    };
}
- (void)hideToast {
    self.toast = nil;
}
@end

// The same banner kept for good: the cycle stays.
@interface SyncPresenter : NSObject
@property (nonatomic, strong) InAppBanner *syncBanner;
@end

@implementation SyncPresenter
- (void)showSyncing {
    InAppBanner *banner = [[InAppBanner alloc] init];
    self.syncBanner = banner;
    banner.onHide = ^{
        [self refresh]; // expect-warning:10 strong-self-capture {{'self' keeps 'banner' in 'self.syncBanner'}}
    };
}
- (void)refresh {}
@end

// silent: the block holds the presenter weakly.
@interface QuietPresenter : NSObject
@property (nonatomic, strong) InAppBanner *banner;
@end

@implementation QuietPresenter
- (void)show {
    InAppBanner *banner = [[InAppBanner alloc] init];
    self.banner = banner;
    __weak typeof(self) weakSelf = self;
    banner.onHide = ^{
        [weakSelf refresh];
    };
}
- (void)refresh {}
@end

// silent: the banner goes into a weak property, which keeps nothing.
@interface WeakBannerPresenter : NSObject
@property (nonatomic, weak) InAppBanner *banner;
@end

@implementation WeakBannerPresenter
- (void)showInWindow:(UIWindow *)window {
    InAppBanner *banner = [[InAppBanner alloc] init];
    [window addSubview:banner];
    self.banner = banner;
    banner.onHide = ^{
        [self refresh];
    };
}
- (void)refresh {}
@end

// silent: the block holds the banner and the presenter weakly.
@interface QuietToastPresenter : NSObject
@property (nonatomic, strong) InAppBanner *toast;
@end

@implementation QuietToastPresenter
- (void)showToast {
    InAppBanner *banner = [[InAppBanner alloc] init];
    self.toast = banner;
    __weak typeof(self) weakSelf = self;
    __weak InAppBanner *weakBanner = banner;
    banner.onHide = ^{
        [weakBanner removeFromSuperview];
        weakSelf.toast = nil;
    };
}

// silent: the block holds neither the banner nor the presenter.
- (void)showNotice {
    InAppBanner *banner = [[InAppBanner alloc] init];
    self.toast = banner;
    banner.onHide = ^{
        NSLog(@"notice hidden");
    };
}
@end

// One local holds a new banner after each assignment: only the last one is kept by `self`, so only its block
// keeps `self` through `self.stickyBanner`.
@interface BannerStack : NSObject
@property (nonatomic, strong) InAppBanner *stickyBanner;
@end

@implementation BannerStack
- (void)showAll {
    InAppBanner *banner;
    banner = [[InAppBanner alloc] init];
    // silent: this first banner is let go with the local; 'self' never keeps it.
    banner.onHide = ^{
        [self reflow];
    };
    [banner removeFromSuperview];
    banner = [[InAppBanner alloc] init];
    banner.onHide = ^{
        [self reflow]; // expect-warning:10 strong-self-capture {{'self' keeps 'banner' in 'self.stickyBanner'}}
    };
    self.stickyBanner = banner;
}
- (void)reflow {}
@end

// The alert each case makes is the one `self` keeps after the switch: every branch's block keeps `self`.
@interface RejectionPresenter : NSObject
@property (nonatomic, strong) UIAlertController *rejectAlert;
@end

@implementation RejectionPresenter
- (void)showRejection:(NSInteger)reason {
    UIAlertController *alert = nil;
    switch (reason) {
        case 0:
            alert = [UIAlertController alertControllerWithTitle:@"Full" message:nil preferredStyle:UIAlertControllerStyleAlert];
            [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleCancel handler:^(UIAlertAction *action) {
                [self reconnect]; // expect-warning:18 strong-self-capture {{self.rejectAlert}}
            }]];
            break;
        default:
            alert = [UIAlertController alertControllerWithTitle:@"Refused" message:nil preferredStyle:UIAlertControllerStyleAlert];
            [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleCancel handler:^(UIAlertAction *action) {
                [self reconnect]; // expect-warning:18 strong-self-capture {{self.rejectAlert}}
            }]];
            break;
    }
    self.rejectAlert = alert;
}
- (void)reconnect {}
@end
