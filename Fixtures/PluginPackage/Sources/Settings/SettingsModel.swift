import Foundation

/// Observes with a weak reference: nothing to report.
public final class SettingsModel {
    private var token: NSObjectProtocol?

    public init() {
        token = NotificationCenter.default.addObserver(
            forName: Notification.Name("SettingsDidChange"), object: nil, queue: nil
        ) { [weak self] _ in
            self?.apply()
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }

    func apply() {}
}
