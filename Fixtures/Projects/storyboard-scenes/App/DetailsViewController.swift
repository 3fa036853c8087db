import AppKit

/// The content of a details window, which the app makes on every call and lets go when it closes.
final class DetailsViewController: NSViewController {
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
            self.refresh() // expect-warning:13 strong-self-capture {{the run loop keeps a repeating timer}}
        }
    }

    func refresh() {}
}
