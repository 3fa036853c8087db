#import <UIKit/UIKit.h>
#import "MessageStore.h"

@interface InboxViewController : UIViewController
@property (nonatomic, strong) MessageStore *store;
@property (nonatomic, strong) id badgeToken;
@end

@interface InboxViewController (Observing)
- (void)startObserving;
- (void)stopObserving;
@end
