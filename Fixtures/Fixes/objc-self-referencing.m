#import <Foundation/Foundation.h>

// A block kept by a 'copy' property of 'self' that uses 'self': the weak/strong dance, as for any kept block.
@interface Uploader : NSObject
@property (nonatomic, copy) void (^onProgress)(NSInteger sent);
@property (nonatomic) NSInteger total;
@end

@implementation Uploader {
    NSInteger _sent;
}

- (void)refresh {
}

- (void)watch {
    self.onProgress = ^(NSInteger sent) {
        _sent = sent;
        [self refresh];
    };
}

@end
