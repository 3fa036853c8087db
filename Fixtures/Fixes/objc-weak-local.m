#import <UIKit/UIKit.h>

// A handler the alert keeps reads the alert through a __weak copy; the comparison with nil stays a comparison.
@interface RenameController : UIViewController
@end

@implementation RenameController
- (void)askName {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Rename" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [alert addTextFieldWithConfigurationHandler:nil];
    UIAlertAction *ok = [UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        if (alert == nil) return;
        NSLog(@"%@", alert.textFields.firstObject.text);
    }];
    [alert addAction:ok];
    [self presentViewController:alert animated:YES completion:nil];
}
@end
