import Combine
import RxSwift
import UIKit

/// One leak, one finding: a registration whose closure holds `self` strongly and whose token is lost or never
/// removed is reported once, by the capture, and the message says what is wrong with the token too.
final class InboxViewController: UIViewController {
    private var tokens: [NSObjectProtocol] = []
    private var syncToken: NSObjectProtocol?
    private let bag = DisposeBag()
    private let unread = PublishSubject<Int>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .inboxDidChange, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{its token is also discarded, so the observer can never be removed (discarded-observer-token); capture [weak self]}}
        }
        syncToken = NotificationCenter.default.addObserver(forName: .inboxDidSync, object: nil, queue: .main) { _ in
            self.reload() // expect-warning:13 strong-self-capture {{'InboxViewController' never removes the observer either (unbalanced-observer); capture [weak self]}}
        }
        // Reported alone: a discarded disposable is all that is wrong with it.
        _ = unread.subscribe(onNext: { count in // expect-warning:20 discarded-observer-token {{never disposed}}
            self.title = "\(count)"
        })
        // Still reported alone: the token is lost, but the block holds nothing strongly.
        NotificationCenter.default.addObserver(forName: .inboxDidFail, object: nil, queue: .main) { _ in // expect-warning:36 discarded-observer-token {{can never be removed}}
            print("failed")
        }
        // Still reported alone: a strong capture whose token is kept and removed.
        tokens.append(
            NotificationCenter.default.addObserver(forName: .inboxDidClear, object: nil, queue: .main) { _ in
                self.reload() // expect-warning:17 strong-self-capture {{the 'removeObserver' in 'deinit' never runs; capture [weak self]}}
            })
    }

    func reload() {}

    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
}

extension Notification.Name {
    static let inboxDidChange = Notification.Name("inboxDidChange")
    static let inboxDidSync = Notification.Name("inboxDidSync")
    static let inboxDidFail = Notification.Name("inboxDidFail")
    static let inboxDidClear = Notification.Name("inboxDidClear")
}
