import UIKit

final class ActionCell: UITableViewCell {
    var onAction: (() -> Void)?

    func configure(title: String, onAction: @escaping () -> Void) {
        textLabel?.text = title
        self.onAction = onAction
    }
}

/// A table's data source configures cells of a table that its screen shows: the data source keeps neither the
/// table (a table holds its data source weakly) nor the cells.
final class OrderDataSource: NSObject, UITableViewDataSource {
    var onCellAction: ((Int) -> Void)?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "action", for: indexPath) as! ActionCell
        configureAction(cell: cell, at: indexPath)
        return cell
    }

    // silent: the cell's table is not the data source's to keep.
    private func configureAction(cell: ActionCell, at indexPath: IndexPath) {
        cell.configure(title: "Collect") {
            self.onCellAction?(indexPath.row)
        }
    }
}

/// A screen that shows the table keeps its cells through it.
final class OrderViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "action", for: indexPath) as! ActionCell
        configureAction(cell: cell)
        return cell
    }

    private func configureAction(cell: ActionCell) {
        cell.configure(title: "Collect") {
            self.collect() // expect-warning:13 strong-self-capture {{'cell' lives in a table or collection view that 'self' shows}}
        }
    }

    private func collect() {}
}
