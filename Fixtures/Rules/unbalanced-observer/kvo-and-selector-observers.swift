import AVFoundation
import UIKit

final class VideoPlayerView: UIView {
    private let player: AVPlayer
    private let item: AVPlayerItem
    private let spinner = UIActivityIndicatorView(style: .medium)

    init(item: AVPlayerItem) {
        self.item = item
        player = AVPlayer(playerItem: item)
        super.init(frame: .zero)
        // silent: a string key path removed with the #keyPath of the same name.
        player.addObserver(self, forKeyPath: "rate", options: [.new], context: nil)
        // silent: a #keyPath removed with the string literal of the same name.
        player.addObserver(self, forKeyPath: #keyPath(AVPlayer.currentItem), options: [.new], context: nil)
        // silent: the same string key path is removed in deinit.
        item.addObserver(self, forKeyPath: "playbackBufferEmpty", options: [.new], context: nil)
        // expect-warning@+1:16 unbalanced-observer {{'timeControlStatus'}}
        player.addObserver(self, forKeyPath: #keyPath(AVPlayer.timeControlStatus), options: [.new], context: nil)
        // expect-warning@+1:14 unbalanced-observer {{never removed with 'removeObserver(_:forKeyPath:)'}}
        item.addObserver(self, forKeyPath: "status", options: [.initial, .new], context: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        spinner.isHidden = player.timeControlStatus != .waitingToPlayAtSpecifiedRate
    }

    deinit {
        player.removeObserver(self, forKeyPath: #keyPath(AVPlayer.rate))
        player.removeObserver(self, forKeyPath: "currentItem")
        item.removeObserver(self, forKeyPath: "playbackBufferEmpty")
    }
}

final class ArticleReaderViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let progressView = UIProgressView(progressViewStyle: .bar)

    override func viewDidLoad() {
        super.viewDidLoad()
        // expect-warning@+1:20 unbalanced-observer {{'contentOffset'}}
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: nil)
        // silent: removed for the same key path in deinit.
        scrollView.addObserver(self, forKeyPath: "contentSize", options: [.new], context: nil)
        // silent: a selector observer needs no removal since iOS 9, the default deployment target is newer.
        NotificationCenter.default.addObserver(
            self, selector: #selector(textSizeDidChange), name: UIContentSizeCategory.didChangeNotification,
            object: nil)
        // silent: a selector observer, removed by removeObserver(self) anyway.
        NotificationCenter.default.addObserver(
            self, selector: #selector(appDidBecomeActive), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        let height = max(scrollView.contentSize.height - scrollView.bounds.height, 1)
        progressView.progress = Float(scrollView.contentOffset.y / height)
    }

    @objc private func textSizeDidChange() { view.setNeedsLayout() }
    @objc private func appDidBecomeActive() { progressView.setNeedsDisplay() }

    deinit {
        scrollView.removeObserver(self, forKeyPath: "contentSize")
        NotificationCenter.default.removeObserver(self)
    }
}

/// An object that observes its own properties can neither outlive its observer nor notify a dead one.
final class TriggerSettings: NSObject {
    @objc dynamic var currentTrigger: String?

    override init() {
        super.init()
        // silent: 'self' observes itself
        addObserver(self, forKeyPath: "currentTrigger", options: [.new], context: nil)
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
}

/// A view that watches who observes it: its override hands each registration on to `super`, and the callers
/// add and remove their own observers.
final class RenderingView: UIView {
    private(set) var observerCount = 0

    override func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        observerCount += 1
        // silent: the override forwards the caller's registration; it registers nothing of its own.
        super.addObserver(observer, forKeyPath: keyPath, options: options, context: context)
    }
}
