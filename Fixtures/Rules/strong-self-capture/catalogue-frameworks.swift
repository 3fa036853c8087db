import Combine
import ReactiveSwift
import RxSwift

/// Frameworks known through catalogue rows alone: RxSwift 6's `subscribe(with:)` and `withUnretained`,
/// ReactiveSwift's observers kept in a `CompositeDisposable`, Combine's `assign(to: &$property)`.
final class ProfileViewController {
    private let disposeBag = DisposeBag()
    private let disposables = CompositeDisposable()
    private var cancellables = Set<AnyCancellable>()
    private let viewModel = ProfileViewModel()
    @Published private var name = ""

    func bindRx() {
        // silent: RxSwift 6 holds the 'with:' object weakly and passes it to the closure as 'owner'
        viewModel.name
            .subscribe(with: self, onNext: { owner, name in owner.render(name) })
            .disposed(by: disposeBag)
        // silent: 'withUnretained' holds self weakly and hands it down the chain
        viewModel.name
            .withUnretained(self)
            .subscribe(onNext: { owner, name in owner.render(name) })
            .disposed(by: disposeBag)
        viewModel.name
            .subscribe(with: self, onNext: { _, name in
                self.render(name) // expect-warning:17 strong-self-capture {{kept by 'self.disposeBag'}}
            })
            .disposed(by: disposeBag)
    }

    func bindReactive() {
        disposables += viewModel.signal
            .observe(on: UIScheduler())
            .observeValues { name in
                self.render(name) // expect-warning:17 strong-self-capture {{kept by 'self.disposables'}}
            }
        disposables.add(
            viewModel.signal.observeValues { name in
                self.render(name) // expect-warning:17 strong-self-capture {{kept by 'self.disposables'}}
            })
        // silent: [weak self]
        disposables += viewModel.signal.observeValues { [weak self] name in self?.render(name) }
    }

    func bindCombine() {
        // silent: 'assign(to: &$name)' ties the subscription to the property, with no cycle through self
        viewModel.$title.assign(to: &$name)
    }

    func render(_ name: String) {}
}

final class ProfileViewModel {
    let name = BehaviorRelay<String>(value: "")
    let signal = Signal<String, Never>.pipe().output
    @Published var title = ""
}
