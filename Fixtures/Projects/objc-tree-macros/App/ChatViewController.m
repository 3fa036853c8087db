#import "ChatViewController.h"
#import "ChatMacros.h"
#import <ChatKit/ChatKitMacros.h>

@interface ChatViewController ()
@property (nonatomic, strong) id messagesObserver;
@property (nonatomic, strong) id typingObserver;
@property (nonatomic, strong) id presenceObserver;
@end

@implementation ChatViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    ChatWeak(self);
    // silent: ChatStrong(self), defined in a header of the tree, declares a strong local 'self' from the weak copy.
    self.messagesObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Messages" object:nil queue:nil usingBlock:^(NSNotification *note) {
        ChatStrong(self);
        [self reloadMessages];
    }];
    CKWeakify(self);
    // silent: the pod's macros, defined under Pods/, do the same.
    self.typingObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Typing" object:nil queue:nil usingBlock:^(NSNotification *note) {
        CKStrongify(self);
        [self reloadMessages];
    }];
}

- (void)observePresence {
    // The dance's first half inside the kept block: the block itself names 'self'.
    self.presenceObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"Presence" object:nil queue:nil usingBlock:^(NSNotification *note) {
        ChatWeak(self); // expect-warning:18 strong-self-capture {{captures 'self' strongly}}
        [ChatViewController afterDelay:^{
            ChatStrong(self);
            [self reloadMessages];
        }];
    }];
}

- (void)reloadMessages {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self.messagesObserver];
    [[NSNotificationCenter defaultCenter] removeObserver:self.typingObserver];
    [[NSNotificationCenter defaultCenter] removeObserver:self.presenceObserver];
}

@end
