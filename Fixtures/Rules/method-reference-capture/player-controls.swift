import Combine
import UIKit

final class PlayerControlsView: UIView {
    var onPlay: (() -> Void)?
    var onSeek: ((Double) -> Void)?
}

final class PlaybackModel {
    @Published var position: Double = 0
    func handlePosition(_ position: Double) {}
}

final class NowPlayingViewController: UIViewController {
    private let controls = PlayerControlsView()
    private let model = PlaybackModel()
    private var cancellables = Set<AnyCancellable>()
    private var hideTimer: Timer?
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)
            .sink(receiveValue: self.pause(_:)) // expect-warning:33 method-reference-capture
            .store(in: &cancellables)
        controls.onSeek = self.seek // expect-warning:27 method-reference-capture
        onFinish = close // expect-warning:20 method-reference-capture
    }

    func bindOthers() {
        // silent: the method belongs to the model: the closure keeps the model, not the controller.
        model.$position
            .sink(receiveValue: model.handlePosition)
            .store(in: &cancellables)
        // silent: GCD calls the method once and releases it.
        DispatchQueue.main.async(execute: showControls)
        // silent: a non-repeating timer releases its block after firing.
        hideTimer = Timer.scheduledTimer(withTimeInterval: 3, repeats: false, block: hideControls)
    }

    private func pause(_ note: Notification) {}
    private func seek(to position: Double) {}
    private func close() {}
    private func showControls() {}
    private func hideControls(_ timer: Timer) {}
}
