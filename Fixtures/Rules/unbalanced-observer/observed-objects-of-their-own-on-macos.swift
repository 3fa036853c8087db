// fixture-options: minimum-deployment-target macOS 10.15
import AppKit

/// On macOS the change came with 10.13: the note names that version.
final class PreviewController: NSViewController {
    private let scrollView = NSScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil) // expect-warning:20 unbalanced-observer {{and since macOS 10.13 KVO lets the observers of an object that goes go with it}}
        // silent: removed in deinit.
        scrollView.addObserver(self, forKeyPath: "frame", options: .new, context: nil)
    }

    deinit {
        scrollView.removeObserver(self, forKeyPath: "frame")
    }
}
