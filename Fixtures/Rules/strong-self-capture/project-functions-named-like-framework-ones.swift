import UIKit

/// A project type with a `forEach` of its own that keeps what it is given: a closure handed to it may be kept by
/// what the project function returns, whatever the catalogue says of the framework's `forEach`.
final class EventStream {
    private var handlers: [(Int) -> Void] = []

    func forEach(_ handler: @escaping (Int) -> Void) {
        handlers.append(handler)
    }
}

func makeStream(onEvent: @escaping (Int) -> Void) -> EventStream {
    let stream = EventStream()
    stream.forEach(onEvent)
    return stream
}

final class ScoreViewController: UIViewController {
    private var stream: EventStream?

    override func viewDidLoad() {
        super.viewDidLoad()
        stream = makeStream { score in
            self.title = "\(score)" // expect-warning:13 strong-self-capture {{kept by 'self.stream'}}
        }
    }
}
