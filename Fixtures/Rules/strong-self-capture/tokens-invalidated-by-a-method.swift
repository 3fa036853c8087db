import RealmSwift
import UIKit

final class OfflineStatus: Object {}

/// A Realm token that a method invalidates lets its block go then: the cycle through it lasts while the screen
/// is shown, a note that says so. A token only dropped in `deinit`, or never, keeps its warning.
final class SearchViewController: UIViewController {
    private var statusToken: NotificationToken?
    private var settingsToken: NotificationToken?
    let status = OfflineStatus()
    let settings = OfflineStatus()

    override func viewDidLoad() {
        super.viewDidLoad()
        settingsToken = settings.observe { _ in
            self.refresh() // expect-warning:13 strong-self-capture {{kept by 'self.settingsToken'; capture [weak self]}}
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        statusToken = status.observe { _ in
            self.refresh() // expect-warning:13 strong-self-capture {{empties or cancels it}}
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        statusToken?.invalidate()
        super.viewWillDisappear(animated)
    }

    deinit {
        settingsToken?.invalidate()
    }

    func refresh() {}
}

/// A token invalidated only to be replaced at once: the cycle goes on through the new one.
final class ResultsSorter {
    private var modelToken: NotificationToken?
    private var sections: [String] = []

    func registerModel(_ results: OfflineStatus) {
        modelToken?.invalidate()
        modelToken = results.observe { _ in
            self.sections = [] // expect-warning:13 strong-self-capture {{kept by 'self.modelToken'; capture [weak self]}}
        }
    }
}
