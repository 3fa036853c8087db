#import <Cocoa/Cocoa.h>

// A registration removed first in the same method (here inside a block it runs later) replaces itself on each
// appearance: none piles up. One added without that removal, and never removed when the view disappears, does.
@interface DiffPreferencesViewController : NSViewController
@end

@implementation DiffPreferencesViewController
- (void)viewWillAppear {
    [super viewWillAppear];
    dispatch_async(dispatch_get_main_queue(), ^{
        if (self.view.window) {
            // silent: removed just before it is added again
            [[NSNotificationCenter defaultCenter] removeObserver:self name:NSWindowDidBecomeKeyNotification object:nil];
            [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(windowDidBecomeKey:) name:NSWindowDidBecomeKeyNotification object:self.view.window];
        }
    });
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(windowDidResize:) name:NSWindowDidResizeNotification object:nil]; // expect-warning:43 lifecycle-mismatch {{runs from 'viewWillAppear' on every appearance}}
}
- (void)windowDidBecomeKey:(NSNotification *)note {}
- (void)windowDidResize:(NSNotification *)note {}
- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}
@end
