import Foundation
import LeakwatchCore
import Yams

/// Reads `.leakwatch.yml` with Yams' node API, so that every error can name the line and column of the bad key.
package struct ConfigurationLoader: Sendable {
    /// Rule ids the configuration may name under `rules`.
    package var knownRuleIDs: Set<String>

    package init(knownRuleIDs: Set<String>) {
        self.knownRuleIDs = knownRuleIDs
    }

    /// Far above any real configuration (a few kilobytes), far below what would take the memory of the run.
    package static let maximumBytes = 1 << 20

    package func load(path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, reason: "cannot read the configuration file")
        }
        guard data.count <= Self.maximumBytes else {
            throw ConfigurationError(
                path: path, reason: "\(data.count) bytes, larger than the \(Self.maximumBytes >> 20) MB a configuration may take",
                notAConfiguration: true)
        }
        guard let text = String(validating: data, as: UTF8.self), !data.contains(0) else {
            throw ConfigurationError(
                path: path, reason: "not UTF-8 text; a configuration is YAML", notAConfiguration: true)
        }
        return try parse(text, path: path)
    }

    package func parse(_ text: String, path: String) throws(ConfigurationError) -> Configuration {
        if let place = NestingCheck.tooDeep(text) {
            throw ConfigurationError(
                path: path, line: place.line, column: place.column,
                reason: "YAML nested deeper than \(NestingCheck.maximumDepth) levels; a configuration needs a few",
                notAConfiguration: true)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.syntaxError(error, path: path)
        } catch {
            throw ConfigurationError(path: path, reason: "not valid YAML")
        }
        var configuration = Configuration()
        configuration.path = path
        guard let root else { return configuration }
        var reader = NodeReader(path: path, knownRuleIDs: knownRuleIDs)
        try reader.read(root, into: &configuration)
        return configuration
    }

    private static func syntaxError(_ error: YamlError, path: String) -> ConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return ConfigurationError(
                path: path, line: mark.line, column: mark.column, reason: "invalid YAML: \(problem)")
        default:
            return ConfigurationError(path: path, reason: "invalid YAML")
        }
    }
}
