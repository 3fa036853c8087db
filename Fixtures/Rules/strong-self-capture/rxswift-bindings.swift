import RxCocoa
import RxSwift
import UIKit

final class ProfileViewModel {
    let name = BehaviorRelay<String>(value: "")
    let avatar: Driver<UIImage?> = .just(nil)
    let saveEnabled: Observable<Bool> = .just(false)
    let errors: Signal<String> = .empty()
}

final class ProfileViewController: UIViewController {
    private let viewModel = ProfileViewModel()
    private let disposeBag = DisposeBag()
    private let nameLabel = UILabel()
    private let avatarView = UIImageView()
    private let saveButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.name
            .subscribe(onNext: { name in self.nameLabel.text = name }) // expect-warning:42 strong-self-capture
            .disposed(by: disposeBag)

        saveButton.rx.tap
            .bind { self.save() } // expect-warning:21 strong-self-capture {{captures 'self' strongly}}
            .disposed(by: disposeBag)

        viewModel.avatar
            .drive(onNext: { [self] image in avatarView.image = image }) // expect-warning:31 strong-self-capture
            .disposed(by: disposeBag)

        viewModel.errors
            .emit(onNext: { message in self.showError(message) }) // expect-warning:40 strong-self-capture
            .disposed(by: disposeBag)

        // silent: [unowned self]: the bag dies with the controller, so the closure never outlives it.
        viewModel.saveEnabled
            .subscribe(onNext: { [unowned self] enabled in self.saveButton.isEnabled = enabled })
            .disposed(by: disposeBag)

        // silent: [weak self] with optional chaining.
        viewModel.saveEnabled
            .bind(onNext: { [weak self] enabled in self?.saveButton.alpha = enabled ? 1 : 0.5 })
            .disposed(by: disposeBag)
    }

    private func save() {}
    private func showError(_ message: String) {}
}
