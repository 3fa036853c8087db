#import "LegacyPlayerView.h"

@implementation LegacyPlayerView {
    id _timeToken;
}

- (void)attach {
    // silent: the Swift extension in LegacyPlayerView+Detach.swift removes this key path.
    [self.player addObserver:self forKeyPath:@"rate" options:NSKeyValueObservingOptionNew context:nil];
    _timeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Tick" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self setNeedsLayout]; // expect-warning:10 strong-self-capture
    }];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:_timeToken];
}

@end
