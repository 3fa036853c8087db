import LeakwatchCore
import Yams

/// Catalogue entries from `.leakwatch.yml`: `apis` gives every field of an entry; `retaining_apis` and
/// `observer_pairs`, the older keys, give a few and keep working.
extension NodeReader {
    static let apiKeys = [
        "name", "labels", "callback", "selector", "role", "keeps", "token_type", "on_discard", "removal", "pairing",
        "literal",
        "title", "framework", "note",
    ]

    func apiEntries(_ node: Node) throws(ConfigurationError) -> [APIEntry] {
        try sequence(node, what: "'apis'").map { (item) throws(ConfigurationError) in try apiEntry(item) }
    }

    private func apiEntry(_ item: Node) throws(ConfigurationError) -> APIEntry {
        var entry = APIEntry("", role: .register, framework: "project", note: "from the configuration")
        var pairing: ObserverPair.Match?
        for (key, value) in try mapping(item, what: "an API entry") {
            switch try string(key) {
            case "name": entry.name = try string(value)
            case "labels": entry.labels = try strings(value).filter { $0 != "_" }
            case "callback": entry.callback = try string(value)
            case "selector": entry.selector = try string(value)
            case "role": entry.role = try choice(value, "role", APIEntry.Role.init(rawValue:), APIEntry.Role.allCases)
            case "keeps": entry.keeping = try keeping(value, name: entry.name)
            case "token_type": entry.tokenType = try string(value)
            case "on_discard":
                entry.onDiscard = try choice(
                    value, "on_discard", APIEntry.OnDiscard.init(rawValue:),
                    [.neverRemoved, .stopsAtOnce, .cancelledAtOnce, .neverDisposed])
            case "removal": entry.removal = try string(value)
            case "pairing":
                pairing = try choice(
                    value, "pairing", ObserverPair.Match.init(rawValue:),
                    [.sameReceiver, .selfArgument, .token, .sameName])
            case "literal": entry.literal = try literal(value)
            case "title": entry.title = try string(value)
            case "framework": entry.framework = try string(value)
            case "note": entry.note = try string(value)
            case let unknown:
                throw error(
                    at: key, "unknown key '\(unknown)' in an API entry" + suggestion(unknown, among: Self.apiKeys))
            }
        }
        guard !entry.name.isEmpty else { throw error(at: item, "an API entry needs a 'name'") }
        if let pairing {
            guard let removal = entry.removal else { throw error(at: item, "'pairing' needs a 'removal'") }
            // A trailing closure stands for the callback's label, so the pairing does not require it.
            entry.pairing = ObserverPair(
                add: entry.name, remove: removal, match: pairing,
                requiredLabels: entry.labels.filter { $0 != entry.callback })
        }
        return entry
    }

    private func keeping(_ node: Node, name: String) throws(ConfigurationError) -> APIEntry.Keeping {
        switch try string(node) {
        case "until-removed":
            return .untilRemoved(reason: "\(code: name) keeps the \(.closure) until the registration is undone")
        case "by-token": return .byToken
        case "by-receiver": return .byReceiver
        case "for-process": return .forProcess
        case let other:
            throw error(at: node, "'keeps' must be until-removed, by-token, by-receiver or for-process, not '\(other)'")
        }
    }

    private func literal(_ node: Node) throws(ConfigurationError) -> APIEntry.LiteralArgument {
        var label: String?
        var value: Bool?
        for (key, item) in try mapping(node, what: "'literal'") {
            switch try string(key) {
            case "label": label = try string(item)
            case "value": value = try bool(item)
            case let unknown: throw error(at: key, "unknown key '\(unknown)' in 'literal'; only 'label' and 'value'")
            }
        }
        guard let label, let value else { throw error(at: node, "'literal' needs a 'label' and a 'value'") }
        return APIEntry.LiteralArgument(label: label, value: value)
    }

    private func choice<T>(
        _ node: Node, _ key: String, _ make: (String) -> T?, _ all: [T]
    ) throws(ConfigurationError) -> T where T: RawRepresentable, T.RawValue == String {
        let text = try string(node)
        guard let value = make(text) else {
            throw error(
                at: node, "'\(key)' must be one of \(all.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
        }
        return value
    }

    private func strings(_ node: Node) throws(ConfigurationError) -> [String] {
        try sequence(node, what: "a list").map { (item) throws(ConfigurationError) in try string(item) }
    }

    /// `retaining_apis: [{name, labels, returns_token}]`.
    func retainingAPIs(_ node: Node) throws(ConfigurationError) -> [APIEntry] {
        try sequence(node, what: "'retaining_apis'").map { (item) throws(ConfigurationError) -> APIEntry in
            var name: String?
            var labels: [String] = []
            var callback: String?
            var returnsToken = false
            for (key, value) in try mapping(item, what: "a retaining API") {
                switch try string(key) {
                case "name": name = try string(value)
                case "labels": labels = try strings(value)
                case "callback": callback = try string(value)
                case "returns_token": returnsToken = try bool(value)
                case let unknown:
                    throw error(
                        at: key,
                        "unknown key '\(unknown)' in a retaining API"
                            + suggestion(unknown, among: ["name", "labels", "callback", "returns_token"]))
                }
            }
            guard let name else { throw error(at: item, "a retaining API needs a 'name'") }
            let keeping: APIEntry.Keeping =
                returnsToken
                ? .byToken
                : .untilRemoved(reason: "\(code: name) keeps the \(.closure) until the registration is undone")
            var entry = APIEntry(
                name, labels: labels.filter { $0 != "_" }, role: .register, keeping: keeping, framework: "project",
                note: "from 'retaining_apis'")
            entry.callback = callback
            return entry
        }
    }

    /// `observer_pairs: [{add, remove, match}]`.
    func observerPairs(_ node: Node) throws(ConfigurationError) -> [APIEntry] {
        try sequence(node, what: "'observer_pairs'").map { (item) throws(ConfigurationError) -> APIEntry in
            var add: String?
            var remove: String?
            var match = ObserverPair.Match.sameReceiver
            for (key, value) in try mapping(item, what: "an observer pair") {
                switch try string(key) {
                case "add": add = try string(value)
                case "remove": remove = try string(value)
                case "match":
                    let text = try string(value)
                    guard let parsed = ObserverPair.Match(rawValue: text) else {
                        throw error(
                            at: value, "'match' must be same_receiver, self_argument, token or same_name, not '\(text)'"
                        )
                    }
                    match = parsed
                case let unknown:
                    throw error(
                        at: key,
                        "unknown key '\(unknown)' in an observer pair"
                            + suggestion(unknown, among: ["add", "remove", "match"]))
                }
            }
            guard let add, let remove else { throw error(at: item, "an observer pair needs 'add' and 'remove'") }
            return APIEntry(
                add, role: .register, removal: remove, framework: "project",
                pairing: ObserverPair(add: add, remove: remove, match: match), note: "from 'observer_pairs'")
        }
    }
}
