import UIKit

// A coordinator hands its methods to the screen it makes; the screen keeps them. Whether that is a cycle
// depends on how the coordinator holds the screen: a weak property keeps nothing, a strong one does.
final class ChannelListViewController: UIViewController {
    private var onAdd: (() -> Void)?

    static func instantiate(onAdd: @escaping () -> Void) -> ChannelListViewController {
        let controller = ChannelListViewController()
        controller.onAdd = onAdd
        return controller
    }
}

final class WalletCoordinator {
    private weak var channelList: UIViewController?
    private var history: UIViewController?

    func showChannels() {
        let controller = ChannelListViewController.instantiate(onAdd: presentAddChannel)
        // silent: the coordinator holds the screen weakly; the navigation stack owns it.
        channelList = controller
    }

    func showHistory() {
        let controller = ChannelListViewController.instantiate(onAdd: presentAddChannel) // expect-warning:71 method-reference-capture {{'self.history'}}
        history = controller
    }

    func presentAddChannel() {}
}

/// A weak outlet's button is kept by the view: a menu stored on it keeps its actions, and they keep `self`.
final class TranslationViewController: UIViewController {
    @IBOutlet weak var fromButton: UIButton!

    func configureFromButton() {
        fromButton.menu = UIMenu(children: [UIAction(title: "English", handler: languageSelected)]) // expect-warning:81 method-reference-capture {{'self.fromButton.menu'}}
    }

    func languageSelected(_ action: UIAction) {}
}
