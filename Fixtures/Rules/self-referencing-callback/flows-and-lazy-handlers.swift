import UIKit

final class PaymentFlow {
    var onFinish: (() -> Void)?
    func start() {}
}

final class PaymentCoordinator {
    private var flows: [PaymentFlow] = []
    private let receiptFlow = PaymentFlow()

    // An untyped lazy closure property that calls back into self.
    lazy var retry = { self.startPayment() } // expect-warning:24 self-referencing-callback
    // silent: [unowned self]: the lazy property does not keep self.
    lazy var cancel: () -> Void = { [unowned self] in self.flows.removeAll() }

    func startPayment() {
        let flow = PaymentFlow()
        // The flow is captured inside a nested closure, which makes the stored closure capture it too.
        flow.onFinish = { [weak self] in
            self?.flows.removeAll { $0 === flow } // expect-warning:44 self-referencing-callback
        }
        flows.append(flow)
        flow.start()
    }

    func startWithReceipt() {
        let flow = PaymentFlow()
        let receipt = receiptFlow
        // silent: the closure keeps a different flow, not the one that stores it.
        flow.onFinish = { receipt.start() }
        flows.append(flow)
        flow.start()
    }
}
