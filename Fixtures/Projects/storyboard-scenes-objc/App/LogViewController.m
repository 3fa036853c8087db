#import <Cocoa/Cocoa.h>

@interface LogViewController : NSViewController
@property (nonatomic, strong) id logObserver;
@end

@implementation LogViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.logObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"LogLine" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self append:note]; // expect-warning:10 strong-self-capture {{NotificationCenter keeps the block until the observer is removed}}
    }];
}
- (void)append:(NSNotification *)note {}
@end
