import Foundation
import LeakwatchCore

/// Objective-C selectors named the way Swift imports them, so that the rules written against Swift call names
/// (`addObserver(forName:object:queue:using:)`, `scheduledTimer(withTimeInterval:repeats:block:)`) read
/// Objective-C sends unchanged.
enum SelectorNames {
    /// The base name and argument labels of a selector (`reloadData:` → `reloadData`, [nil]).
    static func swiftName(_ selector: String) -> (name: String, labels: [String?]) {
        if let known = APICatalog.importedName(ofSelector: selector) { return known }
        if let seen = Translated.shared.names(of: selector) { return seen }
        let names = translating(selector)
        Translated.shared.remember(names, for: selector)
        return names
    }

    /// Selectors already translated in this run: a code base sends the same few thousand selectors in every file.
    private final class Translated: @unchecked Sendable {
        static let shared = Translated()
        private let lock = NSLock()
        private var table: [String: (name: String, labels: [String?])] = [:]

        func names(of selector: String) -> (name: String, labels: [String?])? {
            lock.withLock { table[selector] }
        }

        func remember(_ names: (name: String, labels: [String?]), for selector: String) {
            lock.withLock { table[selector] = names }
        }
    }

    private static func translating(_ selector: String) -> (name: String, labels: [String?]) {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard let first = pieces.first else { return (selector, []) }
        let rest = pieces.dropFirst().map { $0.isEmpty ? nil : Optional($0) }
        if let (base, label) = splitPreposition(first) { return (base, [label] + rest) }
        return (first, [nil] + rest)
    }

    /// The selector up to its first colon: `initRendererWithTracks:` → `initRendererWithTracks`.
    static func firstPiece(_ selector: String) -> String { String(selector.prefix { $0 != ":" }) }

    /// The name of a method declared or called with this selector: its first piece (`init…` is `init`, and
    /// `dealloc` is Swift's `deinit`, where lifecycle rules look for removals).
    static func methodName(_ selector: String) -> String {
        let first = firstPiece(selector)
        if first == "dealloc" { return "deinit" }
        if first == "init" || (first.hasPrefix("init") && first.dropFirst(4).first?.isUppercase == true) {
            return "init"
        }
        return first
    }

    /// The labels of an initializer sent to `[X alloc]`: `initWithCompletionBlock:` is `X(completionBlock:)`.
    static func initializerLabels(_ selector: String) -> [String?] {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard let first = pieces.first else { return [] }
        var label: String? = nil
        if first.hasPrefix("initWith"), first.count > 8 {
            let rest = first.dropFirst(8)
            label = (rest.first.map { String($0).lowercased() } ?? "") + rest.dropFirst()
        }
        return [label] + pieces.dropFirst().map { $0.isEmpty ? nil : Optional($0) }
    }

    /// `animateWithDuration` → (`animate`, `withDuration`), `enumerateObjectsUsingBlock` → (`enumerateObjects`, `usingBlock`).
    private static func splitPreposition(_ piece: String) -> (String, String)? {
        for word in ["With", "Using", "For"] {
            guard let range = piece.range(of: word), range.lowerBound > piece.startIndex,
                piece[range.upperBound...].first?.isUppercase == true
            else { continue }
            let label = word.lowercased() + piece[range.upperBound...]
            return (String(piece[..<range.lowerBound]), label)
        }
        return nil
    }
}
