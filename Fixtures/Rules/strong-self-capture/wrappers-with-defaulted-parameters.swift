import UIKit

// A project wrapper whose parameters before the closure have default values: a call may leave them out and
// pass the closure by its label, which binds it to the wrapper's closure parameter all the same.
extension Notification.Name {
    @discardableResult
    func onPost(
        object: Any? = nil, queue: OperationQueue? = nil, using block: @escaping (Notification) -> Void
    ) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: self, object: object, queue: queue, using: block)
    }

    static let sessionEnded = Notification.Name("SessionEnded")
}

/// Runs its closure before it returns.
func measure(label: String = "", _ work: () -> Void) { work() }

/// Runs its closure once on the main queue and keeps nothing.
func onMain(delay: TimeInterval = 0, perform work: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
}

final class SessionViewController: UIViewController {
    private var sessionToken: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        Notification.Name.sessionEnded.onPost { _ in self.close() } // expect-warning:54 strong-self-capture
        Notification.Name.sessionEnded.onPost(using: { _ in self.close() }) // expect-warning:61 strong-self-capture {{its token is also discarded}}
        Notification.Name.sessionEnded.onPost(queue: .main, using: { _ in self.close() }) // expect-warning:75 strong-self-capture
        // silent: a weak capture, by label, and its token kept.
        sessionToken = Notification.Name.sessionEnded.onPost(using: { [weak self] _ in self?.close() })
        // silent: the wrapper runs the closure once and keeps nothing.
        onMain(perform: { self.close() })
        // silent: a non-escaping closure passed by position after a labelled argument.
        measure(label: "close", { self.close() })
    }

    func close() {}
}

// Two functions named alike in two types. `Future.then(file:_:)` forwards to its own type's `then(_:)`, which
// keeps nothing; another type's `then(priority:_:)`, whose first parameter has a default value, stores its
// closure, but a call on `self` in `Future` is not a call of it.
final class Pipeline {
    var transform: (() -> Void)?
    func then(priority: Int = 0, _ body: @escaping () -> Void) { transform = body }
}

final class Future {
    func then(file: String = #fileID, _ body: @escaping () -> Void) { self.then(body) }
    func then(_ body: @escaping () -> Void) { DispatchQueue.main.async(execute: body) }
}

// The same shape, where the type's own 'then(_:)' stores the closure: the forwarding wrapper keeps it too.
final class KeptFuture {
    var stored: (() -> Void)?
    func then(file: String = #fileID, _ body: @escaping () -> Void) { self.then(body) }
    func then(_ body: @escaping () -> Void) { stored = body }
}

// A trailing closure passes over a closure parameter with a default value when a later one must be given.
final class ImageLoader {
    var completions: [(UIImage) -> Void] = []
    func load(_ url: URL, progress: ((Double) -> Void)? = nil, completion: @escaping (UIImage) -> Void) {
        completions.append(completion)
    }
}

final class ReceiptViewController: UIViewController {
    let future = Future()
    let kept = KeptFuture()
    let pipeline = Pipeline()
    let loader = ImageLoader()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: Future's own 'then' runs the closure once.
        future.then(file: "Receipt") { self.render() }
        pipeline.then { self.render() } // expect-warning:25 strong-self-capture {{'self.pipeline'}}
        kept.then(file: "Receipt") { self.render() } // expect-warning:38 strong-self-capture {{'self.kept'}}
        // silent: a weak capture through the same wrapper.
        kept.then(file: "Receipt") { [weak self] in self?.render() }
        loader.load(URL(fileURLWithPath: "/receipt.png")) { _ in self.render() } // expect-warning:66 strong-self-capture {{'self.loader'}}
        // silent: the closure goes to 'progress', which the loader only calls.
        loader.load(URL(fileURLWithPath: "/receipt.png"), progress: { _ in self.render() }, completion: { _ in })
    }

    func render() {}
}
