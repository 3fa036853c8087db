#import <MapKit/MapKit.h>
#import <UIKit/UIKit.h>

@interface FeedCell : UITableViewCell
@end
@implementation FeedCell
@end

@interface ThemeRegistry : NSObject
+ (instancetype)sharedRegistry;
- (void)register:(id)observer;
- (void)unregister:(id)observer;
@end

// Cells, headers and annotation views are registered to be made on demand: nothing observes, nothing to remove.
@interface GalleryViewController : UIViewController
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) UICollectionView *collectionView;
@property (nonatomic, strong) UICollectionViewFlowLayout *layout;
@property (nonatomic, strong) MKMapView *mapView;
@end

@implementation GalleryViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // silent: a cell class and a nib to dequeue from, not observers.
    [self.tableView registerClass:[FeedCell class] forCellReuseIdentifier:@"feed"];
    [self.tableView registerNib:[UINib nibWithNibName:NSStringFromClass([self class]) bundle:nil] forCellReuseIdentifier:@"nib"];
    // silent: a header or footer view class.
    [self.tableView registerClass:[UITableViewHeaderFooterView class] forHeaderFooterViewReuseIdentifier:@"header"];
    // silent: collection cells and supplementary views.
    [self.collectionView registerClass:[UICollectionViewCell class] forCellWithReuseIdentifier:@"photo"];
    [self.collectionView registerNib:[UINib nibWithNibName:@"PhotoCell" bundle:nil] forCellWithReuseIdentifier:@"nib"];
    [self.collectionView registerClass:[UICollectionReusableView class] forSupplementaryViewOfKind:UICollectionElementKindSectionHeader withReuseIdentifier:@"section"];
    // silent: a decoration view of the layout.
    [self.layout registerClass:[UICollectionReusableView class] forDecorationViewOfKind:@"badge"];
    // silent: an annotation view class of a map.
    [self.mapView registerClass:[MKMarkerAnnotationView class] forAnnotationViewWithReuseIdentifier:@"pin"];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    // silent: registering the same cell class again on every appearance replaces it; nothing piles up.
    [self.tableView registerClass:[FeedCell class] forCellReuseIdentifier:@"feed"];
    // An observer registry is another matter: 'self' stays registered for ever.
    // expect-warning@+2:37 unbalanced-observer {{has no matching 'unregister'}}
    // expect-warning@+1:37 lifecycle-mismatch {{on every appearance}}
    [[ThemeRegistry sharedRegistry] register:self];
}

@end
