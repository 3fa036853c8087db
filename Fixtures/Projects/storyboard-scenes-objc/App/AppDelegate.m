#import <Cocoa/Cocoa.h>

/// The app delegate keeps the preferences window it makes from its storyboard scene, once: the controllers of that
/// scene live as long as the app. A log window is made again on every call.
@interface AppDelegate : NSObject <NSApplicationDelegate>
@property (nonatomic, strong) NSWindowController *preferencesWindowController;
@end

@implementation AppDelegate
- (IBAction)showPreferences:(id)sender {
    if (!_preferencesWindowController) {
        NSStoryboard *storyboard = [NSStoryboard storyboardWithName:@"Preferences" bundle:nil];
        _preferencesWindowController = [storyboard instantiateControllerWithIdentifier:@"Preferences"];
    }
    [self.preferencesWindowController showWindow:sender];
}

- (IBAction)showLog:(id)sender {
    NSWindowController *log = [[NSStoryboard storyboardWithName:@"Preferences" bundle:nil] instantiateControllerWithIdentifier:@"Log"];
    [log showWindow:sender];
}
@end
