#import <WebKit/WebKit.h>

// The user content controller keeps each script message handler until it is removed by its name.
@interface BridgeController : NSObject <WKScriptMessageHandler>
@property (nonatomic, strong) WKWebView *webView;
@end

@implementation BridgeController

- (void)setUp {
    [self.webView.configuration.userContentController addScriptMessageHandler:self name:@"bridge"]; // expect-warning:55 unbalanced-observer {{'removeScriptMessageHandler'}}
    // silent: removed by its name in tearDown.
    [self.webView.configuration.userContentController addScriptMessageHandler:self name:@"native"];
}

- (void)tearDown {
    [self.webView.configuration.userContentController removeScriptMessageHandlerForName:@"native"];
}

- (void)userContentController:(WKUserContentController *)controller didReceiveScriptMessage:(WKScriptMessage *)message {
}

@end
