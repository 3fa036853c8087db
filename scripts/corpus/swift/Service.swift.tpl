// kind: service
// path: Features/{{F}}/Services/{{F}}Service.swift
import Foundation

/// Loads and saves {{es}} through the app's API.
final class {{F}}Service {
    private let session: URLSession
    private let baseURL: URL
    private let decoder = JSONDecoder()
    private var cache: [String: {{E}}] = [:]
    @@props

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
        decoder.dateDecodingStrategy = .iso8601
        @@load
    }

    deinit {
        @@deinit
    }

    func fetch(completion: @escaping (Result<[{{E}}], Error>) -> Void) {
        let url = baseURL.appendingPathComponent("{{path}}")
        session.dataTask(with: url) { [weak self] data, _, error in
            guard let self else { return }
            let result = Result { () throws -> [{{E}}] in
                if let error { throw error }
                return try self.decoder.decode([{{E}}].self, from: data ?? Data())
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }

    func reload() {
        cache.removeAll()
    }

    func render(_ items: [{{E}}]) {
        for item in items { cache[item.id] = item }
    }

    func showError(_ message: String) {
        NSLog("{{F}}Service: %@", message)
    }
    @@members
    @@fill
}
@@types
