import Combine
import UIKit

// A cell that keeps its own subscriptions and empties them in 'prepareForReuse': the cells on screen when the table
// goes away are never prepared for reuse again, so a subscription that captures the cell keeps it alive for good.
// Emptying them in a method the cell's owner calls when it is done ends the cycle (a note).
final class TimeCell: UITableViewCell {
    private var subscriptions = Set<AnyCancellable>()

    func configure(times: AnyPublisher<String, Never>) {
        times.sink { self.textLabel?.text = $0 }.store(in: &subscriptions) // expect-warning:22 strong-self-capture {{kept by 'self.subscriptions'}}
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        subscriptions.removeAll()
    }
}

final class DateCell: UITableViewCell {
    private var subscriptions = Set<AnyCancellable>()

    func configure(dates: AnyPublisher<String, Never>) {
        dates.sink { self.textLabel?.text = $0 }.store(in: &subscriptions) // expect-warning:22 strong-self-capture {{which ends the cycle when that runs}}
    }

    func stopUpdating() {
        subscriptions.removeAll()
    }
}
