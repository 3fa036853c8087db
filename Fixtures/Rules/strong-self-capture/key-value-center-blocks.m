#import <Cocoa/Cocoa.h>
#import "MAKVONotificationCenter.h"

// MAKVONotificationCenter removes its observations when the observer or the observed object is deallocated:
// nothing asks for a removal. Its block form keeps the block in the observed object until then, so a block that
// captures self leaks where the observed object outlives self (the user defaults) or is kept by self.
@interface CommitMessageView : NSTextView
@end

@implementation CommitMessageView
- (void)awakeFromNib {
    [super awakeFromNib];
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    [defaults addObserver:self keyPath:@"lineLength" options:NSKeyValueObservingOptionNew block:^(MAKVONotification *notification) {
        [self setNeedsDisplay:YES]; // expect-warning:10 strong-self-capture {{'NSUserDefaults.standardUserDefaults' keeps it for the whole run}}
    }];
    // silent: the block reaches the view through the notification, and the registration goes with the view.
    [[NSUserDefaults standardUserDefaults] addObserver:self keyPath:@"tabWidth" options:0 block:^(MAKVONotification *notification) {
        [notification.observer setNeedsDisplay:YES];
    }];
}
@end

@interface HistorySearchController : NSObject
@property (weak) IBOutlet NSArrayController *commitController;
@property (strong) NSArrayController *results;
@end

@implementation HistorySearchController
- (void)awakeFromNib {
    // silent: the commit controller belongs to the window's history controller; the observation ends with it.
    [self.commitController addObserver:self keyPath:@"arrangedObjects" options:0 block:^(MAKVONotification *notification) {
        [self clearSearch];
    }];
    [self.results addObserver:self keyPath:@"arrangedObjects" options:0 block:^(MAKVONotification *notification) {
        [self clearSearch]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.results'}}
    }];
    // silent: a selector observer, removed with either object.
    [self.results addObserver:self keyPath:@"selection" selector:@selector(selectionChanged:) userInfo:nil options:0];
    [self observeTarget:self.commitController keyPath:@"selection" selector:@selector(selectionChanged:) userInfo:nil options:0];
}

- (void)clearSearch {
}

- (void)selectionChanged:(MAKVONotification *)notification {
}
@end
