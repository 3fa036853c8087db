import UIKit

final class TapButton: UIButton { var onTap: (() -> Void)? }
final class HeaderView: UIView { let button = TapButton() }
final class BannerView: UIView { var onDismiss: (() -> Void)? }
final class ItemCell: UITableViewCell { var onFavorite: (() -> Void)? }

final class SessionManager {
    static let shared = SessionManager()
    var onLogout: (() -> Void)?
}

final class Reachability {
    func onChange(_ handler: @escaping (Bool) -> Void) -> NSObjectProtocol { NSObject() }
}

final class InboxViewController: UIViewController, UITableViewDataSource {
    private let header = HeaderView()
    private let tableView = UITableView()
    private let reachability = Reachability()
    private var reachabilityToken: NSObjectProtocol?
    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        self.header.button.onTap = {
            self.tableView.setContentOffset(.zero, animated: true) // expect-warning:13 strong-self-capture
        }
        SessionManager.shared.onLogout = {
            self.navigationController?.popToRootViewController(animated: true) // expect-warning:13 strong-self-capture
        }
        // An unknown API whose token `self` keeps.
        reachabilityToken = reachability.onChange { online in
            self.showOfflineBanner(!online) // expect-warning:13 strong-self-capture
        }
    }

    func showOfflineBanner(_ visible: Bool) {
        let banner = BannerView()
        banner.onDismiss = {
            self.bannerDidDismiss() // expect-warning:13 strong-self-capture {{captures 'self' strongly}}
        }
        view.addSubview(banner)

        let retryBanner = BannerView()
        // silent: [weak self]: the banner lives in the view hierarchy, but its closure does not keep the controller.
        retryBanner.onDismiss = { [weak self] in self?.bannerDidDismiss() }
        view.addSubview(retryBanner)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath) as! ItemCell
        let item = items[indexPath.row]
        cell.onFavorite = {
            self.toggleFavorite(item) // expect-warning:13 strong-self-capture
        }
        return cell
    }

    func configure(_ cell: ItemCell, with item: String) {
        cell.onFavorite = { self.toggleFavorite(item) } // expect-warning:29 strong-self-capture
    }

    private func bannerDidDismiss() {}
    private func toggleFavorite(_ item: String) {}
}
