import LeakwatchCore

/// What a `.leakwatch.yml` says, already checked: every key known, every value of the right type.
package struct Configuration: Sendable {
    package var included: [Glob] = []
    package var excluded: [Glob] = []
    package var ruleSettings: [String: RuleSetting] = [:]
    package var minimumDeploymentTarget: DeploymentTarget?
    /// Entries for the API catalogue (`apis`, and the older `retaining_apis` and `observer_pairs`).
    package var apis: [APIEntry] = []
    /// Findings in objects that live as long as the app are notes; false keeps their rule's severity.
    package var appLifetimeFindingsAreNotes: Bool?
    package var asyncSequences: [AsyncSequenceEntry] = []
    /// Macros for the Objective-C front end (`objc_macros`), rows of the catalogue's schema.
    package var objcMacros: [ObjCMacro] = []
    /// The project's Swift language version (`swift_version: "5.6"`), for the form of the fixes.
    package var swiftVersion: (major: Int, minor: Int)?
    /// The lowest severity that fails the run, or nil for `never`.
    package var failOn: FailOn?
    /// The file it was read from, nil for the defaults.
    package var path: String?

    package init() {}

    package enum FailOn: String, Sendable, CaseIterable {
        case note, warning, error, never
    }

    /// The analysis options this configuration sets over the defaults.
    package func apply(to options: inout AnalysisOptions) {
        if let minimumDeploymentTarget {
            options.minimumDeploymentTarget = minimumDeploymentTarget
            options.deploymentTargetIsConfigured = true
        }
        options.ruleSettings.merge(ruleSettings) { _, configured in configured }
        options.catalog = options.catalog.adding(apis)
        if let appLifetimeFindingsAreNotes { options.appLifetimeFindingsAreNotes = appLifetimeFindingsAreNotes }
        options.extraAsyncSequences += asyncSequences
    }

    /// `5`, `5.6` or `5.10.1` as a major and minor version; nil for anything else.
    package static func languageVersion(_ text: String) -> (major: Int, minor: Int)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), let major = parts[0], !parts.contains(nil) else { return nil }
        return (major, parts.count > 1 ? (parts[1] ?? 0) : 0)
    }

    /// The name leakwatch looks for in the analyzed folder.
    package static let fileName = ".leakwatch.yml"
}

/// A configuration that cannot be used, with the place of the problem; the run stops with status 2.
package struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var line: Int?
    package var column: Int?
    package var reason: String
    /// The file is no configuration at all (binary, oversized, nested beyond any real one), as opposed to a
    /// configuration with a mistake at a place: the run can go on with the defaults without guessing intent.
    package var notAConfiguration = false

    package var description: String {
        var place = path
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return "\(place): \(reason)"
    }
}
