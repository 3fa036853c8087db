#import <UIKit/UIKit.h>
#import "IconTypes.h"

// `IconCompletionBlock` is declared in a header the parse does not see: a parameter of a type named like a block
// type, written as one name without `*`, takes a block, so the helper's method is known to keep it.
@interface IconHelper : NSObject
@property (nonatomic, copy) IconCompletionBlock completionBlock;
- (void)changeIcon:(UIViewController *)controller completion:(IconCompletionBlock)completion;
- (void)previewIcon:(UIViewController *)controller completion:(IconCompletionBlock)completion;
@end

@implementation IconHelper
- (void)changeIcon:(UIViewController *)controller completion:(IconCompletionBlock)completion {
    self.completionBlock = completion;
}
- (void)previewIcon:(UIViewController *)controller completion:(IconCompletionBlock)completion {
    completion(YES);
}
@end

@interface ItemDetailsViewController : UIViewController
@property (nonatomic, strong) IconHelper *iconHelper;
@end

@implementation ItemDetailsViewController
- (void)onChangeIcon {
    self.iconHelper = [[IconHelper alloc] init];
    [self.iconHelper changeIcon:self completion:^(BOOL done) {
        [self reload]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.iconHelper'}}
    }];
}

// silent: the helper runs this block at once and keeps nothing.
- (void)onPreviewIcon {
    self.iconHelper = [[IconHelper alloc] init];
    [self.iconHelper previewIcon:self completion:^(BOOL done) {
        [self reload];
    }];
}

- (void)reload {}
@end
