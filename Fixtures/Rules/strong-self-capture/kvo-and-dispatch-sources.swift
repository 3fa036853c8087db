import AVFoundation
import UIKit

final class PlayerViewController: UIViewController {
    private let player = AVPlayer()
    private let playButton = UIButton()
    private var rateObservation: NSKeyValueObservation?
    private var observations: [NSKeyValueObservation] = []
    private let playlistSource: DispatchSourceFileSystemObject
    private let progressSource = DispatchSource.makeTimerSource(queue: .main)

    init(playlistDescriptor: Int32) {
        playlistSource = DispatchSource.makeFileSystemObjectSource(
            fileDescriptor: playlistDescriptor, eventMask: .write, queue: .main)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        rateObservation = player.observe(\.rate, options: [.new]) { _, change in
            self.updatePlayButton(rate: change.newValue ?? 0) // expect-warning:13 strong-self-capture
        }

        progressSource.setEventHandler {
            self.refreshProgress() // expect-warning:13 strong-self-capture {{captures 'self' strongly}}
        }
        progressSource.schedule(deadline: .now(), repeating: 1)
        progressSource.resume()

        playlistSource.setEventHandler { [self] in reloadPlaylist() } // expect-warning:43 strong-self-capture
        playlistSource.resume()

        // silent: [weak self]: the observation kept in `observations` does not keep the controller.
        observations.append(
            player.observe(\.status) { [weak self] player, _ in
                self?.playButton.isEnabled = player.status == .readyToPlay
            })
    }

    private func updatePlayButton(rate: Float) {}
    private func refreshProgress() {}
    private func reloadPlaylist() {}
}
