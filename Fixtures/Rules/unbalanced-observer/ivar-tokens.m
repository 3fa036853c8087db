#import <UIKit/UIKit.h>
#import "Coordinator.h"

// Tokens kept in instance variables declared in @interface { }, a class extension and @implementation { }, named
// bare, with an underscore and through self->, and removed in a conditional, a block and another method.
@interface TokenHolder : UIViewController {
    id themeObserver;
    id _langObserver;
}
@end

@interface TokenHolder () {
    id _extObserver;
}
@end

@implementation TokenHolder {
    id _implObserver;
    id _blockObserver;
    id _otherMethodObserver;
    id _neverRemoved;
    id bareNeverRemoved;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) weakSelf = self;
    // silent: removed in dealloc inside `if (themeObserver) { … }`.
    themeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"A" object:nil queue:nil usingBlock:^(NSNotification *n) { [weakSelf reload]; }];
    // silent: removed through self-> inside a conditional.
    _langObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"B" object:nil queue:nil usingBlock:^(NSNotification *n) { [weakSelf reload]; }];
    // silent: removed through a local naming the shared center.
    _extObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"C" object:nil queue:nil usingBlock:^(NSNotification *n) { [weakSelf reload]; }];
    // silent: stored through self->, removed in an `if` without braces.
    self->_implObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"D" object:nil queue:nil usingBlock:^(NSNotification *n) { [weakSelf reload]; }];
    // silent: removed inside a block of another method.
    _blockObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"E" object:nil queue:nil usingBlock:^(NSNotification *n) { [weakSelf reload]; }];
    // silent: removed in another method.
    _otherMethodObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"F" object:nil queue:nil usingBlock:^(NSNotification *n) { [weakSelf reload]; }];
    // expect-warning@+1:59 unbalanced-observer {{'self.neverRemoved'}}
    _neverRemoved = [[NSNotificationCenter defaultCenter] addObserverForName:@"G" object:nil queue:nil usingBlock:^(NSNotification *n) { [weakSelf reload]; }];
    // expect-warning@+1:62 unbalanced-observer {{'self.bareNeverRemoved'}}
    bareNeverRemoved = [[NSNotificationCenter defaultCenter] addObserverForName:@"H" object:nil queue:nil usingBlock:^(NSNotification *n) { [weakSelf reload]; }];
}

- (void)reload {}

- (void)stopObserving {
    if (_otherMethodObserver != nil) {
        [[NSNotificationCenter defaultCenter] removeObserver:_otherMethodObserver];
        _otherMethodObserver = nil;
    }
}

- (void)tearDownLater {
    dispatch_async(dispatch_get_main_queue(), ^{
        [[NSNotificationCenter defaultCenter] removeObserver:self->_blockObserver];
    });
}

- (void)dealloc {
    if (themeObserver) {
        [[NSNotificationCenter defaultCenter] removeObserver:themeObserver];
        themeObserver = nil;
    }
    if (self->_langObserver) {
        [[NSNotificationCenter defaultCenter] removeObserver:self->_langObserver];
    }
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center removeObserver:_extObserver];
    if (_implObserver) [center removeObserver:_implObserver];
}
@end
