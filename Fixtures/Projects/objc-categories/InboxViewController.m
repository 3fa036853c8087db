#import <UIKit/UIKit.h>
#import "InboxViewController.h"

@implementation InboxViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // silent: the category in InboxViewController+Observing.m removes this key path.
    [self.store addObserver:self forKeyPath:@"unreadCount" options:NSKeyValueObservingOptionNew context:nil];
    // expect-warning@+1:17 unbalanced-observer {{key path 'lastSync'}}
    [self.store addObserver:self forKeyPath:@"lastSync" options:NSKeyValueObservingOptionNew context:nil];
    [self startObserving];
}

@end
