#import <UIKit/UIKit.h>

// The same in Objective-C: a strong (or retain) delegate property that the owner points back at itself is a cycle;
// weak and assign delegates, and objects the owner does not keep, are not.

@protocol UploaderDelegate <NSObject>
- (void)uploaderDidFinish;
@end

@interface Uploader : NSObject
@property (nonatomic, strong) id<UploaderDelegate> delegate; // expect-warning:52 reference-cycle {{'Uploader.delegate' holds 'UploadController' strongly}}
@property (nonatomic, weak) id<UploaderDelegate> observer;
@property (nonatomic, assign) id<UploaderDelegate> listener;
@end

@interface UploadController : UIViewController <UploaderDelegate>
@property (nonatomic, strong) Uploader *uploader;
@property (nonatomic, weak) Uploader *weakUploader;
@end

@implementation UploadController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.uploader = [[Uploader alloc] init];
    self.uploader.delegate = self;
    // silent: weak and assign properties keep nothing.
    self.uploader.observer = self;
    [self.uploader setListener:self];
    // silent: the controller keeps this uploader weakly.
    self.weakUploader.delegate = self;
}
- (void)configure:(Uploader *)other {
    // silent: a parameter the controller does not keep.
    other.delegate = self;
}
- (void)uploaderDidFinish {}
@end

// silent: the same Core Data pair in Objective-C, in the categories Xcode generates.
@class CDItem;

@interface CDCollection : NSManagedObject
@end

@interface CDCollection (CoreDataProperties)
@property (nullable, nonatomic, retain) CDItem *item;
@end

@interface CDItem : NSManagedObject
@property (nullable, nonatomic, retain) CDCollection *collection;
@end

@implementation CDCollection (CoreDataProperties)
@dynamic item;
@end

@implementation CDItem
@dynamic collection;

- (void)attachTo:(CDCollection *)collection {
    self.collection = collection;
    collection.item = self;
}
@end
