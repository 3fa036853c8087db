import UIKit

/// A value stored into a weak property of a UIKit object (a table view's 'dataSource') is owned by where else
/// 'self' keeps it: the message names that place.
final class RequestsViewController: UIViewController {
    let tableView = UITableView()
    var dataSource: UITableViewDiffableDataSource<Int, String>?
    let formatter = DateFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        let source = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, item in
            let cell = UITableViewCell()
            cell.textLabel?.text = self.formatter.string(from: Date()) // expect-warning:36 strong-self-capture {{kept by 'self.dataSource'}}
            return cell
        }
        tableView.dataSource = source
        dataSource = source
    }
}

final class DelegateOnlyViewController: UIViewController {
    let tableView = UITableView()
    let formatter = DateFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: the table view holds its data source weakly, and 'self' keeps it nowhere else
        let source = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in
            let cell = UITableViewCell()
            cell.textLabel?.text = self.formatter.string(from: Date())
            return cell
        }
        tableView.dataSource = source
    }
}
