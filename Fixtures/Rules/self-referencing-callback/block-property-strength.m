#import <UIKit/UIKit.h>
#import "Child.h"

// Weak and assign block properties keep nothing; copy and strong properties and instance variables keep their
// block, whether stored with dot syntax, a setter message, a copied block or Block_copy.
@interface Holder : NSObject
@property (nonatomic, weak) void (^weakHandler)(Child *b);
@property (nonatomic, assign) void (^assignHandler)(void);
@property (nonatomic, copy) void (^copyHandler)(void);
@property (nonatomic, strong) void (^strongHandler)(void);
@property (nonatomic, copy) void (^completion)(void);
@property (nonatomic, strong) Child *child;
@end

@implementation Holder {
    Child *_other;
    Child *owner;
    void (^_ivarBlock)(void);
}

- (void)setUp {
    // silent: a weak property keeps nothing.
    self.weakHandler = ^(Child *b) { self->_other = b; };
    // silent: neither does an assign one.
    self.assignHandler = ^{ [self finish]; };
    self.copyHandler = ^{ [self finish]; }; // expect-warning:28 self-referencing-callback {{'self.copyHandler'}}
    self.strongHandler = ^{ [self finish]; }; // expect-warning:30 self-referencing-callback {{'self.strongHandler'}}
    [self setCompletion:^{ [self finish]; }]; // expect-warning:29 self-referencing-callback {{'self.completion'}}
    // expect-warning@+1:33 strong-self-capture {{stored in 'self.child.handler'}}
    [self.child setHandler:[^{ [self finish]; } copy]];
    _ivarBlock = Block_copy(^{ [self finish]; }); // expect-warning:33 self-referencing-callback {{'self.ivarBlock'}}
    // An object kept in an instance variable is owned by self.
    owner.handler = ^{ [owner finish]; }; // expect-warning:25 strong-self-capture {{'self.owner'}}
    // silent: a static local is not captured; the block keeps only what it names.
    static int count = 0;
    dispatch_async(dispatch_get_main_queue(), ^{ count++; });
}
- (void)finish {}
@end

// A root class with no superclass still has its instance variables.
@interface Rootless {
    id _token;
}
@end
@implementation Rootless
- (void)start {
    __weak typeof(self) weakSelf = self;
    // expect-warning@+1:52 unbalanced-observer {{'self.token'}}
    _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"X" object:nil queue:nil usingBlock:^(NSNotification *n) { [weakSelf stop]; }];
}
- (void)stop {}
@end

// So does a class whose superclass is declared in a header that is not there.
@interface Unknown : SomeBase {
    id _token;
}
@end
@implementation Unknown
- (void)start {
    _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"X" object:nil queue:nil usingBlock:^(NSNotification *n) {
        [self stop]; // expect-warning:10 strong-self-capture
    }];
}
- (void)stop {}
- (void)dealloc { [[NSNotificationCenter defaultCenter] removeObserver:_token]; }
@end
