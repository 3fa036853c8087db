import Combine
import UIKit

// A subscription stored in the bag of the object its closure captures keeps that object for as long as the
// publisher lives. A request's handle, by contrast, lets its completion go when the request ends.
final class ItemCell: UITableViewCell {
    var bag = Set<AnyCancellable>()
}

func configure(_ cell: ItemCell, titles: AnyPublisher<String, Never>) {
    titles.sink { cell.textLabel?.text = $0 }.store(in: &cell.bag) // expect-warning:19 reference-cycle {{captures 'cell' strongly, and 'cell' keeps what 'sink' makes}}
    // silent: the closure holds the cell weakly.
    titles.sink { [weak cell] in cell?.detailTextLabel?.text = $0 }.store(in: &cell.bag)
}

protocol Cancellable: AnyObject {
    func cancel()
}

final class CancellableGroup: Cancellable {
    private var members: [Cancellable] = []
    func add(_ member: Cancellable) { members.append(member) }
    func cancel() { members.forEach { $0.cancel() } }
}

final class Loader {
    func load(completion: @escaping (Data?) -> Void) -> Cancellable { CancellableGroup() }
}

// silent: 'load' is a request whose handle does not keep its completion once it ends.
func fetch(_ loader: Loader) -> Cancellable {
    let group = CancellableGroup()
    group.add(loader.load { _ in group.cancel() })
    return group
}
