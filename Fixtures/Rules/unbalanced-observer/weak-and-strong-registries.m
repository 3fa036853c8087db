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

// A project notification class that offers no way to unsubscribe: each subscription ends with its owner (it is
// tied to the owner as an associated object). There is nothing to call, so nothing is reported; a registry that
// has the removal and never sees it called still is.
@interface lwSettingsChange : NSObject
+ (void)subscribe:(NSObject *)owner block:(void (^)(lwSettingsChange *change))block;
@end

@implementation lwSettingsChange
+ (void)subscribe:(NSObject *)owner block:(void (^)(lwSettingsChange *change))block {
    objc_setAssociatedObject(owner, (__bridge const void *)self, [block copy], OBJC_ASSOCIATION_RETAIN);
}
@end

@interface ThemeChange : NSObject
+ (void)subscribe:(NSObject *)owner block:(void (^)(ThemeChange *change))block;
+ (void)unsubscribe:(NSObject *)owner;
@end

@implementation ThemeChange
+ (void)subscribe:(NSObject *)owner block:(void (^)(ThemeChange *change))block {
    objc_setAssociatedObject(owner, (__bridge const void *)self, [block copy], OBJC_ASSOCIATION_RETAIN);
}
+ (void)unsubscribe:(NSObject *)owner {
    objc_setAssociatedObject(owner, (__bridge const void *)self, nil, OBJC_ASSOCIATION_RETAIN);
}
@end

@interface JobBoard : NSObject
@property (nonatomic, strong) NSMutableArray *workers;
- (void)addListener:(id)listener;
@end

@implementation JobBoard
- (void)addListener:(id)listener {
    [self.workers addObject:listener];
}
@end

@interface SettingsPanelController : UIViewController
@property (nonatomic, strong) JobBoard *board;
@end

@implementation SettingsPanelController
- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) weakSelf = self;
    // silent: lwSettingsChange (a project class, in lower case like many prefixed ones) has no removal to call.
    [lwSettingsChange subscribe:self block:^(lwSettingsChange *change) {
        [weakSelf reload];
    }];
    [ThemeChange subscribe:self block:^(ThemeChange *change) { // expect-warning:18 unbalanced-observer {{'unsubscribe'}}
        [weakSelf reload];
    }];
    // A board that keeps its listeners in a strong array and has no way to remove one keeps this one for ever.
    [self.board addListener:self]; // expect-warning:17 unbalanced-observer {{'removeListener'}}
}
- (void)reload {}
@end
