#import <Foundation/Foundation.h>
#import <Network/Network.h>

// Blocks a call runs before it returns: an index set's test, Network.framework's parameter set-up. What the
// call returns holds no block, so a property that keeps it keeps nothing of 'self'.
@interface SectionFilter : NSObject
@property (nonatomic, strong) NSIndexSet *visibleIndexes;
@property (nonatomic, strong) nw_parameters_t parameters;
@property (nonatomic, copy) void (^onChange)(void);
@property (nonatomic) BOOL showsEmpty;
@end

@implementation SectionFilter

- (void)update:(NSIndexSet *)all {
    self.visibleIndexes = [all indexesPassingTest:^BOOL(NSUInteger index, BOOL *stop) {
        return self.showsEmpty || index > 0; // silent: the test runs before the call returns
    }];
}

- (void)connect {
    self.parameters = nw_parameters_create_secure_tcp(NW_PARAMETERS_DISABLE_PROTOCOL, ^(nw_protocol_options_t options) {
        if (self.showsEmpty) { nw_tcp_options_set_no_delay(options, true); } // silent: runs while the parameters are made
    });
}

- (void)observe {
    self.onChange = ^{
        self.showsEmpty = NO; // expect-warning:9 self-referencing-callback {{'self' keeps the block and the block keeps 'self'}}
    };
}

@end
