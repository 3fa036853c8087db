import LeakwatchConfig
import LeakwatchCore
import Testing

/// `.leakwatch.yml`: every key read, every mistake reported at its line and column.
struct ConfigurationTests {
    let loader = ConfigurationLoader(knownRuleIDs: ["strong-self-capture", "lifecycle-mismatch", "unused-suppression"])

    /// `keeps:` names each way a call keeps its callback as README lists them; another word is an error at its
    /// place that lists the four.
    @Test func keepsReadsEveryWayOfKeeping() throws {
        let configuration = try loader.parse(
            """
            apis:
              - name: observeEvents
                keeps: until-removed
              - name: watch
                keeps: by-token
              - name: onChange
                keeps: by-receiver
              - name: registerForever
                keeps: for-process
            """, path: ".leakwatch.yml")
        let keeping = configuration.apis.map(\.keeping)
        #expect(keeping.count == 4)
        if case .untilRemoved? = keeping.first ?? nil {} else { Issue.record("until-removed: \(keeping)") }
        #expect(Array(keeping.dropFirst()) == [.byToken, .byReceiver, .forProcess])
        #expect {
            try loader.parse("apis:\n  - name: watch\n    keeps: by-tokens\n", path: ".leakwatch.yml")
        } throws: { error in
            "\(error)".contains(".leakwatch.yml:3:12")
                && "\(error)".contains("until-removed, by-token, by-receiver or for-process, not 'by-tokens'")
        }
    }

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
            swift_version: 5.6
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
        #expect(configuration.swiftVersion.map { [$0.major, $0.minor] } == [5, 6])
    }

    @Test func apiEntriesGiveEveryFieldOfTheCatalogue() throws {
        let configuration = try loader.parse(
            """
            apis:
              - name: observeEvents
                labels: [handler]
                selector: "observeEvents:handler:"
                role: register
                keeps: until-removed
                token_type: EventToken
                on_discard: never-removed
                removal: stopObserving
                pairing: token
                literal: {label: repeats, value: true}
                framework: EventKit
                note: keeps the handler until stopped
            """, path: ".leakwatch.yml")
        let entry = try #require(configuration.apis.first)
        #expect(
            entry.name == "observeEvents" && entry.labels == ["handler"] && entry.selector == "observeEvents:handler:")
        #expect(entry.role == .register && entry.tokenType == "EventToken" && entry.onDiscard == .neverRemoved)
        #expect(entry.pairing?.remove == "stopObserving" && entry.pairing?.match == .token)
        #expect(entry.literal == APIEntry.LiteralArgument(label: "repeats", value: true))
        if case .untilRemoved? = entry.keeping {} else { Issue.record("keeps: \(String(describing: entry.keeping))") }
        var options = AnalysisOptions()
        configuration.apply(to: &options)
        #expect(options.catalog.entries(named: "observeEvents").count == 1)
        #expect(options.catalog.observerPairs.contains { $0.add == "observeEvents" })
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
            ("apis:\n  - labels: [a]\n", 2, 5, "an API entry needs a 'name'"),
            ("apis:\n  - name: watch\n    role: watcher\n", 3, 11, "'role' must be one of register"),
            ("apis:\n  - name: watch\n    keeps: forever\n", 3, 12, "'keeps' must be until-removed"),
            ("apis:\n  - name: watch\n    pairing: token\n", 2, 5, "'pairing' needs a 'removal'"),
            (
                "apis:\n  - name: watch\n    removl: stop\n", 3, 5,
                "unknown key 'removl' in an API entry; did you mean 'removal'?"
            ),
            ("app_lifetime: sometimes\n", 1, 15, "'app_lifetime' must be note or full"),
            ("swift_version: five\n", 1, 16, "'five' is not a Swift version"),
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
        // A `*` that must give back characters it took: the match backs up to the last `*`.
        ("*View*Controller.swift", "FeedViewViewController.swift", true),
        ("*View*Controller.swift", "FeedViewController.swift.orig", false),
        ("*a*b?", "xaybzbc", true),
        ("*a*b?", "xaybzb", false),
        ("[ab]*[cd]", "bxxd", true),
        ("[ab]*[cd]", "bxxe", false),
        ("*.m", "Ünïcødé.m", true),
        ("?.m", "é.m", true),
        ("**/*Tests/**", "App/FeedTests/Mocks/A.swift", true),
        ("./App/*.swift", "App/A.swift", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) throws {
        #expect(try Glob(pattern).matches(path) == expected)
    }
}
