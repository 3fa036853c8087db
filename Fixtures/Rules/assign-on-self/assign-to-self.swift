import Combine
import UIKit

final class EditorViewModel {
    @Published var title = ""
    @Published var subtitle = ""
    @Published var canSave = false
}

final class EditorViewController: UIViewController {
    @objc dynamic var subtitle = ""
    var isSaveEnabled = false
    private let viewModel = EditorViewModel()
    private let titleLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()
    private var subtitleCancellable: AnyCancellable?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$title
            .map { Optional($0) }
            .assign(to: \.title, on: self) // expect-warning:38 assign-on-self {{'assign(to:on:)'}}
            .store(in: &cancellables)

        subtitleCancellable = viewModel.$subtitle
            .receive(on: DispatchQueue.main)
            .assign(to: \.subtitle, on: self) // expect-warning:41 assign-on-self

        cancellables.insert(viewModel.$canSave.assign(to: \.isSaveEnabled, on: self)) // expect-warning:80 assign-on-self

        // silent: assigning to a label keeps the label, not the controller.
        viewModel.$title
            .map { Optional($0) }
            .assign(to: \.text, on: titleLabel)
            .store(in: &cancellables)
    }
}

final class EditorFormModel: ObservableObject {
    @Published var draftTitle = ""
    @Published var isValid = false
    private var cancellables = Set<AnyCancellable>()

    init(source: EditorViewModel) {
        // silent: assign(to: &$property) ends with the published property and never retains self.
        source.$title.assign(to: &$draftTitle)
        // silent: sink with [weak self] instead of assign(to:on:).
        source.$canSave
            .sink { [weak self] in self?.isValid = $0 }
            .store(in: &cancellables)
    }

    func preview(_ titles: AnyPublisher<String, Never>) {
        // silent: the cancellable is a local: the subscription ends when this method returns.
        let preview = titles.assign(to: \.draftTitle, on: self)
        preview.cancel()
    }
}

// CombineExt's `assign(to:on:ownership:)` holds its object as the ownership says: weakly or unowned keeps nothing.
final class GasFeeViewModel {
    @Published var fee = ""
    var label = ""
    private var cancellables = Set<AnyCancellable>()

    func bind(_ fees: AnyPublisher<String, Never>) {
        // silent: held weakly.
        fees.assign(to: \.label, on: self, ownership: .weak).store(in: &cancellables)
        // silent: held unowned.
        fees.assign(to: \.label, on: self, ownership: .unowned).store(in: &cancellables)
        fees.assign(to: \.label, on: self, ownership: .strong).store(in: &cancellables) // expect-warning:38 assign-on-self
    }
}

// The subscriptions live while the screen is shown: `viewDidDisappear` empties the set that keeps them, which ends
// the cycle each time the screen goes away. A note that says so.
final class OccupantsViewController: UIViewController {
    @objc dynamic var occupantsTitle = ""
    private let viewModel = EditorViewModel()
    private var cancellables: Set<AnyCancellable> = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.$title.assign(to: \.occupantsTitle, on: self).store(in: &cancellables) // expect-warning:59 assign-on-self {{empties or cancels it}}
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        cancellables.removeAll()
    }
}
