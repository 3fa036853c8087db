extension Prelude {
    /// The UIKit classes and methods the rules name (lifecycle, animations), and the catch-all `LWAny` that stands
    /// for every class the file uses without declaring.
    static let uikitText = """
        #define RACObserve(TARGET, KEYPATH) ((LWAny *)(TARGET))
        @interface UIResponder : NSObject
        @end
        @interface UIView : UIResponder
        + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
        + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
        - (void)addSubview:(UIView *)view;
        - (void)removeFromSuperview;
        - (void)setNeedsLayout;
        - (void)layoutIfNeeded;
        @end
        @interface UIViewController : UIResponder
        @property (nonatomic, strong) UIView *view;
        - (void)viewDidLoad;
        - (void)viewWillAppear:(BOOL)animated;
        - (void)viewDidAppear:(BOOL)animated;
        - (void)viewWillDisappear:(BOOL)animated;
        - (void)viewDidDisappear:(BOOL)animated;
        - (void)presentViewController:(UIViewController *)controller animated:(BOOL)flag completion:(void (^)(void))completion;
        - (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^)(void))completion;
        @end
        @interface UIColor : NSObject
        @end
        @interface UIFont : NSObject
        @end
        @interface UIImage : NSObject
        @end
        @interface UIScreen : NSObject
        @end
        @interface UILabel : UIView
        @end
        @interface UIImageView : UIView
        @end
        @interface UIControl : UIView
        @end
        @interface UIButton : UIControl
        @end
        @interface UITextField : UIControl
        @end
        @interface UIScrollView : UIView
        @end
        @interface UITableView : UIScrollView
        @end
        @interface UICollectionView : UIScrollView
        @end
        @interface UIWindow : UIView
        @end
        @interface UINavigationController : UIViewController
        @end
        @interface UITableViewController : UIViewController
        @end
        @interface UIAlertController : UIViewController
        @end
        @interface UIApplication : UIResponder
        + (UIApplication *)sharedApplication;
        @end
        @interface LWAny : NSObject
        @end
        @interface NSObject (LeakwatchUIKitProperties)
        @property (nonatomic) CGRect frame;
        @property (nonatomic) CGRect bounds;
        @property (nonatomic) CGPoint center;
        @property (nonatomic) CGPoint contentOffset;
        @property (nonatomic) CGSize contentSize;
        @property (nonatomic) UIEdgeInsets contentInset;
        @property (nonatomic) CGFloat alpha;
        @property (nonatomic) NSInteger tag;
        @end
        """
}
