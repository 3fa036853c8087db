import AVFoundation
import UIKit

final class PlayerViewController: UIViewController {
    var onFinish: (() -> Void)?

    private let player: AVPlayer
    private let playerLayer: AVPlayerLayer
    private let progressView = UIProgressView(progressViewStyle: .default)
    private var statusObservation: NSKeyValueObservation?
    private var progressTimer: Timer?
    private var hideControlsTimer: Timer?

    init(videoURL: URL) {
        player = AVPlayer(url: videoURL)
        playerLayer = AVPlayerLayer(player: player)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        progressTimer?.invalidate()
        hideControlsTimer?.invalidate()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        playerLayer.frame = view.bounds
        view.layer.addSublayer(playerLayer)
        progressView.frame = CGRect(x: 16, y: view.bounds.height - 60, width: view.bounds.width - 32, height: 4)
        view.addSubview(progressView)

        statusObservation = player.observe(\.timeControlStatus, options: [.initial, .new]) { [weak self] player, _ in
            let isPaused = player.timeControlStatus == .paused
            DispatchQueue.main.async {
                self?.setControlsHidden(!isPaused)
            }
        }

        // Leak: a repeating timer keeps its block until invalidated, and the block captures self strongly.
        progressTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
            self.updateProgress()
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        player.play()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        setControlsHidden(false)
        hideControlsTimer?.invalidate()
        hideControlsTimer = Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { [weak self] _ in
            self?.setControlsHidden(true)
        }
    }

    private func setControlsHidden(_ hidden: Bool) {
        UIView.animate(withDuration: 0.25) {
            self.progressView.alpha = hidden ? 0 : 1
        }
    }

    private func updateProgress() {
        guard let duration = player.currentItem?.duration.seconds, duration.isFinite, duration > 0 else { return }
        progressView.setProgress(Float(player.currentTime().seconds / duration), animated: true)
        if player.currentTime().seconds >= duration { onFinish?() }
    }
}
