import Combine
import UIKit

/// `cancellables.forEach { $0.cancel() }` in a method lets every subscription's closures go, as emptying the
/// collection does: the cycle lasts while the screen is shown, a note that says so.
final class PeerListController {
    private var cancellables = [AnyCancellable]()
    private var subscriptions: Set<AnyCancellable> = []
    private var tasks = [Task<Void, Never>]()
    private var others = [AnyCancellable]()
    @Published var count = 0

    func viewDidAppear() {
        Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            .sink { _ in
                self.count += 1 // expect-warning:17 strong-self-capture {{'PeerListController' sets 'self.cancellables' back to nil, empties or cancels it}}
            }
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { _ in
                self.count = 0 // expect-warning:17 strong-self-capture {{'PeerListController' sets 'self.subscriptions' back to nil, empties or cancels it}}
            }
            .store(in: &subscriptions)
        NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)
            .sink { _ in
                self.count = 1 // expect-warning:17 strong-self-capture {{kept by 'self.others'; capture [weak self]}}
            }
            .store(in: &others)
        NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)
            .sink { [weak self] _ in
                self?.count = 2 // silent: weak
            }
            .store(in: &cancellables)
        tasks.append(Task { [weak self] in self?.count = 3 })  // silent: weak
    }

    func viewDidDisappear() {
        cancellables.forEach { $0.cancel() }
        subscriptions.forEach { subscription in subscription.cancel() }
        // Not a cancel: the subscriptions stay.
        others.forEach { print($0) }
        tasks.forEach { $0.cancel() }  // silent: not a registration
    }
}
