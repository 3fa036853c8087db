#import <UIKit/UIKit.h>

// A registry that holds its subscribers weakly, through an entry object whose 'target' is weak (and through a
// shorter method that passes the subscriber on to the full one): a subscriber never removed leaves a dead entry,
// not a leak. A registry that keeps its listeners in a strong array keeps a listener never removed for ever.
@interface RegistryEntry : NSObject
@property (nonatomic, weak) id target;
@property (nonatomic, assign) SEL action;
@end

@implementation RegistryEntry
@end

@interface ValueChannel : NSObject
@property (nonatomic, strong) NSMutableArray<RegistryEntry *> *entries;
- (void)subscribe:(id)target action:(SEL)action;
- (void)subscribe:(id)target action:(SEL)action sendAtOnce:(BOOL)sendAtOnce;
- (void)unsubscribe:(id)target;
@end

@implementation ValueChannel
- (void)subscribe:(id)target action:(SEL)action {
    [self subscribe:target action:action sendAtOnce:NO];
}
- (void)subscribe:(id)target action:(SEL)action sendAtOnce:(BOOL)sendAtOnce {
    RegistryEntry *entry = [RegistryEntry new];
    entry.target = target;
    entry.action = action;
    [self.entries addObject:entry];
}
- (void)unsubscribe:(id)target {}
@end

@interface ListenerList : NSObject
@property (nonatomic, strong) NSMutableArray *listeners;
- (void)addListener:(id)listener;
- (void)removeListener:(id)listener;
@end

@implementation ListenerList
- (void)addListener:(id)listener {
    [self.listeners addObject:listener];
}
- (void)removeListener:(id)listener {
    [self.listeners removeObject:listener];
}
@end

@interface BrightnessViewController : UIViewController
@property (nonatomic, strong) ValueChannel *brightness;
@property (nonatomic, strong) ListenerList *downloads;
@end

@implementation BrightnessViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    // silent: the channel holds its subscribers weakly, so a missing removal leaves only a dead entry.
    [self.brightness subscribe:self action:@selector(brightnessChanged:)];
    // silent: the same, through the full method.
    [self.brightness subscribe:self action:@selector(brightnessChanged:) sendAtOnce:YES];
    [self.downloads addListener:self]; // expect-warning:21 unbalanced-observer {{'removeListener'}}
}
- (void)brightnessChanged:(id)sender {}
@end
