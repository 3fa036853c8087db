// kind: models
// path: Features/{{F}}/Models/{{E}}.swift
import Foundation

extension Notification.Name {
    static let {{f}}DidSync = Notification.Name("{{F}}DidSync")
    static let {{f}}DidChange = Notification.Name("{{F}}DidChange")
    static let {{f}}DidRefresh = Notification.Name("{{F}}DidRefresh")
}

/// One {{e}} as the API sends it.
struct {{E}}: Codable, Hashable, Identifiable {
    let id: String
    var {{title}}: String
    var {{detail}}: String
    var createdAt: Date
    var isFavorite: Bool

    /// The text the list shows under the {{title}}.
    var subtitle: String {
        isFavorite ? "★ \({{detail}})" : {{detail}}
    }
}
@@types
