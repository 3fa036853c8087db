import AVFoundation

extension PlayerViewController {
    func tearDown() {
        if let token = statusToken {
            NotificationCenter.default.removeObserver(token)
        }
        interruptionTokens.forEach { NotificationCenter.default.removeObserver($0) }
        if let timeObserver {
            player.removeTimeObserver(timeObserver)
        }
        player.removeObserver(self, forKeyPath: "rate")
        NotificationCenter.default.removeObserver(self)
    }
}
