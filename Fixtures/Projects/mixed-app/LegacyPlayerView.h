#import <UIKit/UIKit.h>
#import <AVFoundation/AVFoundation.h>

@interface LegacyPlayerView : UIView
@property (nonatomic, strong) AVPlayer *player;
@property (nonatomic, copy) void (^onRateChange)(float rate);
- (void)attach;
@end
