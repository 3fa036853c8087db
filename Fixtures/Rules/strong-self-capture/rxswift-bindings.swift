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

/// A presenter that the screen owns and that holds the screen weakly: a control's events end when the control
/// is deallocated (RxCocoa completes them), and the control goes with the screen, whatever the presenter's
/// subscription captures.
protocol SettingsViewProtocol: AnyObject {
    var onDoneButtonPressed: ControlEvent<Void> { get }
    var lockNowButton: UIButton { get }
}

final class SettingsPresenter {
    weak var view: SettingsViewProtocol?
    private let feed = PublishSubject<Int>()
    private let disposeBag = DisposeBag()

    func onViewReady() {
        // silent: a 'ControlEvent' of the screen the presenter holds weakly
        view?.onDoneButtonPressed
            .subscribe(onNext: { _ in self.close() })
            .disposed(by: disposeBag)
        // silent: the screen's button's 'rx.tap'
        view?.lockNowButton.rx.tap
            .subscribe(onNext: { _ in self.lock() })
            .disposed(by: disposeBag)
        // A subject of the presenter's own never ends: still a cycle through 'disposeBag'.
        feed
            .subscribe(onNext: { _ in self.close() }) // expect-warning:39 strong-self-capture {{kept by 'self.disposeBag'}}
            .disposed(by: disposeBag)
    }

    func onViewAppeared() {
        // silent: the same 'ControlEvent', through a local unwrapped from the screen held weakly
        if let onDone = view?.onDoneButtonPressed {
            onDone
                .subscribe(onNext: { _ in self.close() })
                .disposed(by: disposeBag)
        }
    }

    func close() {}
    func lock() {}
}

protocol ItemDetailViewProtocol: AnyObject {
    var deleteTapped: Observable<Void> { get }
    var itemChanged: Observable<String> { get }
    var cellTapped: Observable<String> { get }
}

final class ItemDetailView: UIViewController, ItemDetailViewProtocol {
    private let deleteButton = UIButton()
    private let store = BehaviorRelay<String>(value: "")
    lazy var presenter = ItemDetailPresenter(view: self)

    var deleteTapped: Observable<Void> {
        return deleteButton.rx.tap.asObservable()
    }

    var itemChanged: Observable<String> {
        store.asObservable()
    }

    /// The map closure holds the view: a subscriber keeps the view, and with it the table, for good.
    var cellTapped: Observable<String> {
        tableView.rx.itemSelected.map { path in self.title(at: path) }
    }

    private let tableView = UITableView()
    func title(at path: IndexPath) -> String { "" }
}

/// The tests' stand-ins compute it otherwise; they say nothing of what the app does.
final class ItemDetailPresenterSpec: QuickSpec {
    final class FakeItemDetailView: ItemDetailViewProtocol {
        let deleteStub = PublishSubject<Void>()
        var deleteTapped: Observable<Void> { deleteStub.asObservable() }
        var itemChanged: Observable<String> { .never() }
        var cellTapped: Observable<String> { .never() }
    }
}

final class MockItemDetailView: ItemDetailViewProtocol {
    var deleteTapped: Observable<Void> { .never() }
    var itemChanged: Observable<String> { .never() }
    var cellTapped: Observable<String> { .never() }
}

final class ItemDetailPresenter {
    weak var view: ItemDetailViewProtocol?
    private let disposeBag = DisposeBag()

    init(view: ItemDetailViewProtocol) { self.view = view }

    func onViewReady() {
        // silent: the view computes 'deleteTapped' from its button's 'rx.tap', which ends with the button
        view?.deleteTapped
            .subscribe(onNext: { _ in self.delete() })
            .disposed(by: disposeBag)
        // 'itemChanged' comes from a relay, which the subscription keeps alive: still a cycle.
        view?.itemChanged
            .subscribe(onNext: { _ in self.delete() }) // expect-warning:39 strong-self-capture {{kept by 'self.disposeBag'}}
            .disposed(by: disposeBag)
        // The view computes 'cellTapped' with a closure that holds the view: the events never end.
        view?.cellTapped
            .subscribe(onNext: { _ in self.delete() }) // expect-warning:39 strong-self-capture {{kept by 'self.disposeBag'}}
            .disposed(by: disposeBag)
    }

    func delete() {}
}

/// A project method of the same name that takes no closure does not stand for RxSwift's `bind { … }`.
protocol ListViewProtocol: AnyObject {
    func bind(items: Driver<[Int]>)
}

final class CredentialListPresenter {
    private let credentials = BehaviorRelay<[Int]>(value: [])
    private let disposeBag = DisposeBag()

    func start() {
        credentials
            .map { $0.count }
            .bind { count in self.update(count) } // expect-warning:30 strong-self-capture {{kept by 'self.disposeBag'}}
            .disposed(by: disposeBag)
    }

    func update(_ count: Int) {}
}

/// An outlet is weak, but the screen's view hierarchy keeps the table: its events last as long as the screen.
final class SettingListView: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rx.itemSelected
            .map { path in self.title(for: path) } // expect-warning:28 strong-self-capture {{kept by 'self.disposeBag'}}
            .subscribe()
            .disposed(by: disposeBag)
    }

    func title(for path: IndexPath) -> String { "" }
}

// `subscribe(with: self, …)` holds its object weakly and hands it to the closure as a parameter named `self`: that
// `self` is the parameter, not a capture. A closure that names the outer `self` next to it still captures it.
final class SearchResultsController: UIViewController {
    let results = PublishSubject<[String]>()
    private let disposeBag = DisposeBag()
    var shown: [String] = []

    func bind() {
        // silent: `self` is the closure's own parameter.
        results.subscribe(with: self, onNext: { `self`, items in self.shown = items }).disposed(by: disposeBag)
        results.subscribe(with: self) { owner, items in owner.shown = items }.disposed(by: disposeBag)
        results.subscribe(onNext: { items in self.shown = items }).disposed(by: disposeBag) // expect-warning:46 strong-self-capture {{kept by 'self.disposeBag'}}
    }
}
