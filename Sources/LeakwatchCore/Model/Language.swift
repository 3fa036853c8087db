/// The source languages a front end can read.
package enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    case swift
    case objectiveC = "objective-c"

    /// The language of a file, decided by its extension in any case; nil for files leakwatch does not read. The
    /// usual lowercase spellings are matched without making a lowercased copy: discovery asks it of every entry.
    package init?(pathExtension: some StringProtocol) {
        switch pathExtension {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default:
            guard pathExtension.contains(where: \.isUppercase) else { return nil }
            self.init(pathExtension: pathExtension.lowercased())
        }
    }
}
