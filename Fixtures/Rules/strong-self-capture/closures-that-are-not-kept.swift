// expect-none
import Combine
import SwiftUI
import UIKit

struct Order { let id: String; let total: Decimal; let isOpen: Bool }

struct OrderRow: View {
    let title: String
    var body: some View { Text(title) }
}

final class OrderService {
    func fetch(completion: @escaping ([Order]) -> Void) {}
}

final class OrdersViewController: UIViewController {
    private let service = OrderService()
    private let tableView = UITableView()
    private let totalLabel = UILabel()
    private let taxRate: Decimal = 0.2
    private var orders: [Order] = []
    private var openIDs: [String] = []
    private var snapshot: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private let refreshes = PassthroughSubject<Void, Never>()
    private let lock = NSLock()
    // silent: a lazy property's value made in a closure that runs at once (on the main actor, under a lock): the
    // property keeps the value, not the closure.
    lazy var header: UIView = MainActor.assumeIsolated { UIView(frame: self.tableView.bounds) }
    lazy var lockedTotal: Decimal = lock.withLock { self.orders.reduce(Decimal(0)) { $0 + $1.total } }

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: map, filter, reduce, sorted and forEach run their closures before returning.
        openIDs = orders.filter { $0.isOpen && self.isVisible($0) }.map { self.title(for: $0) }.sorted { self.rank($0) < self.rank($1) }
        let total = orders.reduce(Decimal(0)) { $0 + $1.total * (1 + self.taxRate) }
        orders.forEach { self.prefetch($0) }
        totalLabel.text = "\(total)"

        // silent: a one-shot completion whose result nobody keeps: the service releases it after calling it.
        service.fetch { orders in
            self.apply(orders)
        }

        // silent: `self?.` only: the kept subscription holds self weakly.
        refreshes
            .sink { [weak self] in self?.service.fetch { self?.apply($0) } }
            .store(in: &cancellables)

        // silent: a non-escaping parameter of a project function, even though its result is kept.
        snapshot = makeSnapshot { self.orders.map(\.id) }
    }

    func reload() {
        // silent: GCD runs the block once and releases it.
        DispatchQueue.main.async {
            self.tableView.reloadData()
        }
        // silent: UIView.animate does not keep its animation block after it runs.
        UIView.animate(withDuration: 0.3) {
            self.tableView.alpha = 1
        }
        // silent: a URLSession task releases its completion handler when it finishes.
        let url = URL(string: "https://api.example.com/orders")!
        URLSession.shared.dataTask(with: url) { data, _, _ in
            self.decode(data)
        }.resume()
        // silent: Task runs its operation once.
        Task { await self.refreshTotals() }
    }

    func confirmDelete(_ order: Order) {
        let alert = UIAlertController(title: "Delete order?", message: nil, preferredStyle: .alert)
        // silent: UIAlertAction handlers die with the alert, which self does not keep.
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.delete(order) })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        // silent: the presentation completion runs once.
        present(alert, animated: true) {
            self.logPresentation()
        }
    }

    private var headerConfiguration: UIContentConfiguration?
    private var decorations: [AnyObject] = []

    func configureHeader(for order: Order) {
        // silent: a hosting configuration builds its SwiftUI content at once; self keeps the view, not the closure.
        headerConfiguration = UIHostingConfiguration {
            OrderRow(title: self.title(for: order))
        }
        // silent: so does an ornament (visionOS).
        let ornament = UIHostingOrnament(sceneAnchor: .bottom, contentAlignment: .center) {
            OrderRow(title: self.title(for: order))
        }
        decorations = [ornament]
    }

    private func makeSnapshot(_ body: () -> [String]) -> [String] { body() }
    private func isVisible(_ order: Order) -> Bool { true }
    private func title(for order: Order) -> String { order.id }
    private func rank(_ id: String) -> Int { 0 }
    private func prefetch(_ order: Order) {}
    private func apply(_ orders: [Order]) {}
    private func decode(_ data: Data?) {}
    private func delete(_ order: Order) {}
    private func logPresentation() {}
    private func refreshTotals() async {}
}
