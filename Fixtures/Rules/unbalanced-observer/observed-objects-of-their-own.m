#import <UIKit/UIKit.h>
#import <WebKit/WebKit.h>

// A KVO observer added to an object the class makes and keeps: the object goes with the observer (unless
// something else keeps it), and since iOS 11 KVO lets the observers of an object that goes go with it. A note
// that says so; an object the class was given keeps the warning.
@interface BrowserViewController : UIViewController
@property (nonatomic, strong) WKWebView *webView;
@property (nonatomic, strong) WKWebView *sharedWebView;
@end

@implementation BrowserViewController

- (instancetype)initWithWebView:(WKWebView *)webView {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _sharedWebView = webView;
    }
    return self;
}

- (void)loadView {
    self.webView = [[WKWebView alloc] initWithFrame:CGRectZero];
    self.view = self.webView;
    // expect-warning@+1:19 unbalanced-observer {{'self.webView' is an object 'BrowserViewController' makes and keeps: it goes with 'self', and since iOS 11 KVO lets the observers of an object that goes go with it}}
    [self.webView addObserver:self forKeyPath:@"canGoBack" options:0 context:NULL];
    // expect-warning@+1:25 unbalanced-observer {{key path 'title' is never removed}}
    [self.sharedWebView addObserver:self forKeyPath:@"title" options:0 context:NULL];
    // silent: removed in dealloc.
    [self.sharedWebView addObserver:self forKeyPath:@"URL" options:0 context:NULL];
    // silent: removed in dealloc.
    [self.webView addObserver:self forKeyPath:@"loading" options:0 context:NULL];
}

- (void)dealloc {
    [_sharedWebView removeObserver:self forKeyPath:@"URL"];
    [_webView removeObserver:self forKeyPath:@"loading"];
}

- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
}

@end

@interface StaticTableView : UIView
@property (nonatomic, strong) UITableView *tableView;
@end

@implementation StaticTableView {
    UIButton *_altButton;
}

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _tableView = [[UITableView alloc] initWithFrame:frame style:UITableViewStylePlain];
        _altButton = [UIButton new];
        // expect-warning@+1:21 unbalanced-observer {{makes and keeps}}
        [_tableView addObserver:self forKeyPath:@"contentSize" options:NSKeyValueObservingOptionNew context:NULL];
        // expect-warning@+1:21 unbalanced-observer {{makes and keeps}}
        [_altButton addObserver:self forKeyPath:@"highlighted" options:0 context:NULL];
        // silent: removed in dealloc.
        [_tableView addObserver:self forKeyPath:@"contentOffset" options:0 context:NULL];
        // silent: the object observes itself.
        [self addObserver:self forKeyPath:@"frame" options:0 context:NULL];
    }
    return self;
}

- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
}

- (void)dealloc {
    [_tableView removeObserver:self forKeyPath:@"contentOffset"];
}

@end
