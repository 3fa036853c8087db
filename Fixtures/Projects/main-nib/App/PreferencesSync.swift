import AppKit

// A top-level object of a nib that is not the main one (its window can close and the nib's objects go).
final class PreferencesSync: NSObject {
    private var syncObserver: NSObjectProtocol?

    override func awakeFromNib() {
        super.awakeFromNib()
        syncObserver = NotificationCenter.default.addObserver(forName: .init("Sync"), object: nil, queue: .main) { _ in
            self.reload()  // expect-warning:13 strong-self-capture {{NotificationCenter keeps the closure until the observer is removed}}
        }
    }

    func reload() {}
}
