import Foundation

enum NewsServiceError: Error {
    case badResponse
}

protocol NewsServicing: AnyObject {
    func fetchFeed(completion: @escaping (Result<[Article], Error>) -> Void)
    func setLiked(_ liked: Bool, articleID: UUID, completion: @escaping (Result<Void, Error>) -> Void)
}

final class NewsService: NewsServicing {
    private let session: URLSession
    private let baseURL: URL
    private let decoder = JSONDecoder()

    init(session: URLSession = .shared, baseURL: URL = URL(string: "https://api.example.com/v1")!) {
        self.session = session
        self.baseURL = baseURL
    }

    func fetchFeed(completion: @escaping (Result<[Article], Error>) -> Void) {
        let url = baseURL.appendingPathComponent("feed")
        // One-shot completion: URLSession releases the block once it has run.
        session.dataTask(with: url) { data, response, error in
            let result = self.decodeArticles(data: data, response: response, error: error)
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }

    func setLiked(_ liked: Bool, articleID: UUID, completion: @escaping (Result<Void, Error>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("articles/\(articleID)/like"))
        request.httpMethod = liked ? "PUT" : "DELETE"
        session.dataTask(with: request) { _, response, error in
            let ok = error == nil && (response as? HTTPURLResponse)?.statusCode == 204
            DispatchQueue.main.async {
                completion(ok ? .success(()) : .failure(error ?? NewsServiceError.badResponse))
            }
        }.resume()
    }

    private func decodeArticles(data: Data?, response: URLResponse?, error: Error?) -> Result<[Article], Error> {
        if let error = error { return .failure(error) }
        guard (response as? HTTPURLResponse)?.statusCode == 200, let data else { return .failure(NewsServiceError.badResponse) }
        return Result { try decoder.decode([Article].self, from: data) }
    }
}
