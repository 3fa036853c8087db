import Combine
import MvvmFoundation
import UIKit

/// A project that imports no module of RxSwift's: `disposeBag.bind { … }` is another library's result builder that
/// stores what its closure returns, and `subscribe` is the project's own; neither returns a disposable to keep.
final class TorrentListViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let sections = CurrentValueSubject<[String], Never>([])
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: the bag keeps what the builder returns
        disposeBag.bind {
            sections.sink { [unowned self] sections in
                title = sections.first
            }
        }
        disposeBag.bind {
            sections.sink { [unowned self] sections in // silent: each statement of the builder is kept by the bag
                title = sections.first
            }
            sections.sink { [unowned self] sections in // silent: each statement of the builder is kept by the bag
                title = sections.last
            }
        }
        disposeBag.bind {
            let sorted = sections.map { $0.sorted() }
            sorted.sink { [unowned self] sections in // silent: after a local, still a statement of the builder
                title = sections.first
            }
            sections.uiSink { [unowned self] sections in // silent: a project's own subscription, kept by the builder
                title = sections.first
            }
            if #available(iOS 16, *) {
                sections.sink { [unowned self] sections in // silent: in a branch, still a statement of the builder
                    title = sections.last
                }
            }
        }
        UIView.performWithoutAnimation {
            sections.sink { _ in } // expect-warning:22 discarded-observer-token {{the 'AnyCancellable' returned by 'sink' is discarded: the subscription is cancelled at once}}
            view.layoutIfNeeded()
        }
        DispatchQueue.main.async {
            self.sections.sink { _ in } // expect-warning:27 discarded-observer-token {{the 'AnyCancellable' returned by 'sink' is discarded: the subscription is cancelled at once}}
            self.sections.send([])
        }
        // silent: the subscription is kept
        sections.sink { [weak self] sections in self?.title = sections.last }.store(in: &cancellables)
        NotificationCenter.default.addObserver(forName: .init("reload"), object: nil, queue: .main) { [weak self] _ in // expect-warning:36 discarded-observer-token {{the observer token returned by 'addObserver(forName:object:queue:using:)' is discarded}}
            self?.title = nil
        }
    }
}

extension Publisher where Failure == Never {
    /// The project's own subscription on the main queue.
    func uiSink(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(on: DispatchQueue.main).sink(receiveValue: receive)
    }
}
