#import <UIKit/UIKit.h>

// A method whose selector starts like an initializer but returns nothing (`- (void)initRenderer`) is a method like
// any other: an appearance that calls it does not reach what the real initializer calls.
@interface MapViewController : UIViewController
@end

@implementation MapViewController

- (instancetype)initWithNibName:(NSString *)nibName bundle:(NSBundle *)bundle {
    self = [super initWithNibName:nibName bundle:bundle];
    if (self) {
        [self commonInit];
    }
    return self;
}

- (void)commonInit {
    // silent: runs once, from the initializer.
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(settingsChanged:) name:@"Settings" object:nil];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self updateMapSource];
}

- (void)updateMapSource {
    [self initRenderer];
}

- (void)initRenderer {
    // expect-warning@+1:43 lifecycle-mismatch {{runs from 'viewWillAppear' on every appearance}}
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(rendererChanged:) name:@"Renderer" object:nil];
}

- (void)settingsChanged:(NSNotification *)notification {
}

- (void)rendererChanged:(NSNotification *)notification {
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

@end

// An initializer's own helper that returns nothing (`[self initViews]`) runs once per object, as the initializer.
@interface BannerViewController : UIViewController
@end

@implementation BannerViewController

- (instancetype)initWithNibName:(NSString *)nibName bundle:(NSBundle *)bundle {
    self = [super initWithNibName:nibName bundle:bundle];
    if (self) {
        [self initObservers];
    }
    return self;
}

- (void)initObservers {
    // silent: runs once, from the initializer.
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(themeChanged:) name:@"Theme" object:nil];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
}

- (void)themeChanged:(NSNotification *)notification {
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

@end
