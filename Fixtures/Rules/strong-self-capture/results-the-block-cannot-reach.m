#import <UIKit/UIKit.h>

// A project method's result keeps a block parameter only when the block can reach it. A method that only calls
// the block, tests it, or hands it to messages whose results it drops on self, what self keeps or a singleton
// returns a value that holds nothing of it.
@interface AvatarImage : NSObject
@end

@interface AvatarDatabase : NSObject
- (void)readWithBlock:(void (^)(NSString *transaction))block;
@end

@interface AvatarButton : NSObject
@property (nonatomic, copy) void (^action)(void);
@end

@interface AvatarRegistry : NSObject
- (void)registerHandler:(void (^)(void))handler;
@end

@interface AvatarController : UIViewController
@property (nonatomic, strong) AvatarDatabase *connection;
@property (nonatomic, strong) AvatarButton *button;
@property (nonatomic, strong) AvatarButton *wrappedButton;
@property (nonatomic, strong) AvatarRegistry *registry;
@end

@implementation AvatarController {
    AvatarImage *_buddyAvatar;
    AvatarImage *_accountAvatar;
}

- (AvatarImage *)createAvatarImage:(AvatarImage *(^)(NSString *transaction))getImage {
    __block AvatarImage *avatarImage;
    [self.connection readWithBlock:^(NSString *transaction) {
        avatarImage = getImage(transaction);
    }];
    if (avatarImage != nil) {
        return avatarImage;
    }
    return nil;
}

- (AvatarImage *)loadAvatarWithCompletion:(void (^)(AvatarImage *image))completion {
    AvatarImage *image = [[AvatarImage alloc] init];
    if (completion) {
        dispatch_async(dispatch_get_main_queue(), ^{
            completion(image);
        });
    }
    return image;
}

- (AvatarButton *)makeButtonWithAction:(void (^)(void))action {
    AvatarButton *button = [[AvatarButton alloc] init];
    button.action = action;
    return button;
}

- (AvatarButton *)wrapInButton:(void (^)(void))action {
    AvatarButton *button = [[AvatarButton alloc] init];
    button.action = ^{
        action();
    };
    return button;
}

- (AvatarRegistry *)makeRegistry:(void (^)(void))handler {
    AvatarRegistry *registry = [[AvatarRegistry alloc] init];
    [registry registerHandler:handler];
    return registry;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    // silent: the block is only called inside a read whose result is dropped; the image keeps nothing of it
    _buddyAvatar = [self createAvatarImage:^AvatarImage *(NSString *transaction) {
        return [self buddyWithTransaction:transaction];
    }];
    // silent: the completion is tested and called on the main queue, never kept by the result
    _accountAvatar = [self loadAvatarWithCompletion:^(AvatarImage *image) {
        [self showImage:image];
    }];
    // the returned button keeps the action, and self keeps the button
    self.button = [self makeButtonWithAction:^{
        [self reload]; // expect-warning:10 strong-self-capture
    }];
    // the returned button keeps a block that calls the action
    self.wrappedButton = [self wrapInButton:^{
        [self reload]; // expect-warning:10 strong-self-capture
    }];
    // the returned registry keeps the handler it registered
    self.registry = [self makeRegistry:^{
        [self reload]; // expect-warning:10 strong-self-capture
    }];
}

- (AvatarImage *)buddyWithTransaction:(NSString *)transaction { return nil; }
- (void)showImage:(AvatarImage *)image {}
- (void)reload {}

@end
