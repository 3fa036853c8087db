/// The source languages a front end can read.
package enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    case swift
    case objectiveC = "objective-c"

    /// The language of a file, decided by its extension; nil for files leakwatch does not read.
    package init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }
}
