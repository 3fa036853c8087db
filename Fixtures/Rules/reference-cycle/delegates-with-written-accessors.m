#import <AppKit/AppKit.h>

// A delegate property declared without 'weak' whose accessors the class writes by hand over a '__weak' instance
// variable holds its delegate weakly: what the setter does is what counts.

@protocol PanelViewDelegate <NSObject>
- (void)panelViewDidBecomeFirstResponder;
@end

@interface PanelView : NSView
@property (nonatomic) id<PanelViewDelegate> delegate;
@end

@implementation PanelView {
    __weak id<PanelViewDelegate> m_Delegate;
}

// silent: the setter keeps the delegate in a weak instance variable.
- (void)setDelegate:(id<PanelViewDelegate>)delegate {
    m_Delegate = delegate;
    self.nextResponder = (NSResponder *)delegate;
}

- (id<PanelViewDelegate>)delegate {
    return m_Delegate;
}
@end

@interface FooterView : NSView
@property (nonatomic) id<PanelViewDelegate> delegate; // expect-warning:45 reference-cycle {{'FooterView.delegate' holds 'PanelController' strongly}}
@end

@implementation FooterView {
    id<PanelViewDelegate> m_Delegate;
}

// The setter keeps the delegate in a strong instance variable: a cycle with the controller that keeps the view.
- (void)setDelegate:(id<PanelViewDelegate>)delegate {
    m_Delegate = delegate;
}

- (id<PanelViewDelegate>)delegate {
    return m_Delegate;
}
@end

@interface PanelController : NSViewController <PanelViewDelegate>
@property (nonatomic, strong) PanelView *panelView;
@property (nonatomic, strong) FooterView *footerView;
@end

@implementation PanelController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.panelView = [[PanelView alloc] initWithFrame:NSZeroRect];
    self.panelView.delegate = self;
    self.footerView = [[FooterView alloc] initWithFrame:NSZeroRect];
    self.footerView.delegate = self;
}

- (void)panelViewDidBecomeFirstResponder {}
@end
