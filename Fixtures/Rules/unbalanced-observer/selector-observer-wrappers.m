#import <UIKit/UIKit.h>

// The project's own front for NSNotificationCenter's selector observers: its -register:selector:name: hands the
// observer to -addObserver:selector:name:object:, which holds it unretained and drops it when it goes (iOS 9 and
// later), so a call of it needs no -unregister:. A registry that keeps its observers does.
@interface EventHub : NSObject
- (void)register:(id)observer selector:(SEL)selector name:(NSString *)name;
- (void)unregister:(id)observer;
@end

@implementation EventHub
- (void)register:(id)observer selector:(SEL)selector name:(NSString *)name {
    [[NSNotificationCenter defaultCenter] addObserver:observer selector:selector name:name object:nil];
}
- (void)unregister:(id)observer {
    [[NSNotificationCenter defaultCenter] removeObserver:observer];
}
@end

@interface ListenerList : NSObject
@property (nonatomic, strong) NSMutableArray *listeners;
- (void)register:(id)listener;
- (void)unregister:(id)listener;
@end

@implementation ListenerList
- (void)register:(id)listener { [self.listeners addObject:listener]; }
- (void)unregister:(id)listener { [self.listeners removeObject:listener]; }
@end

@interface PlayIndicatorView : UIView
@property (nonatomic, strong) EventHub *hub;
@property (nonatomic, strong) ListenerList *list;
@end

@implementation PlayIndicatorView
- (void)start {
    // silent: a selector observer behind the project's own name
    [self.hub register:self selector:@selector(refresh) name:@"PlayerPlay"];
    [self.list register:self]; // expect-warning:16 unbalanced-observer
}
- (void)refresh {}
@end
