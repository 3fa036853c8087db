import RxCocoa
import RxSwift
import UIKit

final class SessionManager {
    static let shared = SessionManager()
    static var onExpire: (() -> Void)?
    var onLogout: (() -> Void)?
}

final class ProfileCell: UITableViewCell {
    var onFollow: (() -> Void)?
}

final class ProfileViewController: UIViewController, UITableViewDataSource {
    private let followButton = UIButton()
    private let tableView = UITableView()
    private let disposeBag = DisposeBag()
    private let viewModel = ProfileViewModel()
    private let source = DispatchSource.makeTimerSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        followButton.addAction(UIAction { _ in self.follow() }, for: .touchUpInside) // expect-warning:48 strong-self-capture {{kept by 'self.followButton'}}
        // silent: the action captures 'self' weakly.
        followButton.addAction(UIAction { [weak self] _ in self?.follow() }, for: .touchDown)

        let shareButton = UIButton(primaryAction: UIAction { _ in
            self.share() // expect-warning:13 strong-self-capture
        })
        view.addSubview(shareButton)

        SessionManager.shared.onLogout = { self.close() } // expect-warning:44 strong-self-capture {{'SessionManager.shared'}}
        SessionManager.onExpire = { self.close() } // expect-warning:37 strong-self-capture
        // silent: a weak capture stored in a singleton only delays nothing.
        SessionManager.shared.onLogout = { [weak self] in self?.close() }

        viewModel.title.emit(onNext: { title in self.title = title }).disposed(by: disposeBag) // expect-warning:49 strong-self-capture
        // silent: the signal is emitted into a disposable that nobody keeps.
        // expect-warning@+1:29 discarded-observer-token
        _ = viewModel.title.emit(onNext: { title in print(title) })

        source.setCancelHandler { self.close() } // expect-warning:35 strong-self-capture {{'self.source'}}
        // silent: a source that lives in a local dies with the scope; nothing keeps its handler.
        let probe = DispatchSource.makeTimerSource()
        probe.setEventHandler { self.follow() }
        probe.resume()
    }

    func follow() {}
    func share() {}
    func close() {}

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "profile", for: indexPath) as! ProfileCell
        cell.onFollow = { self.follow() } // expect-warning:27 strong-self-capture {{table or collection view}}
        return cell
    }

    func configure(_ cell: ProfileCell) {
        // silent: '[unowned self]' does not keep the controller.
        cell.onFollow = { [unowned self] in self.follow() }
    }
}

final class ProfileViewModel {
    let title = Signal<String>.empty()
}

/// Stand-in for AppKit's `NSAnimationContext`: `current` is the innermost animation grouping, which calls its
/// completion handler once when the grouped animations end and is then released.
class NSAnimationContext {
    class var current: NSAnimationContext { NSAnimationContext() }
    var completionHandler: (() -> Void)?
    class func beginGrouping() {}
    class func endGrouping() {}
}

final class FeedbackWindowController {
    func close() {}

    // silent: the grouping of the moment runs the handler once and goes; it is no singleton.
    func closeAnimated() {
        NSAnimationContext.beginGrouping()
        NSAnimationContext.current.completionHandler = {
            self.close()
        }
        NSAnimationContext.endGrouping()
    }
}
