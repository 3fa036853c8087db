#import <Foundation/Foundation.h>

@interface Counter : NSObject
@property (nonatomic, strong) id token;
@property (nonatomic, copy) NSInteger (^next)(void);
@end

@implementation Counter {
    NSInteger _value;
}

- (void)start {
    // A name 'weakSelf' already in use here: the dance is left to the author.
    id weakSelf = nil;
    self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"Count" object:weakSelf queue:nil usingBlock:^(NSNotification *note) {
        [self bump];
    }];
    // A block that returns a value: no early 'return;' can be added.
    self.next = ^NSInteger {
        return self->_value + 1;
    };
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self.token];
}

- (void)bump {
}

@end
