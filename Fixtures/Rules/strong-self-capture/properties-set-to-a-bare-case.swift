import Combine

/// A property set to a case without associated values (`.none`, `.idle`) in a method lets go of what it held, as
/// `nil` does: the cycle through it ends when that method runs.
final class TickerModel {
    private var subscription: AnyCancellable?
    private var count = 0

    func start(_ ticks: PassthroughSubject<Int, Never>) {
        subscription = ticks.sink { tick in
            self.count += tick // expect-warning:13 strong-self-capture {{'TickerModel' sets 'self.subscription' back to nil, empties or cancels it}}
        }
    }

    func stop() { subscription = .none }
}

/// The same model without a way to stop: the cycle stays.
final class EndlessTickerModel {
    private var subscription: AnyCancellable?
    private var count = 0

    func start(_ ticks: PassthroughSubject<Int, Never>) {
        subscription = ticks.sink { tick in
            self.count += tick // expect-warning:13 strong-self-capture {{kept by 'self.subscription'; capture [weak self]}}
        }
    }
}
