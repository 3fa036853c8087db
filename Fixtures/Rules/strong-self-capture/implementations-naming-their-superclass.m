#import <AppKit/AppKit.h>
#import "TSLogWindow.h"
#import "TSDocument.h"

// The old style that names the superclass again in the implementation (`@implementation TSLogWindow : NSWindow`),
// of a class whose interface is in a header the parse does not see: the implementation is read as any other.
@implementation TSLogWindow : NSWindow

- (void)doTypeset:sender {
    [self.myDocument doTypeset:sender];
}

- (void)watchTypesetting {
    self.typesetObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"TSTypesetDone" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self doTypeset:nil]; // expect-warning:10 strong-self-capture {{captures 'self' strongly}}
    }];
}

- (void)watchQuietly {
    __weak typeof(self) weakSelf = self;
    // silent: the block holds 'self' weakly.
    self.quietObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"TSTypesetDone" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf doTypeset:nil];
    }];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self.typesetObserver];
    [[NSNotificationCenter defaultCenter] removeObserver:self.quietObserver];
}

@end

// The class is named elsewhere in the file too (`[TSConsoleWindow class]`), so it is declared before the
// implementation is read: the superclass it names again is left out, and the implementation is read all the same.
@implementation TSConsoleWindow : NSPanel

+ (Class)windowClass { return [TSConsoleWindow class]; }

- (void)watchOutput {
    self.outputObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"TSOutput" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self scrollToEnd]; // expect-warning:10 strong-self-capture {{captures 'self' strongly}}
    }];
}

- (void)watchQuietly {
    __weak typeof(self) weakSelf = self;
    // silent: the block holds 'self' weakly.
    self.quietObserver = [[NSNotificationCenter defaultCenter] addObserverForName:@"TSOutput" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf scrollToEnd];
    }];
}

- (void)scrollToEnd {}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self.outputObserver];
    [[NSNotificationCenter defaultCenter] removeObserver:self.quietObserver];
}

@end
