import Combine
import RxCocoa
import RxSwift
import UIKit

final class KeyboardObserver {
    func observeHeight(_ handler: @escaping (CGFloat) -> Void) -> AnyCancellable { AnyCancellable {} }
}

final class SignupStepCoordinator {
    var onFinish: ((String) -> Void)?
}

final class SignupViewController: UIViewController {
    private let keyboard = KeyboardObserver()
    private let avatar = BehaviorRelay<UIImage?>(value: nil)
    private let submissions = PassthroughSubject<String, Error>()
    private let disposeBag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()
    private var keyboardCancellable: AnyCancellable?
    private var steps: [SignupStepCoordinator] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // An unknown API whose cancellable `self` keeps.
        keyboardCancellable = keyboard.observeHeight(adjustInsets) // expect-warning:54 method-reference-capture
        avatar.asDriver()
            .drive(onNext: updateAvatar(_:)) // expect-warning:28 method-reference-capture
            .disposed(by: disposeBag)
        submissions
            .sink(receiveCompletion: handleCompletion, receiveValue: showConfirmation) // expect-warning:38 method-reference-capture
            // expect-warning@-1:70 method-reference-capture
            .store(in: &cancellables)
    }

    func startStep() {
        let step = SignupStepCoordinator()
        step.onFinish = stepDidFinish // expect-warning:25 method-reference-capture
        steps.append(step)

        // silent: a local function that does not touch self captures nothing of it.
        func logSubmission(_ email: String) { print("submitted", email) }
        submissions
            .sink(receiveCompletion: { _ in }, receiveValue: logSubmission)
            .store(in: &cancellables)
    }

    private func adjustInsets(_ height: CGFloat) {}
    private func updateAvatar(_ image: UIImage?) {}
    private func handleCompletion(_ completion: Subscribers.Completion<Error>) {}
    private func showConfirmation(_ email: String) {}
    private func stepDidFinish(_ email: String) {}
}
