#import <UIKit/UIKit.h>

// An old copy that no target of 'Chat.xcodeproj' compiles: the leak is real in the text, but no app has it.
@interface OldCallScreenViewController : UIViewController
@end

@implementation OldCallScreenViewController

- (void)showEndCallAlert {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"End call?" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        [alert dismissViewControllerAnimated:YES completion:nil]; // expect-warning:10 reference-cycle {{no app builds it}}
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

@end
