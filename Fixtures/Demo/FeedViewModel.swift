import Combine
import Foundation

extension Notification.Name {
    static let articleLikedElsewhere = Notification.Name("ArticleLikedElsewhere")
    static let reachabilityChanged = Notification.Name("ReachabilityChanged")
    static let preferencesChanged = Notification.Name("PreferencesChanged")
}

final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?
    @Published var searchQuery = ""
    @Published private(set) var fontScale: Double = 1.0

    private var allArticles: [Article] = []
    private let service: NewsServicing
    private let preferences: PreferencesStore
    private var cancellables = Set<AnyCancellable>()

    init(service: NewsServicing, preferences: PreferencesStore) {
        self.service = service
        self.preferences = preferences
        bind()
    }

    private func bind() {
        $searchQuery
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] query in
                self?.applyFilter(query)
            }
            .store(in: &cancellables)

        // Leak: the sink is stored in self.cancellables and captures self strongly.
        NotificationCenter.default.publisher(for: .articleLikedElsewhere)
            .compactMap { $0.userInfo?["articleID"] as? UUID }
            .receive(on: DispatchQueue.main)
            .sink { articleID in
                self.markLiked(articleID)
            }
            .store(in: &cancellables)

        // Leak: passing the instance method self.apply retains self in a stored subscription.
        preferences.$preferences
            .sink(receiveValue: self.apply)
            .store(in: &cancellables)

        // Leak: the cancellable is thrown away, so the subscription is cancelled at once and never fires.
        _ = NotificationCenter.default.publisher(for: .reachabilityChanged)
            .sink { [weak self] _ in self?.refresh() }
    }

    func refresh() {
        guard !isLoading else { return }
        isLoading = true
        errorMessage = nil
        service.fetchFeed { [weak self] result in
            guard let self else { return }
            self.isLoading = false
            switch result {
            case .success(let articles):
                self.allArticles = articles.sorted { $0.publishedAt > $1.publishedAt }
                self.applyFilter(self.searchQuery)
            case .failure(let error):
                self.errorMessage = error.localizedDescription
            }
        }
    }

    func toggleLike(articleID: UUID) {
        guard let index = allArticles.firstIndex(where: { $0.id == articleID }) else { return }
        allArticles[index].isLiked.toggle()
        allArticles[index].likeCount += allArticles[index].isLiked ? 1 : -1
        let liked = allArticles[index].isLiked
        applyFilter(searchQuery)
        service.setLiked(liked, articleID: articleID) { [weak self] result in
            if case .failure = result {
                self?.errorMessage = "Could not save your like. Please try again."
            }
        }
    }

    func article(at indexPath: IndexPath) -> Article {
        articles[indexPath.row]
    }

    private func markLiked(_ articleID: UUID) {
        guard let index = allArticles.firstIndex(where: { $0.id == articleID }) else { return }
        allArticles[index].isLiked = true
        applyFilter(searchQuery)
    }

    private func apply(_ preferences: ReadingPreferences) {
        fontScale = preferences.fontScale
    }

    private func applyFilter(_ query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespaces).lowercased()
        articles = trimmed.isEmpty
            ? allArticles
            : allArticles.filter { $0.title.lowercased().contains(trimmed) || $0.author.lowercased().contains(trimmed) }
    }
}
