import AppKit

// A view inside a window of the main nib, not a top-level object: the window may let it go.
final class ProgressBadgeView: NSView {
    private var progressObserver: NSObjectProtocol?

    override func awakeFromNib() {
        super.awakeFromNib()
        progressObserver = NotificationCenter.default.addObserver(forName: .init("Progress"), object: nil, queue: .main)
        { _ in
            self.needsDisplay = true  // expect-warning:13 strong-self-capture {{NotificationCenter keeps the closure until the observer is removed}}
        }
    }
}
