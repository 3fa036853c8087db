import Combine
import UIKit

extension Notification.Name {
    static let feedDidChange = Notification.Name("feedDidChange")
    static let themeDidChange = Notification.Name("themeDidChange")
}

final class SessionManager {
    static let shared = SessionManager()
    var onLogout: (() -> Void)?
    private var pending: [(Bool) -> Void] = []

    /// Keeps the completion until the session is refreshed, which may be long after the caller is gone.
    func refresh(completion: @escaping (Bool) -> Void) {
        pending.append(completion)
    }
}

final class FeedViewController: UIViewController {
    private var token: NSObjectProtocol?
    private var cancellables = Set<AnyCancellable>()
    private let banner = UIView()
    private let model = FeedModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // NotificationCenter keeps the block for ever: it runs after the controller is gone.
        NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: .main) { [unowned self] _ in // expect-warning:111 unowned-capture {{closure passed to 'addObserver' holds 'self' unowned; NotificationCenter keeps the closure until the observer is removed}}
            self.reload()
        }
        // The token is kept, but nothing removes the observer.
        token = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) {
            [unowned self] _ in // expect-warning:22 unowned-capture {{never removes the observer either (unbalanced-observer)}}
            self.reload()
        }
        // A singleton keeps what it is given for the whole run.
        SessionManager.shared.onLogout = { [unowned self] in self.dismiss(animated: true) } // expect-warning:53 unowned-capture {{'SessionManager.shared' keeps it for the whole run, so it may run after 'self' is deallocated}}
        // A singleton's registration of the project's own: it keeps the closure and calls it later.
        SessionManager.shared.refresh { [unowned self] _ in self.reload() } // expect-warning:50 unowned-capture {{closure passed to 'refresh' holds 'self' unowned; 'SessionManager.shared.pending' keeps it for the whole run, so it may run after 'self' is deallocated}}
        // silent: 'self' keeps the subscription; it goes with the controller.
        model.$items.sink { [unowned self] _ in self.reload() }.store(in: &cancellables)
        // silent: a property of 'self' keeps the closure.
        model.onChange = { [unowned self] in self.reload() }
    }

    func flashBanner() {
        // The controller may be dismissed within the two seconds.
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [unowned self] in // expect-warning:72 unowned-capture {{closure passed to 'asyncAfter' holds 'self' unowned; 'asyncAfter' runs it later, so it may run after 'self' is deallocated, and then it crashes; capture [weak self]}}
            self.banner.isHidden = true
        }
        // Unsafe: no check at all once the controller is gone.
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { [unowned(unsafe) self] in // expect-warning:80 unowned-capture {{and then it reads freed memory}}
            self.banner.alpha = 0
        }
        // silent: [weak self] finds nil once the controller is gone.
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.banner.isHidden = true
        }
        // silent: the main queue runs the block at once, while the caller still holds the controller.
        DispatchQueue.main.async { [unowned self] in self.banner.isHidden = false }
    }

    func load(_ url: URL) {
        // The response may arrive after the controller is gone.
        URLSession.shared.dataTask(with: url) { [unowned self] _, _, _ in // expect-warning:58 unowned-capture {{'dataTask' runs it later}}
            self.reload()
        }.resume()
    }

    func watch(_ cell: UITableViewCell) {
        // Not only 'self': the cell may be reused or freed long before the observer goes.
        NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { [unowned cell] _ in // expect-warning:112 unowned-capture {{holds 'cell' unowned; NotificationCenter keeps the closure until the observer is removed}}
            cell.setNeedsLayout()
        }
    }

    private func reload() {}
}

final class FeedModel {
    @Published var items: [Int] = []
    var onChange: (() -> Void)?
}
