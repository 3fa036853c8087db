import Foundation

final class Downloader {
    var onProgress: ((Double) -> Void)?
    var onFinish: (() -> Void)?
}

final class SyncController {
    private let downloader = Downloader()
    private var observer: NSObjectProtocol?
    private var timer: Timer?
    private var progress = 0.0
    var onChange: (() -> Void)?

    func start() {
        observer = NotificationCenter.default.addObserver(forName: .init("Sync"), object: nil, queue: .main) { note in
            self.progress = 0
            self.refresh(note.name.rawValue)
        }
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
            self.tick()
        }
        onChange = {
            self.refresh("change")
        }
        onChange = tick
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        timer?.invalidate()
    }

    func refresh(_ reason: String) {}
    func tick() {}
}
