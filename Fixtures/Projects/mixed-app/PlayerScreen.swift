import UIKit

final class PlayerScreen: UIViewController {
    let playerView = LegacyPlayerView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // A block property of the Objective-C view, which the screen owns.
        playerView.onRateChange = { rate in
            self.title = "\(rate)" // expect-warning:13 strong-self-capture
        }
        // silent: [weak self] in a Swift closure given to an Objective-C block property.
        playerView.onRateChange = { [weak self] rate in
            self?.title = "\(rate)"
        }
        playerView.attach()
    }
}
