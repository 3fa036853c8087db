import Foundation

/// Reads source lines for reports and baselines, each file once; texts given on standard input take precedence.
package final class SourceLines: @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: [Substring]] = [:]
    private let overrides: [String: String]

    package init(overrides: [String: String] = [:]) {
        self.overrides = overrides
    }

    /// The 1-based line of a file, without its line ending; nil when the file or line does not exist.
    package func line(_ file: String, _ number: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if cache[file] == nil {
            guard let text = overrides[file] ?? (try? SourceReader().read(file))?.text else { return nil }
            cache[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let lines = cache[file], number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        return String(line.hasSuffix("\r") ? line.dropLast() : line)
    }
}
