import SwiftUI
import UIKit

final class FeedCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var isCompleted: (() -> Void)?
    var onOpenSettings: (() -> Void)?

    private unowned let navigationController: UINavigationController
    private let service: NewsServicing
    private let preferences: PreferencesStore

    init(navigationController: UINavigationController, service: NewsServicing, preferences: PreferencesStore) {
        self.navigationController = navigationController
        self.service = service
        self.preferences = preferences
    }

    func start() {
        let viewModel = FeedViewModel(service: service, preferences: preferences)
        let viewController = FeedViewController(viewModel: viewModel)
        viewController.onSelectArticle = { [weak self] article in
            self?.showDetail(for: article)
        }
        viewController.onOpenSettings = { [weak self] in
            self?.onOpenSettings?()
        }
        navigationController.setViewControllers([viewController], animated: false)
    }

    private func showDetail(for article: Article) {
        let viewModel = ArticleDetailViewModel(article: article, service: service)
        let detailView = ArticleDetailView(
            viewModel: viewModel,
            formatter: ArticleFormatter(),
            onPlayVideo: { [weak self] in self?.showPlayer(for: article) }
        )
        navigationController.pushViewController(UIHostingController(rootView: detailView), animated: true)
    }

    private func showPlayer(for article: Article) {
        guard let url = URL(string: "https://cdn.example.com/video/\(article.id).m3u8") else { return }
        let player = PlayerViewController(videoURL: url)
        player.onFinish = { [weak self] in
            self?.navigationController.dismiss(animated: true)
        }
        navigationController.present(player, animated: true)
    }
}

final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var isCompleted: (() -> Void)?

    private weak var presenter: UIViewController?
    private let preferences: PreferencesStore

    init(presenter: UIViewController, preferences: PreferencesStore) {
        self.presenter = presenter
        self.preferences = preferences
    }

    func start() {
        let settings = SettingsViewController(preferences: preferences)
        settings.onFinish = { [weak self] in
            self?.finish()
        }
        presenter?.present(UINavigationController(rootViewController: settings), animated: true)
    }

    private func finish() {
        presenter?.dismiss(animated: true) { [weak self] in
            self?.isCompleted?()
        }
    }
}
