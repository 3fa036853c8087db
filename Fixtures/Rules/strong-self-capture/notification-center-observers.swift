import UIKit

extension Notification.Name {
    static let feedDidChange = Notification.Name("feedDidChange")
    static let userDidLogOut = Notification.Name("userDidLogOut")
}

final class FeedViewController: UIViewController {
    private var token: NSObjectProtocol?
    private var observers: [NSObjectProtocol] = []
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{never removes the observer either (unbalanced-observer)}}
        }
        observers.append(
            NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
            ) { note in
                self.adjustInsets(for: note) // expect-warning:17 strong-self-capture {{captures 'self' strongly}}
            })
    }

    func startListeningForForeground() {
        // The token is thrown away, but NotificationCenter still keeps the block.
        _ = NotificationCenter.default.addObserver(
            forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
        ) { [self] _ in // expect-warning:14 strong-self-capture {{[self]}}
            reload()
        }
    }

    func observeLogout() {
        // silent: [weak self] with optional chaining never keeps the controller alive.
        observers.append(
            NotificationCenter.default.addObserver(forName: .userDidLogOut, object: nil, queue: .main) { [weak self] _ in
                self?.tableView.setContentOffset(.zero, animated: false)
            })
        // silent: [unowned self] does not retain the controller.
        observers.append(
            NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: nil) { [unowned self] _ in
                self.tableView.reloadData()
            })
    }

    private func reload() { tableView.reloadData() }
    private func adjustInsets(for note: Notification) {}

    deinit {
        observers.forEach { NotificationCenter.default.removeObserver($0) }
    }
}
