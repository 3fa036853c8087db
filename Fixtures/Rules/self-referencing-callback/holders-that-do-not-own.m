#import <Foundation/Foundation.h>

// The same in Objective-C: through an assign, weak or __unsafe_unretained owner the block keeps 'x' but 'x' does
// not keep the block.
@interface BlockOwner : NSObject
@property (nonatomic, copy) void (^handler)(void);
@end

@interface Task : NSObject
@property (nonatomic, strong) BlockOwner *strongOwner;
@property (nonatomic, assign) BlockOwner *assignOwner;
@property (nonatomic, weak) BlockOwner *weakOwner;
@end

void wire(Task *x) {
    x.strongOwner.handler = ^{ (void)x; }; // expect-warning:38 self-referencing-callback {{captures 'x' strongly}}
    // silent: assign and weak owners keep nothing of 'x'.
    x.assignOwner.handler = ^{ (void)x; };
    x.weakOwner.handler = ^{ (void)x; };
}
