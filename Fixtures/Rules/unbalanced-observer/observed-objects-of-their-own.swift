import UIKit
import WebKit

/// A KVO observer added to an object the class makes and keeps: the object goes with the observer (unless
/// something else keeps it), and since iOS 11 KVO lets the observers of an object that goes go with it. A note
/// that says so; an object the class was given keeps the warning.
final class AutoSizingTableView: UIView {
    private let tableView = UITableView()
    private var webView: WKWebView!
    private let scrollView: UIScrollView

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(frame: .zero)
        tableView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil) // expect-warning:19 unbalanced-observer {{'self.tableView' is an object 'AutoSizingTableView' makes and keeps}}
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: .new, context: nil) // expect-warning:20 unbalanced-observer {{key path 'contentOffset' is never removed}}
        // silent: removed in deinit.
        tableView.addObserver(self, forKeyPath: "bounds", options: .new, context: nil)
        // silent: the observation token removes it when the view goes.
        sizeObservation = tableView.observe(\.contentSize) { _, _ in }
        // silent: the view observes itself.
        addObserver(self, forKeyPath: "frame", options: .new, context: nil)
    }

    private var sizeObservation: NSKeyValueObservation?

    required init?(coder: NSCoder) { fatalError() }

    func showPage() {
        webView = WKWebView(frame: bounds)
        webView.addObserver(self, forKeyPath: "estimatedProgress", options: .new, context: nil) // expect-warning:17 unbalanced-observer {{makes and keeps}}
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    deinit {
        tableView.removeObserver(self, forKeyPath: "bounds")
    }
}

/// The object made with an implicit `.init`, whose type the property declares, is made and kept all the same.
final class ReaderController: UIViewController {
    var webView: WKWebView!
    private let progressView: UIProgressView = .init(progressViewStyle: .bar)
    var pageView: WKWebView?

    override func viewDidLoad() {
        super.viewDidLoad()
        webView = .init(frame: .zero, configuration: WKWebViewConfiguration())
        webView.addObserver(self, forKeyPath: "estimatedProgress", options: .new, context: nil) // expect-warning:17 unbalanced-observer {{'self.webView' is an object 'ReaderController' makes and keeps}}
        progressView.addObserver(self, forKeyPath: "progress", options: .new, context: nil) // expect-warning:22 unbalanced-observer {{'self.progressView' is an object 'ReaderController' makes and keeps}}
        // silent: removed in deinit.
        progressView.addObserver(self, forKeyPath: "alpha", options: .new, context: nil)
        // silent: the controller observes itself.
        addObserver(self, forKeyPath: "title", options: .new, context: nil)
        // silent: the observation token ends it when the controller goes.
        titleObservation = webView.observe(\.title) { _, _ in }
    }

    private var titleObservation: NSKeyValueObservation?

    deinit {
        progressView.removeObserver(self, forKeyPath: "alpha")
    }

    func show(_ page: WKWebView) {
        pageView = page
        page.addObserver(self, forKeyPath: "title", options: .new, context: nil) // expect-warning:14 unbalanced-observer {{key path 'title' is never removed with 'removeObserver(_:forKeyPath:)' in 'ReaderController'; the observed object crashes or keeps notifying a dead observer; remove}}
    }
}
