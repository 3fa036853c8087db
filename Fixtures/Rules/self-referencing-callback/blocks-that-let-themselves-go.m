#import <Cocoa/Cocoa.h>

// A block that sets its own property back to nil when it runs lets itself go: the cycle lasts until then, a note
// that says so. One that never does keeps its warning.
@interface CredentialsController : NSObject
@property (nonatomic, copy) void (^callback)(void);
- (void)show;
@end

@implementation CredentialsController
- (void)show {}
@end

@interface AuthenticatedTask : NSObject
@end

@implementation AuthenticatedTask
- (void)askPassword {
    CredentialsController *ctrl = [CredentialsController new];
    ctrl.callback = ^{
        NSLog(@"%@", ctrl); // expect-warning:22 self-referencing-callback {{the block sets 'ctrl.callback' back to nil when it runs, which ends the cycle then}}
        ctrl.callback = nil;
    };
    [ctrl show];
}
- (void)askToken {
    CredentialsController *prompt = [CredentialsController new];
    prompt.callback = ^{
        NSLog(@"%@", prompt); // expect-warning:22 self-referencing-callback {{so 'prompt' keeps itself alive; use a '__weak' copy}}
    };
    [prompt show];
}
- (void)askOnce {
    CredentialsController *sheet = [CredentialsController new];
    __weak CredentialsController *weakSheet = sheet;
    // silent: the block holds the controller weakly
    sheet.callback = ^{
        NSLog(@"%@", weakSheet);
    };
    // silent: the block captures nothing of the controller
    sheet.callback = ^{
        NSLog(@"done");
    };
    [sheet show];
}
@end
