import Foundation

// Tiny stand-ins for the RxSwift types this screen uses, so the file reads on its own.
protocol Disposable {
    func dispose()
}

extension Disposable {
    func disposed(by bag: DisposeBag) { bag.insert(self) }
}

final class DisposeBag {
    private var disposables: [Disposable] = []
    func insert(_ disposable: Disposable) { disposables.append(disposable) }
    deinit { disposables.forEach { $0.dispose() } }
}

struct LikeEvent {
    let articleID: UUID
    let isLiked: Bool
}

/// Broadcasts likes made on other devices (fed by the push-notification handler).
protocol LikeEventSource {
    func subscribe(onNext: @escaping (LikeEvent) -> Void) -> Disposable
}

final class ArticleDetailViewModel: ObservableObject {
    @Published private(set) var article: Article
    @Published private(set) var isSaving = false
    @Published private(set) var statusText: String?

    private let service: NewsServicing
    private let disposeBag = DisposeBag()

    init(article: Article, service: NewsServicing, likeEvents: LikeEventSource? = nil) {
        self.article = article
        self.service = service
        likeEvents?
            .subscribe(onNext: { [weak self] event in
                guard let self, event.articleID == self.article.id else { return }
                self.article.isLiked = event.isLiked
            })
            .disposed(by: disposeBag)
    }

    func toggleLike() {
        guard !isSaving else { return }
        let liked = !article.isLiked
        isSaving = true
        // One-shot completion: the service does not keep it once it has been called.
        service.setLiked(liked, articleID: article.id) { result in
            self.isSaving = false
            guard case .success = result else {
                self.statusText = "Could not save your like."
                return
            }
            self.article.isLiked = liked
            self.article.likeCount += liked ? 1 : -1
        }
    }
}
