import Combine
import RxCocoa
import RxSwift
import UIKit

final class CheckoutViewModel: ObservableObject {
    @Published var total = "€0.00"
    @Published var isSubmitting = false
    @Published var promoCode = ""
    let errors = PassthroughSubject<String, Never>()
    let progress = CurrentValueSubject<Double, Never>(0)
}

final class CheckoutViewController: UIViewController {
    private let viewModel = CheckoutViewModel()
    private let totalLabel = UILabel()
    private let spinner = UIActivityIndicatorView()
    private let progressView = UIProgressView()
    private var cancellables = Set<AnyCancellable>()
    private var uploadCancellables: [UUID: AnyCancellable] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        // expect-warning@+1:26 discarded-observer-token {{cancelled at once}}
        viewModel.$total.sink { [weak self] total in self?.totalLabel.text = total }
        // expect-warning@+1:30 discarded-observer-token {{is discarded}}
        _ = viewModel.errors.sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.showError($0) })
        // expect-warning@+1:54 discarded-observer-token {{held only by the local 'progressCancellable'}}
        let progressCancellable = viewModel.progress.sink { [weak self] in self?.progressView.progress = Float($0) }
        // expect-warning@+1:49 discarded-observer-token {{cancelled at once}}
        _ = viewModel.$isSubmitting.map { !$0 }.assign(to: \.isHidden, on: spinner)

        // silent: stored in the set of cancellables.
        viewModel.$total
            .sink { [weak self] in self?.title = $0 }
            .store(in: &cancellables)
        // silent: assign(to:) with a published property returns nothing and lives as long as the property.
        viewModel.$total.map { $0.isEmpty ? "-" : $0 }.assign(to: &viewModel.$promoCode)
    }

    func trackUpload(_ id: UUID) {
        // silent: the local is used again: it is kept in a dictionary of self.
        let cancellable = viewModel.progress.sink { [weak self] in self?.progressView.progress = Float($0) }
        uploadCancellables[id] = cancellable
    }

    func showProgress(of upload: AnyPublisher<Double, Never>) {
        // A discarded cancellable ends the subscription at once, whoever owns the publisher.
        // expect-warning@+1:20 discarded-observer-token {{cancelled at once}}
        _ = upload.sink { [weak self] in self?.progressView.progress = Float($0) }
    }

    func waitForSubmission() async {
        // silent: the local is used again: it is cancelled once the wait is over.
        let token = viewModel.$isSubmitting.sink { [weak self] in self?.spinner.isHidden = !$0 }
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        token.cancel()
    }

    // silent: the cancellable is returned to the caller.
    func observeTotal(_ handler: @escaping (String) -> Void) -> AnyCancellable {
        viewModel.$total.sink(receiveValue: handler)
    }

    func forwardErrors(to subscriber: AnySubscriber<String, Never>) {
        // silent: Combine's subscribe(_:) hands the values to a subscriber and returns nothing.
        viewModel.errors.subscribe(subscriber)
    }

    private func showError(_ message: String) {}
}

final class ProfileHeaderViewModel {
    let name = BehaviorRelay<String>(value: "")
    let isFollowing: Driver<Bool> = .just(false)
    let avatarURL: Observable<URL?> = .just(nil)
}

final class ProfileViewController: UIViewController {
    private let viewModel = ProfileHeaderViewModel()
    private let nameLabel = UILabel()
    private let followButton = UIButton()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.name.bind(to: nameLabel.rx.text) // expect-warning:24 discarded-observer-token {{never disposed}}
        // expect-warning@+1:31 discarded-observer-token {{never disposed}}
        viewModel.isFollowing.drive(onNext: { [weak self] in self?.followButton.isSelected = $0 })
        // expect-warning@+1:29 discarded-observer-token {{never disposed}}
        viewModel.avatarURL.subscribe(onNext: { [weak self] _ in self?.view.setNeedsLayout() })
        // silent: disposed with the controller's bag.
        viewModel.name
            .subscribe(onNext: { [weak self] in self?.title = $0 })
            .disposed(by: disposeBag)
    }

    /// The name now, read by subscribing and disposing at once.
    var currentName: String {
        var name = ""
        // silent: the code disposes the subscription itself once the current value is read.
        viewModel.name.subscribe(onNext: { name = $0 }).dispose()
        return name
    }
}

final class ProfileHeaderCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let disposeBag = DisposeBag()

    // A cell's own bind(to:) that returns nothing.
    func bind(to viewModel: ProfileHeaderViewModel) {
        // The parameter's relay outlives this call: the binding is never disposed.
        viewModel.name.bind(to: nameLabel.rx.text) // expect-warning:24 discarded-observer-token {{never disposed}}
        // silent: disposed with the cell's bag.
        viewModel.name
            .subscribe(onNext: { [weak self] in self?.accessibilityLabel = $0 })
            .disposed(by: disposeBag)
    }
}

final class ProfileHeaderView: UIView {
    private let header = ProfileHeaderCell()

    func configure(with viewModel: ProfileHeaderViewModel) {
        // silent: the project's bind(to:) declared above returns nothing: there is no token to lose.
        header.bind(to: viewModel)
    }
}

// In the body of a result builder each statement is part of what the function returns: the disposables are kept by
// whatever the builder makes of them (`disposeBag = CompositeDisposable(buildDisposables())`).
final class AnnotationEditor {
    let didBecomeActive = PublishSubject<Void>()
    let text = PublishSubject<String>()
    var disposables: [Disposable] = []

    func start() { disposables = buildDisposables() }

    // silent: a result builder collects every subscription.
    @DisposableBuilder
    private func buildDisposables() -> [Disposable] {
        didBecomeActive.subscribe(onNext: { print("active") })
        text.subscribe(onNext: { print($0) })
    }
}

@resultBuilder
enum DisposableBuilder {
    static func buildBlock(_ parts: Disposable...) -> [Disposable] { parts }
}

/// A command that waits for its answer: the local holds the subscription until the wait returns.
final class StoreCommand {
    let purchases = PassthroughSubject<Int, Never>()

    func waitForPurchase() -> Int {
        let semaphore = DispatchSemaphore(value: 0)
        var result = 0
        // silent: the semaphore's wait keeps the local, and its subscription, until the value has come.
        let subscription = purchases.sink { value in
            result = value
            semaphore.signal()
        }
        semaphore.wait()
        return result
    }

    func listenBriefly() {
        // expect-warning@+1:38 discarded-observer-token {{held only by the local 'subscription'}}
        let subscription = purchases.sink { print($0) }
    }
}
