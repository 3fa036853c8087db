import LeakwatchCore
import Yams

/// Walks the YAML tree key by key; anything unknown or of the wrong type is an error at its own position.
struct NodeReader {
    let path: String
    let knownRuleIDs: Set<String>

    static let topLevelKeys = [
        "included", "excluded", "rules", "minimum_deployment_target", "apis", "retaining_apis", "observer_pairs",
        "fail_on", "app_lifetime", "async_sequences", "swift_version", "objc_macros",
    ]

    mutating func read(_ root: Node, into configuration: inout Configuration) throws(ConfigurationError) {
        for (key, value) in try mapping(root, what: "the configuration") {
            switch try string(key) {
            case "included": configuration.included = try globs(value)
            case "excluded": configuration.excluded = try globs(value)
            case "rules": configuration.ruleSettings = try rules(value)
            case "minimum_deployment_target":
                let text = try string(value)
                guard let target = DeploymentTarget(text) else {
                    throw error(
                        at: value, "'\(text)' is not a deployment target; write for example 'iOS 12' or 'macOS 10.13'")
                }
                configuration.minimumDeploymentTarget = target
            case "apis": configuration.apis += try apiEntries(value)
            case "retaining_apis": configuration.apis += try retainingAPIs(value)
            case "observer_pairs": configuration.apis += try observerPairs(value)
            case "app_lifetime":
                switch try string(value) {
                case "note": configuration.appLifetimeFindingsAreNotes = true
                case "full": configuration.appLifetimeFindingsAreNotes = false
                case let other:
                    throw error(at: value, "'app_lifetime' must be note or full, not '\(other)'")
                }
            case "async_sequences": configuration.asyncSequences = try asyncSequences(value)
            case "objc_macros": configuration.objcMacros = try objcMacros(value)
            case "swift_version":
                let text = try string(value)
                guard let version = Configuration.languageVersion(text) else {
                    throw error(at: value, "'\(text)' is not a Swift version; write for example '5.6' or '6.0'")
                }
                configuration.swiftVersion = version
            case "fail_on":
                let text = try string(value)
                guard let failOn = Configuration.FailOn(rawValue: text) else {
                    throw error(at: value, "'fail_on' must be one of note, warning, error, never")
                }
                configuration.failOn = failOn
            case let unknown:
                throw error(at: key, "unknown key '\(unknown)'" + suggestion(unknown, among: Self.topLevelKeys))
            }
        }
    }

    private func rules(_ node: Node) throws(ConfigurationError) -> [String: RuleSetting] {
        var settings: [String: RuleSetting] = [:]
        for (key, value) in try mapping(node, what: "'rules'") {
            let id = try string(key)
            guard knownRuleIDs.contains(id) else {
                throw error(at: key, "unknown rule '\(id)'" + suggestion(id, among: knownRuleIDs.sorted()))
            }
            for (settingKey, settingValue) in try mapping(value, what: "rule '\(id)'") {
                guard try string(settingKey) == "severity" else {
                    throw error(
                        at: settingKey,
                        "unknown key '\(try string(settingKey))' for rule '\(id)'; only 'severity' is allowed")
                }
                let text = try string(settingValue)
                if text == "off" {
                    settings[id] = .off
                } else if let severity = Severity(rawValue: text) {
                    settings[id] = .severity(severity)
                } else {
                    throw error(at: settingValue, "severity must be error, warning, note or off, not '\(text)'")
                }
            }
        }
        return settings
    }

    private func asyncSequences(_ node: Node) throws(ConfigurationError) -> [AsyncSequenceEntry] {
        let roles = AsyncSequenceEntry.Role.allCases.map(\.rawValue)
        return try sequence(node, what: "'async_sequences'").map { (item) throws(ConfigurationError) in
            var name: String?
            var label: String?
            var role: AsyncSequenceEntry.Role?
            for (key, value) in try mapping(item, what: "an async sequence") {
                switch try string(key) {
                case "name": name = try string(value)
                case "label": label = try string(value)
                case "role":
                    let text = try string(value)
                    guard let known = AsyncSequenceEntry.Role(rawValue: text) else {
                        throw error(at: value, "'role' must be one of \(roles.joined(separator: ", "))")
                    }
                    role = known
                case let unknown:
                    throw error(
                        at: key,
                        "unknown key '\(unknown)' in an async sequence"
                            + suggestion(unknown, among: ["name", "label", "role"]))
                }
            }
            guard let name else { throw error(at: item, "an async sequence needs a 'name'") }
            guard let role else { throw error(at: item, "an async sequence needs a 'role'") }
            let display = label.map { "\(name)(\($0):)" } ?? name
            return AsyncSequenceEntry(name: name, label: label, role: role, display: display)
        }
    }

    private func globs(_ node: Node) throws(ConfigurationError) -> [Glob] {
        try sequence(node, what: "a list of globs").map { (item) throws(ConfigurationError) -> Glob in
            let text = try string(item)
            let glob: Result<Glob, GlobError> = Result { () throws(GlobError) in try Glob(text) }
            switch glob {
            case .success(let glob): return glob
            case .failure(let failure): throw error(at: item, "bad glob: \(failure.reason)")
            }
        }
    }

    // MARK: Typed access, each failure at the node's own position

    func mapping(_ node: Node, what: String) throws(ConfigurationError) -> [(Node, Node)] {
        guard case .mapping(let mapping) = node else {
            throw error(at: node, "\(what) must be a mapping of keys to values")
        }
        return mapping.map { ($0.key, $0.value) }
    }

    func sequence(_ node: Node, what: String) throws(ConfigurationError) -> [Node] {
        guard case .sequence(let sequence) = node else { throw error(at: node, "\(what) must be a list") }
        return Array(sequence)
    }

    func string(_ node: Node) throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node else {
            throw error(at: node, "expected a single value, not a list or mapping")
        }
        return scalar.string
    }

    func bool(_ node: Node) throws(ConfigurationError) -> Bool {
        switch try string(node) {
        case "true", "yes": return true
        case "false", "no": return false
        case let other: throw error(at: node, "expected true or false, not '\(other)'")
        }
    }

    func error(at node: Node, _ reason: String) -> ConfigurationError {
        ConfigurationError(path: path, line: node.mark?.line, column: node.mark?.column, reason: reason)
    }

    /// "; did you mean 'included'?" when a known key is one or two edits away.
    func suggestion(_ word: String, among candidates: [String]) -> String {
        let close = candidates.min { Self.distance($0, word) < Self.distance($1, word) }
        guard let close, Self.distance(close, word) <= 2 else { return "" }
        return "; did you mean '\(close)'?"
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
