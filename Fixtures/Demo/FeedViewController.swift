import Combine
import UIKit

final class ArticleCell: UITableViewCell {
    static let reuseIdentifier = "ArticleCell"

    var onLike: (() -> Void)?
    var onShare: (() -> Void)?

    private let likeButton = UIButton(type: .system)
    private let shareButton = UIButton(type: .system)

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        likeButton.addTarget(self, action: #selector(likeTapped), for: .touchUpInside)
        shareButton.addTarget(self, action: #selector(shareTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [likeButton, shareButton])
        stack.spacing = 12
        accessoryView = stack
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onLike = nil
        onShare = nil
    }

    func configure(with article: Article, byline: String, fontScale: Double) {
        textLabel?.text = article.title
        textLabel?.font = .preferredFont(forTextStyle: .headline).withSize(17 * fontScale)
        detailTextLabel?.text = byline
        likeButton.setTitle(article.isLiked ? "♥ \(article.likeCount)" : "♡ \(article.likeCount)", for: .normal)
        shareButton.setTitle("Share", for: .normal)
    }

    @objc private func likeTapped() { onLike?() }
    @objc private func shareTapped() { onShare?() }
}

final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var onSelectArticle: ((Article) -> Void)?
    var onOpenSettings: (() -> Void)?

    private let viewModel: FeedViewModel
    private let formatter = ArticleFormatter()
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var cancellables = Set<AnyCancellable>()

    init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = "News"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ArticleCell.self, forCellReuseIdentifier: ArticleCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.frame = view.bounds
        tableView.backgroundView = spinner
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"), style: .plain, target: self, action: #selector(settingsTapped))
        bindViewModel()
        viewModel.refresh()
    }

    private func bindViewModel() {
        viewModel.$articles
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.tableView.reloadData()
            }
            .store(in: &cancellables)

        viewModel.$isLoading
            .removeDuplicates()
            .sink { [weak self] isLoading in
                guard let self else { return }
                isLoading ? self.spinner.startAnimating() : self.spinner.stopAnimating()
                UIView.animate(withDuration: 0.25) {
                    self.tableView.alpha = isLoading ? 0.5 : 1
                }
            }
            .store(in: &cancellables)
    }

    func scrollToTop() {
        DispatchQueue.main.async {
            guard self.tableView.numberOfRows(inSection: 0) > 0 else { return }
            self.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { viewModel.articles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ArticleCell.reuseIdentifier, for: indexPath) as! ArticleCell
        let article = viewModel.article(at: indexPath)
        cell.configure(with: article, byline: formatter.byline(for: article), fontScale: viewModel.fontScale)
        cell.onLike = { [weak self] in
            self?.viewModel.toggleLike(articleID: article.id)
        }
        // Cells live inside this controller's table view, so they never outlive it.
        cell.onShare = { [unowned self] in
            self.share(article)
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onSelectArticle?(viewModel.article(at: indexPath))
    }

    @objc private func settingsTapped() { onOpenSettings?() }

    private func share(_ article: Article) {
        let activity = UIActivityViewController(activityItems: [article.title], applicationActivities: nil)
        present(activity, animated: true)
    }
}
