import RxSwift
import UIKit

/// `take(until:)` (RxSwift 6), `takeUntil` (RxSwift 5) and Combine's `prefix(untilOutputFrom:)` end a chain when
/// another sequence emits: when the screen disappears, the subscription completes and releases its closures.
final class SwipeCardViewController: UIViewController {
    let disposeBag = DisposeBag()
    let cardStatus = PublishSubject<String>()
    let viewWillDisappear = PublishSubject<Void>()
    var status = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        // silent: the old spelling ends the chain too
        cardStatus.takeUntil(viewWillDisappear)
            .subscribe(onNext: { status in self.status = status })
            .disposed(by: disposeBag)
        // silent: the new spelling
        cardStatus.take(until: viewWillDisappear)
            .subscribe(onNext: { status in self.status = status })
            .disposed(by: disposeBag)
    }

    func bindUntilDeallocation() {
        // Ends only when 'self' deallocates, which the strong capture prevents: still a leak.
        cardStatus.take(until: self.rx.deallocated)
            .subscribe(onNext: { status in
                self.status = status // expect-warning:17 strong-self-capture {{kept by 'self.disposeBag'}}
            })
            .disposed(by: disposeBag)
        cardStatus.takeUntil(rx.deallocating)
            .subscribe(onNext: { status in
                self.status = status // expect-warning:17 strong-self-capture {{kept by 'self.disposeBag'}}
            })
            .disposed(by: disposeBag)
    }
}
