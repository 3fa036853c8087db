import AVFoundation
import UIKit

extension LegacyPlayerView {
    /// Removes the KVO observer that the Objective-C `-attach` adds.
    @objc func detach() {
        player?.removeObserver(self, forKeyPath: "rate")
    }
}
