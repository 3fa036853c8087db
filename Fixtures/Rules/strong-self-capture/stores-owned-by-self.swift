import Combine
import RxSwift
import UIKit

final class WalletViewModel {
    let balance = BehaviorSubject<Int>(value: 0)
    let transactions = PublishSubject<[String]>()
    @Published var isSyncing = false
    var cancellables = Set<AnyCancellable>()
    var onChange: (() -> Void)?
}

final class WalletViewController: UIViewController {
    private let viewModel = WalletViewModel()
    private let disposeBag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()
    private let balanceLabel = UILabel()
    private let syncIndicator = UIActivityIndicatorView()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.balance
            .subscribe { event in
                self.handle(event) // expect-warning:17 strong-self-capture
            }
            .disposed(by: disposeBag)

        disposeBag.insert(
            viewModel.transactions.subscribe(onNext: { self.render($0) }) // expect-warning:56 strong-self-capture
        )

        // The cancellable lives in the view model, which `self` keeps.
        viewModel.$isSyncing
            .sink { self.syncIndicator.isHidden = !$0 } // expect-warning:21 strong-self-capture
            .store(in: &viewModel.cancellables)

        NotificationCenter.default.publisher(for: UIApplication.significantTimeChangeNotification)
            .sink { _ in self.refreshBalance() } // expect-warning:26 strong-self-capture
            .store(in: &cancellables)

        // A callback property of the view model that `self` keeps.
        viewModel.onChange = {
            self.refreshBalance() // expect-warning:13 strong-self-capture
        }
    }

    private func handle(_ event: Event<Int>) {}
    private func render(_ transactions: [String]) {}
    private func refreshBalance() {}
}
