#import <UIKit/UIKit.h>

// The same in Objective-C: an action's handler that uses the alert keeps it; a __weak copy does not.
@interface RenameController : UIViewController
@end

@implementation RenameController
- (void)askName {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Rename" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [alert addTextFieldWithConfigurationHandler:nil];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        NSLog(@"%@", alert.textFields.firstObject.text); // expect-warning:22 reference-cycle {{captures 'alert' strongly}}
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

- (void)askNameWeakly {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Rename" message:nil preferredStyle:UIAlertControllerStyleAlert];
    __weak UIAlertController *weakAlert = alert;
    // silent: the handler reads the alert through a __weak copy.
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        NSLog(@"%@", weakAlert.textFields.firstObject.text);
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}
@end
