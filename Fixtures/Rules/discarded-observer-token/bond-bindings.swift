import Bond
import ReactiveKit
import UIKit

// Bond's and ReactiveKit's `bind(to:)` share RxSwift's name, but a binding ends when its target is deallocated:
// the disposable it returns may be thrown away. A file that imports them and no RxSwift module calls theirs.
final class ChannelListViewController: UIViewController {
    let tableView = UITableView()
    let channels = MutableObservableArray<String>([])
    let title$ = Observable<String>("")

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: Bond's binding to the table view ends with the table view.
        channels.bind(to: tableView) { names, indexPath, tableView in
            UITableViewCell()
        }
        // silent: the same for a label.
        title$.bind(to: navigationItem) { item, text in item.title = text }
        // Foundation's observer token is the same in any file.
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] _ in // expect-warning:36 discarded-observer-token
            self?.tableView.reloadData()
        }
    }
}
