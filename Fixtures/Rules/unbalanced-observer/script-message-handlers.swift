import UIKit
import WebKit

/// The web view's user content controller keeps each script message handler until it is removed by its name:
/// a controller that adds itself and never removes it is kept by its own web view, for ever.
final class BridgeViewController: UIViewController, WKScriptMessageHandler {
    let webView = WKWebView()

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.configuration.userContentController.add(self, name: "bridge") // expect-warning:53 unbalanced-observer {{'removeScriptMessageHandler'}}
    }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
}

/// Removes what it added, by the same name.
final class CheckoutViewController: UIViewController, WKScriptMessageHandler {
    let webView = WKWebView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // silent: removed by its name when the view goes.
        webView.configuration.userContentController.add(self, name: "checkout")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        webView.configuration.userContentController.removeScriptMessageHandler(forName: "checkout")
    }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
}

/// Removes every handler at once.
final class HelpViewController: UIViewController, WKScriptMessageHandler {
    let webView = WKWebView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // silent: removeAllScriptMessageHandlers removes every name.
        webView.configuration.userContentController.add(self, name: "help")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        webView.configuration.userContentController.removeAllScriptMessageHandlers()
    }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
}

/// Other APIs of the same name, and the usual ways to let go.
final class HeadersBuilder {
    var headers: [(String, String)] = []
    func add(name: String, value: String) { headers.append((name, value)) }
}

final class WeakScriptHandler: NSObject, WKScriptMessageHandler {
    weak var target: WKScriptMessageHandler?
    init(_ target: WKScriptMessageHandler) { self.target = target }
    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        target?.userContentController(controller, didReceive: message)
    }
}

final class ProxyViewController: UIViewController, WKScriptMessageHandler {
    let webView = WKWebView()
    let builder = HeadersBuilder()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: a weak proxy is handed to the controller, not self.
        webView.configuration.userContentController.add(WeakScriptHandler(self), name: "proxy")
        // silent: another API with a name label.
        builder.add(name: "Accept", value: "application/json")
    }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
}
