#import <UIKit/UIKit.h>
#import "ImageLoader.h"

@interface GalleryViewController : UIViewController
@property (nonatomic, weak) ImageLoader *sharedLoader;
@property (nonatomic, assign) id<NSObject> delegateLike;
@property (nonatomic, strong) ImageLoader *loader;
@property (nonatomic, strong) NSArray *photos;
@end

@implementation GalleryViewController {
    NSInteger _visibleCount;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    // silent: UIView animations run the block and release it.
    [UIView animateWithDuration:0.3 animations:^{
        self.view.alpha = 1;
    }];
    // silent: the completion of an animation is released after it runs.
    [UIView animateWithDuration:0.3 animations:^{
        [self layoutPhotos];
    } completion:^(BOOL finished) {
        _visibleCount = 0;
    }];
    // silent: dispatch_async runs the block once and releases it.
    dispatch_async(dispatch_get_main_queue(), ^{
        [self layoutPhotos];
    });
    // silent: dispatch_after too.
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        [self layoutPhotos];
    });
    // silent: enumeration runs the block before it returns.
    [self.photos enumerateObjectsUsingBlock:^(id photo, NSUInteger index, BOOL *stop) {
        _visibleCount += 1;
    }];
    // silent: a block stored in a property of a weak property's object is not owned by self.
    self.sharedLoader.completion = ^{
        [self layoutPhotos];
    };
    // silent: presenting runs the completion once.
    [self presentViewController:[UIViewController new] animated:YES completion:^{
        [self layoutPhotos];
    }];
    // silent: an operation queue releases the block once it has run.
    [[NSOperationQueue mainQueue] addOperationWithBlock:^{
        [self layoutPhotos];
    }];
}

- (void)loadWithLoader {
    // A block stored in a property of an object that self owns is kept as long as self lives.
    self.loader.completion = ^{
        [self layoutPhotos]; // expect-warning:10 strong-self-capture {{'self' keeps 'self.loader'}}
    };
    // silent: a loader that lives in a local dies at the end of the method, and its block with it.
    ImageLoader *temporary = [[ImageLoader alloc] init];
    temporary.completion = ^{
        [self layoutPhotos];
    };
    [temporary start];
}

+ (void)preloadAll {
    // silent: in a class method self is the class object, never released (the lost token is another matter).
    // expect-warning@+1:43 discarded-observer-token
    [[NSNotificationCenter defaultCenter] addObserverForName:@"Preload" object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self description];
    }];
}

- (void)layoutPhotos {}

@end

// The animation context of the moment runs its completion handler once: '[NSAnimationContext currentContext]'
// is not an object that lives for the whole run.
@interface FadingWindow : NSObject
@property (nonatomic) CGFloat alpha;
@end

@implementation FadingWindow

- (void)fadeOut {
    // silent
    [[NSAnimationContext currentContext] setCompletionHandler:^{
        self.alpha = 0;
    }];
}

@end

// silent: Foundation's sorting and enumeration run the block for each element before they return; what the
// property keeps is the sorted array, not the block.
@interface SortingController : NSObject
@property (nonatomic, strong) NSArray *sorted;
@property (nonatomic, strong) NSArray *items;
@end

@implementation SortingController
- (void)sort {
    self.sorted = [self.items sortedArrayUsingComparator:^NSComparisonResult(id a, id b) {
        return [self compare:a with:b];
    }];
    [self.items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) { [self use:obj]; }];
}
- (NSComparisonResult)compare:(id)a with:(id)b { return NSOrderedSame; }
- (void)use:(id)o {}
@end

// A class's factory makes a new controller on each call: a block stored on it is kept by that controller,
// which goes when it is dismissed, not for the whole run. A singleton keeps its block for the whole run.
@interface PinEntryController : UIViewController
@property (nonatomic, copy) void (^onDone)(void);
+ (instancetype)newControllerForAppLock;
+ (instancetype)fromStoryboard;
@end

@interface PurchaseManager : NSObject
@property (nonatomic, copy) void (^productsAvailable)(void);
+ (instancetype)sharedInstance;
@end

@interface AppLockController : UIViewController
@end

@implementation AppLockController
- (void)askForPin {
    // silent: a new controller each time.
    PinEntryController *pin = [PinEntryController newControllerForAppLock];
    pin.onDone = ^{
        [self dismissViewControllerAnimated:YES completion:nil];
    };
    PinEntryController *settings = PinEntryController.fromStoryboard;
    // silent: the same through a class property.
    settings.onDone = ^{
        [self dismissViewControllerAnimated:YES completion:nil];
    };
    [self presentViewController:pin animated:YES completion:nil];
}

- (void)watchPurchases {
    PurchaseManager.sharedInstance.productsAvailable = ^{
        [self.view setNeedsLayout]; // expect-warning:10 strong-self-capture {{'PurchaseManager.sharedInstance' keeps it for the whole run}}
    };
}
@end

// A method of self named like a storing call says itself what it does with the block: one that only calls it
// (and hands it to itself for the subfolders) keeps nothing; one that adds it to a property keeps it there.
@interface SyncQueue : NSObject
@property (nonatomic, strong) NSMutableArray *handlers;
@property (nonatomic) NSInteger startedCount;
@end

@implementation SyncQueue

- (void)addFolderToSync:(NSArray *)children completionBlock:(void (^)(BOOL))completionBlock {
    for (NSArray *child in children) {
        [self addFolderToSync:child completionBlock:completionBlock];
    }
    if (completionBlock) {
        completionBlock(YES);
    }
}

- (void)addHandler:(void (^)(void))handler {
    [self.handlers addObject:handler];
}

- (void)syncFolder:(NSArray *)folder {
    // silent: the block is called before the method returns.
    [self addFolderToSync:folder completionBlock:^(BOOL completed) {
        self.startedCount = 0;
    }];
    [self addHandler:^{
        self.startedCount = 1; // expect-warning:9 strong-self-capture {{kept by 'self.handlers'}}
    }];
}

@end
