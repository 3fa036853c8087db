import Foundation
import LeakwatchConfig
import LeakwatchCore
import LeakwatchRules
import LeakwatchSwift

/// The readers of data leakwatch did not write itself this run: cache entries, configuration, baselines and
/// suppression comments.
enum DataTargets {
    static let key = "0123456789abcdef"

    /// Arbitrary bytes both as an entry (checksummed, so almost always refused) and as bare encoded facts (what
    /// an entry whose checksum happens to match would hold). Decoded facts must encode back to themselves.
    static func cache(_ bytes: [UInt8]) throws(FuzzFailure) {
        _ = FactsCache.decode(bytes, key: key)
        var reader = BinaryReader(bytes)
        guard let facts = try? FileFacts(from: &reader) else { return }
        let entry = FactsCache.encode(facts, key: key)
        try expect(FactsCache.decode(entry, key: key) == facts, "decoded facts do not survive a second round")
        try expect(FactsCache.decode(entry, key: key + "x") == nil, "an entry answers for another key")
        if entry.count > 9 {
            var damaged = entry
            damaged[damaged.count / 2] ^= 0x20
            try expect(FactsCache.decode(damaged, key: key) == nil, "a damaged entry was trusted")
        }
    }

    /// Seeds for the cache target: the entry and the bare facts of a Swift file.
    static func cacheSeeds(_ source: [UInt8]) -> [[UInt8]] {
        let text = SourceText(path: "Seed.swift", text: String(decoding: source, as: UTF8.self))
        guard var facts = try? SwiftFrontEnd().facts(for: text) else { return [] }
        facts.suppressions = Suppression.scan(text.text)
        var writer = BinaryWriter()
        facts.write(to: &writer)
        return [writer.bytes, FactsCache.encode(facts, key: key)]
    }

    static func config(_ bytes: [UInt8]) throws(FuzzFailure) {
        let text = String(decoding: bytes, as: UTF8.self)
        let loader = ConfigurationLoader(knownRuleIDs: Set(AllRules.descriptions.map(\.id)))
        do {
            let configuration = try loader.parse(text, path: ".leakwatch.yml")
            let filter = PathFilter(included: configuration.included, excluded: configuration.excluded, root: "")
            _ = filter.includes("Sources/App/Features/Feed/Cells/FeedCell.swift")
        } catch {
            try expect(!error.description.contains("\n"), "a configuration error of more than one line: \(error)")
        }
        if let baseline = try? Baseline.decode(Data(bytes), path: "baseline.json") {
            _ = baseline.newFindings([], lines: { _, _ in nil })
        }
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for suppression in Suppression.scan(text) {
            try expect(
                suppression.location.line >= 1 && suppression.location.line <= lineCount,
                "a suppression outside the text: line \(suppression.location.line) of \(lineCount)")
        }
    }
}
