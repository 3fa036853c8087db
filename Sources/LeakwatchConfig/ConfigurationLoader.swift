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

    package func load(path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else { throw ConfigurationError(path: path, reason: "cannot read the configuration file") }
        return try parse(text, path: path)
    }

    package func parse(_ text: String, path: String) throws(ConfigurationError) -> Configuration {
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
