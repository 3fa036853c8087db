#import <UIKit/UIKit.h>
#import <MatrixSDK/MatrixSDK.h>
#import <ReactiveObjC/ReactiveObjC.h>
#import "AppMacros.h"

// The weak/strong dance written with the macros of libraries that are not in the tree: MatrixSDK's, libextobjc's
// and ReactiveObjC's, and the usual WEAKSELF forms. The catalogue knows their definitions.
@interface RoomViewController : UIViewController
@property (nonatomic, strong) id membersObserver;
@property (nonatomic, strong) id typingObserver;
@property (nonatomic, strong) id readObserver;
@property (nonatomic, strong) id scrollObserver;
@property (nonatomic, strong) NSTimer *refreshTimer;
@end

@implementation RoomViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    MXWeakify(self);
    // silent: MXStrongifyAndReturnIfNil(self) makes 'self' a strong local of the block, from the weak copy.
    self.membersObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kMXRoomMembersDidChange object:nil queue:nil usingBlock:^(NSNotification *note) {
        MXStrongifyAndReturnIfNil(self);
        [self refreshMembers];
    }];
    @weakify(self);
    // silent: @strongify(self) does the same for libextobjc and ReactiveObjC.
    self.typingObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kMXRoomTyping object:nil queue:nil usingBlock:^(NSNotification *note) {
        @strongify(self);
        [self refreshTyping];
    }];
    WEAKSELF
    // silent: only the weak copy crosses into the block.
    self.refreshTimer = [NSTimer scheduledTimerWithTimeInterval:5 repeats:YES block:^(NSTimer *timer) {
        STRONGSELF
        [strongSelf refreshMembers];
    }];
}

- (void)observeReads {
    // The outer block still names 'self': the macro inside it weakifies a 'self' it already holds strongly.
    self.readObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kMXReadReceipts object:nil queue:nil usingBlock:^(NSNotification *note) {
        MXWeakify(self); // expect-warning:19 strong-self-capture {{captures 'self' strongly}}
        [MXSession fetchWithCompletion:^{
            MXStrongifyAndReturnIfNil(self);
            [self refreshMembers];
        }];
    }];
}

- (void)observeScrolling {
    @weakify(self);
    self.scrollObserver = [[NSNotificationCenter defaultCenter] addObserverForName:kScrolled object:nil queue:nil usingBlock:^(NSNotification *note) {
        @strongify(self);
        [self refreshTyping];
        // A nested block kept by the center holds the strong local 'self' of the outer one.
        [[NSNotificationCenter defaultCenter] addObserverForName:kScrollEnded object:nil queue:nil usingBlock:^(NSNotification *inner) {
            [self refreshMembers]; // expect-warning:14 strong-self-capture {{the strong local 'self' of an enclosing block}}
        }];
    }];
}

- (void)refreshMembers {}
- (void)refreshTyping {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self.membersObserver];
    [[NSNotificationCenter defaultCenter] removeObserver:self.typingObserver];
    [[NSNotificationCenter defaultCenter] removeObserver:self.readObserver];
    [[NSNotificationCenter defaultCenter] removeObserver:self.scrollObserver];
    [self.refreshTimer invalidate];
}

@end
