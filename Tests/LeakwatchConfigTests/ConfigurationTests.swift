import LeakwatchConfig
import LeakwatchCore
import Testing

/// `.leakwatch.yml`: every key read, every mistake reported at its line and column.
struct ConfigurationTests {
    let loader = ConfigurationLoader(knownRuleIDs: ["strong-self-capture", "lifecycle-mismatch", "unused-suppression"])

    @Test func readsEveryKey() throws {
        let configuration = try loader.parse(
            """
            included: ["App/**", "Modules/**/*.swift"]
            excluded: ["**/Generated/**"]
            rules:
              strong-self-capture:
                severity: error
              lifecycle-mismatch:
                severity: off
            minimum_deployment_target: iOS 8
            retaining_apis:
              - name: listen
                labels: [toEvents, onEvent]
                callback: onEvent
                returns_token: true
            observer_pairs:
              - add: startTracking
                remove: stopTracking
                match: self_argument
            fail_on: error
            """, path: ".leakwatch.yml")
        #expect(configuration.included.map(\.pattern) == ["App/**", "Modules/**/*.swift"])
        #expect(configuration.excluded.map(\.pattern) == ["**/Generated/**"])
        #expect(configuration.ruleSettings["strong-self-capture"] == .severity(.error))
        #expect(configuration.ruleSettings["lifecycle-mismatch"] == .off)
        #expect(configuration.minimumDeploymentTarget == DeploymentTarget(platform: .iOS, major: 8, minor: 0))
        #expect(configuration.apis.map(\.name) == ["listen", "startTracking"])
        #expect(configuration.apis.first?.labels == ["toEvents", "onEvent"])
        #expect(configuration.apis.first?.keeping == .byToken)
        #expect(configuration.apis.last?.pairing?.remove == "stopTracking")
        #expect(configuration.apis.last?.pairing?.match == .selfArgument)
        #expect(configuration.failOn == .error)
    }

    @Test(
        arguments: [
            ("includd: [\"a\"]\n", 1, 1, "unknown key 'includd'; did you mean 'included'?"),
            ("rules:\n  strong-self-captur:\n    severity: error\n", 2, 3, "unknown rule 'strong-self-captur'"),
            (
                "rules:\n  strong-self-capture:\n    severity: loud\n", 3, 15,
                "severity must be error, warning, note or off"
            ),
            ("included: App\n", 1, 11, "a list of globs must be a list"),
            ("excluded: [\"App/[x\"]\n", 1, 12, "bad glob: unbalanced"),
            ("excluded: [\"App/**x/*.swift\"]\n", 1, 12, "'**' must be a whole path segment"),
            ("minimum_deployment_target: Android 5\n", 1, 28, "is not a deployment target"),
            ("fail_on: sometimes\n", 1, 10, "'fail_on' must be one of"),
            ("retaining_apis:\n  - labels: [a]\n", 2, 5, "needs a 'name'"),
            ("observer_pairs:\n  - add: a\n    remove: b\n    match: maybe\n", 4, 12, "'match' must be"),
            ("included: [\"a\"\n", nil, nil, "invalid YAML"),
        ] as [(String, Int?, Int?, String)])
    func badConfigurationsNameThePlace(_ text: String, _ line: Int?, _ column: Int?, _ fragment: String) {
        do {
            _ = try loader.parse(text, path: "cfg.yml")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(fragment), "\(error)")
            if let line { #expect(error.line == line, "\(error)") }
            if let column { #expect(error.column == column, "\(error)") }
            #expect(error.description.hasPrefix("cfg.yml"))
        }
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        let configuration = try loader.parse("", path: "cfg.yml")
        #expect(configuration.included.isEmpty)
        #expect(configuration.ruleSettings.isEmpty)
    }
}

/// Globs of `included`/`excluded`.
struct GlobTests {
    @Test(arguments: [
        ("**/*.swift", "App/Feed/FeedViewController.swift", true),
        ("**/*.swift", "main.swift", true),
        ("App/**", "App/Feed/A.swift", true),
        ("App/**", "Tests/A.swift", false),
        ("**/Generated/**", "App/Generated/Strings.swift", true),
        ("*.swift", "App/A.swift", false),
        ("App/*.swift", "App/A.swift", true),
        ("App/?.swift", "App/AB.swift", false),
        ("App/[AB].swift", "App/B.swift", true),
        ("Pods", "Pods/Alamofire/Source.swift", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) throws {
        #expect(try Glob(pattern).matches(path) == expected)
    }
}
