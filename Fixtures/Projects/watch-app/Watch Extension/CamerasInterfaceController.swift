import WatchKit

/// The pages of a watch app's interface live as long as the watch app: the first page keeps the next.
final class CamerasInterfaceController: WKInterfaceController {
    private var streamingController: StreamingController?

    override func awake(withContext context: Any?) {
        super.awake(withContext: context)
        streamingController = StreamingController()
        streamingController?.didFinishLoading = {
            self.setTitle("Loaded") // expect-warning:13 strong-self-capture {{'CamerasInterfaceController' is kept by 'PrintersInterfaceController' ('nextPage') under the initial view controller of 'Interface.storyboard'}}
        }
    }
}

final class PrintersInterfaceController: WKInterfaceController {}

/// Pushed by a segue the code names: not one of the first pages.
final class DetailInterfaceController: WKInterfaceController {
    private var streamingController: StreamingController?

    override func awake(withContext context: Any?) {
        super.awake(withContext: context)
        streamingController = StreamingController()
        streamingController?.didFinishLoading = {
            self.setTitle("Loaded") // expect-warning:13 strong-self-capture {{'self' keeps 'self.streamingController'; capture [weak self]}}
        }
    }
}

final class StreamingController {
    var didFinishLoading: (() -> Void)?
}
