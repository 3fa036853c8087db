#import <UIKit/UIKit.h>

// An annotation macro of the SDK before the interface: the declaration after it is read all the same.
NS_EXTENSION_UNAVAILABLE_IOS("Chat uses the shared application")
@interface ChatViewController : UIViewController
@property (nonatomic, copy) void (^onClose)(void);
@end

// expect-none
