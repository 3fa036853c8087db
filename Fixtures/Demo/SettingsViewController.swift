import Combine
import UIKit

struct ReadingPreferences: Equatable {
    var fontScale: Double = 1.0
}

final class PreferencesStore: ObservableObject {
    @Published var preferences = ReadingPreferences()
}

final class SettingsViewController: UITableViewController {
    var onFinish: (() -> Void)?

    private let preferences: PreferencesStore
    private let offlineBanner = UILabel()
    private var contentSizeToken: NSObjectProtocol?
    private var reachabilityToken: NSObjectProtocol?
    private var localeToken: NSObjectProtocol?

    init(preferences: PreferencesStore) {
        self.preferences = preferences
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        if let contentSizeToken { NotificationCenter.default.removeObserver(contentSizeToken) }
        if let reachabilityToken { NotificationCenter.default.removeObserver(reachabilityToken) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
        offlineBanner.text = "You are offline"
        offlineBanner.textAlignment = .center
        offlineBanner.isHidden = true
        tableView.tableHeaderView = offlineBanner

        contentSizeToken = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.tableView.reloadData()
        }

        // Leak: the center keeps this block, which captures self strongly; the removal in deinit never runs.
        reachabilityToken = NotificationCenter.default.addObserver(
            forName: .reachabilityChanged, object: nil, queue: .main
        ) { notification in
            self.updateOfflineBanner(notification)
        }

        // Leak: the token is stored but never removed; 'removeObserver(self)' would not remove it either.
        localeToken = NotificationCenter.default.addObserver(
            forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.tableView.reloadData()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Leak: added on every appearance and never removed when the view disappears.
        NotificationCenter.default.addObserver(self, selector: #selector(preferencesChanged), name: .preferencesChanged, object: nil)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Text size"
        cell.detailTextLabel?.text = String(format: "%.0f%%", preferences.preferences.fontScale * 100)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let scale = preferences.preferences.fontScale
        preferences.preferences.fontScale = scale >= 1.5 ? 0.75 : scale + 0.25
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }

    private func updateOfflineBanner(_ notification: Notification) {
        let isReachable = (notification.userInfo?["isReachable"] as? Bool) ?? true
        UIView.animate(withDuration: 0.3) {
            self.offlineBanner.isHidden = isReachable
            self.tableView.layoutIfNeeded()
        }
    }

    @objc private func doneTapped() { onFinish?() }

    @objc private func preferencesChanged() { tableView.reloadData() }
}
