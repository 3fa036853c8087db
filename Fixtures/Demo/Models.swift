import Foundation

struct Article: Identifiable, Hashable, Decodable {
    let id: UUID
    let title: String
    let summary: String
    let author: String
    let publishedAt: Date
    var likeCount: Int
    var isLiked: Bool
}

/// Value-type helper: closures here capture a struct `self`, which cannot form a cycle.
struct ArticleFormatter {
    var maxSummaryLength = 140

    func byline(for article: Article) -> String {
        "\(article.author) · \(article.publishedAt.formatted(date: .abbreviated, time: .omitted))"
    }

    func truncatedSummary(_ article: Article) -> String {
        guard article.summary.count > maxSummaryLength else { return article.summary }
        return String(article.summary.prefix(maxSummaryLength)) + "…"
    }

    func makeBylineProvider() -> (Article) -> String {
        return { article in self.byline(for: article) }
    }

    func bylines(for articles: [Article]) -> [String] {
        articles.map { self.byline(for: $0) }
    }
}
