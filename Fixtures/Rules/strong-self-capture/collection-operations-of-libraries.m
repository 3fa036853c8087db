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
