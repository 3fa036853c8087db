#import <UIKit/UIKit.h>

// A library's category methods on Foundation collections (a prefixed map, an array built from a count) run their
// block on the elements and return values: the array the result is stored in holds views, not the block. A method
// of anything else that takes a block and whose result self stores still keeps the block in that result.
@interface NSArray (Library)
+ (NSArray *)lib_arrayWithCount:(NSUInteger)count block:(id (^)(NSUInteger index))block;
- (NSArray *)lib_map:(id (^)(id element))block;
@end

@interface FeedSource : NSObject
- (id)lib_observeChanges:(void (^)(void))block;
@end

@interface ProfileHeaderView : UIView
@property (nonatomic, copy) NSArray<UILabel *> *labels;
@property (nonatomic, copy) NSArray<UIView *> *badges;
@property (nonatomic, copy) NSArray *items;
@property (nonatomic, strong) FeedSource *source;
@property (nonatomic, strong) id subscription;
@end

@implementation ProfileHeaderView
- (void)configure {
    self.labels = [NSArray lib_arrayWithCount:4 block:^id(NSUInteger index) {
        return [self makeLabel]; // silent: the array holds labels, not the block
    }];
    self.badges = [self.items lib_map:^id(id element) {
        return [self badgeFor:element]; // silent: a map over the items runs the block once per item
    }];
    self.subscription = [self.source lib_observeChanges:^{
        [self setNeedsLayout]; // expect-warning:10 strong-self-capture {{kept by 'self.subscription'}}
    }];
}
- (UILabel *)makeLabel { return [UILabel new]; }
- (UIView *)badgeFor:(id)element { return [UIView new]; }
@end

// A builder category on the root class takes a block it runs before returning (declared NS_NOESCAPE): the object
// it returns keeps nothing of the block, whatever the class it is sent to. BlocksKit's collection operations run
// their block on the elements, whatever the receiver is known to be.
@interface NSObject (Builder)
+ (instancetype)lib_make:(void (NS_NOESCAPE ^)(id object))block;
@end

@implementation NSObject (Builder)
+ (instancetype)lib_make:(void (NS_NOESCAPE ^)(id object))block {
    id object = [self new];
    block(object);
    return object;
}
@end

@interface LanguageButton : NSButton
@property (nonatomic, copy) void (^onSelect)(NSString *language);
@end

@interface LanguageBar : NSView
@property (nonatomic, strong) LanguageButton *fromButton;
@property (nonatomic, strong) LanguageButton *toButton;
@property (nonatomic, copy) NSArray *visible;
@property (nonatomic, copy) NSArray *chosen;
@end

@implementation LanguageBar
- (void)build:(NSArray *)candidates {
    self.fromButton = [LanguageButton lib_make:^(LanguageButton *button) {
        [self addSubview:button]; // silent: the builder runs the block before it returns
    }];
    self.toButton = [LanguageButton lib_make:^(LanguageButton *button) {
        [self addSubview:button]; // silent: the same builder
    }];
    NSArray *sorted = [candidates sortedArrayUsingSelector:@selector(compare:)];
    self.visible = [sorted bk_select:^BOOL(id item) {
        return [self shows:item]; // silent: BlocksKit's select runs the block on each element
    }];
    self.chosen = [self.visible bk_map:^id(id item) {
        return [self labelFor:item]; // silent: a map over the items
    }];
}
- (void)choose:(NSString *)language {}
- (BOOL)shows:(id)item { return YES; }
- (id)labelFor:(id)item { return item; }
@end
