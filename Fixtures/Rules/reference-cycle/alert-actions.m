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

- (void)askNameInSteps {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Rename" message:nil preferredStyle:UIAlertControllerStyleAlert];
    UIAlertAction *ok = [UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        NSLog(@"%@", alert.textFields.firstObject.text); // expect-warning:22 reference-cycle {{captures 'alert' strongly}}
    }];
    [alert addAction:ok];
    [self presentViewController:alert animated:YES completion:nil];
}

// The handler hands the alert to a method of self: the alert's cycle only; self does not keep the alert.
- (void)askLabel {
    UIAlertController *alertCtrl = [UIAlertController alertControllerWithTitle:@"Label" message:nil preferredStyle:UIAlertControllerStyleAlert];
    UIAlertAction *add = [UIAlertAction actionWithTitle:@"Add" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        [self addActionButton:alertCtrl]; // expect-warning:31 reference-cycle {{captures 'alertCtrl' strongly}}
    }];
    [alertCtrl addAction:add];
    [self presentViewController:alertCtrl animated:YES completion:nil];
}

- (void)addActionButton:(UIAlertController *)alert {
    NSLog(@"%@", alert.textFields.firstObject.text);
}

// silent: the action goes into another alert than the one its handler uses.
- (void)askAgainAfter:(UIAlertController *)first {
    UIAlertController *second = [UIAlertController alertControllerWithTitle:@"Again?" message:nil preferredStyle:UIAlertControllerStyleAlert];
    UIAlertAction *retry = [UIAlertAction actionWithTitle:@"Retry" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        NSLog(@"%@", first.title);
    }];
    [second addAction:retry];
    [self presentViewController:second animated:YES completion:nil];
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
