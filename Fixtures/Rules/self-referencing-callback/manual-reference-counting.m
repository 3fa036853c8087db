#import <Foundation/Foundation.h>

// A file that manages memory by hand ([super dealloc]): a block does not retain the object a __block variable holds,
// so a request whose handler names its own __block variable forms no cycle. A plain variable is still retained.
@interface Request : NSObject
@property (nonatomic, copy) void (^responseHandler)(void);
@property (nonatomic, copy) NSString *responseString;
+ (Request *)requestWithURL:(NSString *)url;
@end

@interface Client : NSObject
@end

@implementation Client
- (void)dealloc {
    [super dealloc];
}

- (void)fetch:(NSString *)url {
    // silent: under manual reference counting the block does not retain 'r'.
    __block Request *r = [Request requestWithURL:url];
    r.responseHandler = ^{ NSLog(@"%@", r.responseString); };

    Request *plain = [Request requestWithURL:url];
    plain.responseHandler = ^{ NSLog(@"%@", plain.responseString); }; // expect-warning:45 self-referencing-callback {{captures 'plain' strongly}}
}
@end
