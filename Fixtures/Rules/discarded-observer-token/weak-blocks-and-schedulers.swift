import Combine
import Foundation

/// A block observer whose token is dropped can never be removed. When its block holds 'self' weakly, what
/// stays registered does nothing once 'self' is gone: a note. A block that keeps 'self', or that does work
/// of its own, is a warning. A cancellable dropped after 'subscribe(on:)' is not claimed to cancel at once.
final class TimelineViewController {
    var count = 0

    func register() {
        // a note: the block holds 'self' weakly
        _ = NotificationCenter.default.addObserver(forName: .init("A"), object: nil, queue: .main) { [weak self] _ in // expect-warning:40 discarded-observer-token {{though its block holds 'self' weakly}}
            self?.count += 1
        }
        _ = NotificationCenter.default.addObserver(forName: .init("B"), object: nil, queue: .main) { _ in // one finding for the leak, which says the token is lost too
            self.count += 1 // expect-warning:13 strong-self-capture {{its token is also discarded, so the observer can never be removed (discarded-observer-token)}}
        }
        _ = NotificationCenter.default.addObserver(forName: .init("C"), object: nil, queue: .main) { _ in // expect-warning:40 discarded-observer-token {{can never be removed and keeps running; store it}}
            print("C")
        }
    }

    func fetch() {
        // silent: subscribed later, on the scheduler
        _ = Just(1).subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main)
            .sink { [weak self] value in self?.count = value }
        _ = Just(1).receive(on: DispatchQueue.main).sink { [weak self] value in self?.count = value } // expect-warning:53 discarded-observer-token {{cancelled at once}}
    }

    /// The value a subject holds now, read by subscribing and cancelling at once.
    var currentCount: Int {
        var value = 0
        // silent: the code cancels the subscription itself once the current value is read.
        CurrentValueSubject<Int, Never>(count).sink { value = $0 }.cancel()
        return value
    }
}
