import Combine
import UIKit

// A view keeps its view model, and the view model's bag keeps subscriptions whose closures capture the view it
// was bound to: each keeps the other. Capturing the view weakly, or a view that does not keep the view model,
// breaks it.
final class ProfileViewModel {
    @Published var name = ""
    @Published var avatar: UIImage?
    private var bag = Set<AnyCancellable>()

    func bind(view: ProfileView) {
        $name.sink { view.nameLabel.text = $0 }.store(in: &bag) // expect-warning:22 reference-cycle {{captures 'view' strongly, and 'ProfileView' passes itself as 'view' while it keeps this object in 'ProfileView.viewModel'}}
        $avatar.sink { [weak view] in view?.avatarView.image = $0 }.store(in: &bag)
    }

    // silent: no view keeps the view model it is bound to here.
    func attach(to header: HeaderView) {
        $name.sink { header.titleLabel.text = $0 }.store(in: &bag)
    }
}

final class ProfileView: UIView {
    let nameLabel = UILabel()
    let avatarView = UIImageView()
    private(set) lazy var viewModel = ProfileViewModel()

    func setUp() {
        viewModel.bind(view: self)
    }
}

final class HeaderView: UIView {
    let titleLabel = UILabel()
    weak var viewModel: ProfileViewModel?

    func setUp() {
        viewModel?.attach(to: self)
    }
}

// A note: the view model cancels the source that keeps the closure when it stops, which ends the cycle then.
final class ClockViewModel {
    private var timerSource: DispatchSourceTimer?

    func bind(view: ClockView) {
        let source = DispatchSource.makeTimerSource()
        source.setEventHandler { view.tick() } // expect-warning:34 reference-cycle {{which ends the cycle when that runs}}
        timerSource = source
    }

    func stop() { timerSource?.cancel() }
}

final class ClockView {
    let viewModel = ClockViewModel()
    func setUp() { viewModel.bind(view: self) }
    func tick() {}
}
