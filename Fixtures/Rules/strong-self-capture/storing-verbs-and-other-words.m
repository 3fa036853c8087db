#import <UIKit/UIKit.h>

@interface MessageBanner : UIView
@property (nonatomic, copy) void (^onTap)(void);
@end

// A method of `self` whose name starts with a storing verb (`addBanner:`) keeps what it is given; one whose name
// only starts with the same letters (`setupBanner:`) is another word.
@interface AlertCenterController : NSObject
@property (nonatomic, strong) NSMutableArray *banners;
@end

@implementation AlertCenterController
- (void)setupBanner:(MessageBanner *)banner { banner.backgroundColor = [UIColor redColor]; }
- (void)addBanner:(MessageBanner *)banner { [self.banners addObject:banner]; }

// silent: 'setupBanner:' styles the banner, the banner goes to the caller.
- (void)show:(MessageBanner *)banner {
    [self setupBanner:banner];
    banner.onTap = ^{ [self dismissAll]; };
}

- (void)keep:(MessageBanner *)banner {
    [self addBanner:banner];
    banner.onTap = ^{ [self dismissAll]; }; // expect-warning:24 strong-self-capture {{'self' keeps 'banner'}}
}

- (void)dismissAll {}
@end
