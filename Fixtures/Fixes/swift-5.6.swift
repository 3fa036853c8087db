import Foundation

final class LegacyController {
    private var observer: NSObjectProtocol?

    func start() {
        // Before Swift 5.7: 'guard let self = self'.
        observer = NotificationCenter.default.addObserver(forName: .init("Legacy"), object: nil, queue: nil) { _ in
            self.reload()
            self.reload()
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    func reload() {}
}
