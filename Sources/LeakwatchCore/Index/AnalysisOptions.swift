/// Settings that change what the rules report; a configuration file sets them (defaults are modern).
package struct AnalysisOptions: Sendable {
    /// The oldest OS the project supports, as configured, else the default for files no Xcode target compiles
    /// (`deploymentTarget(ofFile:)`). Before iOS 9 and macOS 10.11 the system did not remove selector-based
    /// NotificationCenter observers of a released object.
    package var minimumDeploymentTarget: DeploymentTarget
    /// Per-rule severity from the configuration; a rule that is `off` does not run.
    package var ruleSettings: [String: RuleSetting]
    /// Every API the analysis knows: the built-in entries and those of the configuration.
    package var catalog: APICatalog
    /// Findings whose cycle runs only through objects that live as long as the app are notes (the default);
    /// `app_lifetime: full` in the configuration keeps their rule's severity.
    package var appLifetimeFindingsAreNotes = true
    /// Reports suppressions that suppress nothing (`unused-suppression`).
    package var strict: Bool
    /// Sequence sources and operators of the project or its libraries, in addition to the built-in ones.
    package var extraAsyncSequences: [AsyncSequenceEntry] = []
    /// The controllers of the app's main storyboard that live as long as the app (`MainInterface`), read from the
    /// tree's storyboards and Info.plist files by the analysis.
    package var interfaceRoots: [InterfaceRoot] = []
    /// Source files in the folder of an Xcode project that no target of the tree's projects builds, with that
    /// project's name (`XcodeTargets`): their findings are notes.
    package var unbuiltFiles: [String: String] = [:]
    /// True when the configuration names the deployment target: it then holds for every file.
    package var deploymentTargetIsConfigured = false
    /// The deployment target of each file an Xcode project of the tree builds, from the project's build settings
    /// (`XcodeTargets`), read by the analysis.
    package var projectDeploymentTargets: [String: DeploymentTarget] = [:]

    /// The oldest OS the file is built for: the configured target, else the one of the project that builds the
    /// file, else the default.
    package func deploymentTarget(ofFile path: String) -> DeploymentTarget {
        if deploymentTargetIsConfigured { return minimumDeploymentTarget }
        return projectDeploymentTargets[path] ?? minimumDeploymentTarget
    }

    package init(
        minimumDeploymentTarget: DeploymentTarget = DeploymentTarget(platform: .iOS, major: 15, minor: 0),
        ruleSettings: [String: RuleSetting] = [:], catalog: APICatalog = .builtIn, strict: Bool = false
    ) {
        self.minimumDeploymentTarget = minimumDeploymentTarget
        self.ruleSettings = ruleSettings
        self.catalog = catalog
        self.strict = strict
    }

    /// Every sequence entry: the built-in table and the configured ones.
    package var asyncSequences: [AsyncSequenceEntry] { AsyncSequences.known + extraAsyncSequences }
}

/// What the configuration says of one rule.
package enum RuleSetting: Hashable, Sendable {
    case off
    case severity(Severity)
}

package struct DeploymentTarget: Hashable, Sendable, CustomStringConvertible {
    package enum Platform: String, Hashable, Sendable {
        case iOS, macOS, tvOS, watchOS
    }

    package var platform: Platform
    package var major: Int
    package var minor: Int

    package init(platform: Platform, major: Int, minor: Int) {
        self.platform = platform
        self.major = major
        self.minor = minor
    }

    /// Reads `iOS 12`, `macOS 10.13`; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let platform = Platform(rawValue: String(parts[0])) else { return nil }
        let numbers = parts[1].split(separator: ".").compactMap { Int($0) }
        guard let major = numbers.first else { return nil }
        self.init(platform: platform, major: major, minor: numbers.dropFirst().first ?? 0)
    }

    /// True when the system removes selector-based observers of released objects by itself.
    package var removesSelectorObservers: Bool {
        switch platform {
        case .iOS, .tvOS: major >= 9
        case .macOS: (major, minor) >= (10, 11) || major >= 11
        case .watchOS: true
        }
    }

    /// True when an object observed with KVO may go while observers are still registered with it (iOS 11,
    /// macOS 10.13): KVO then lets them go instead of raising an exception.
    package var releasesObserversOfDeallocatedObjects: Bool {
        let (first, firstMinor) = Self.kvoReleasingVersion(of: platform)
        return (major, minor) >= (first, firstMinor)
    }

    /// The first version of each platform whose KVO lets the observers of an object that goes go with it, as
    /// messages name it (`iOS 11`, `macOS 10.13`).
    package var kvoReleasingVersion: String {
        let (first, firstMinor) = Self.kvoReleasingVersion(of: platform)
        return "\(platform.rawValue) \(first)" + (firstMinor > 0 ? ".\(firstMinor)" : "")
    }

    private static func kvoReleasingVersion(of platform: Platform) -> (Int, Int) {
        switch platform {
        case .iOS, .tvOS: (11, 0)
        case .macOS: (10, 13)
        case .watchOS: (4, 0)
        }
    }

    package var description: String { "\(platform.rawValue) \(major).\(minor)" }

    /// Of several targets, the one whose system does least for the observers left behind (selector observers not
    /// removed, then KVO observers of an object that goes), then the lowest version; the first of equals.
    package static func oldest(_ targets: [DeploymentTarget]) -> DeploymentTarget? {
        func rank(_ target: DeploymentTarget) -> Int {
            (target.removesSelectorObservers ? 2 : 0) + (target.releasesObserversOfDeallocatedObjects ? 1 : 0)
        }
        return targets.enumerated().min { first, second in
            let (a, b) = (first.element, second.element)
            if rank(a) != rank(b) { return rank(a) < rank(b) }
            if a.platform == b.platform, (a.major, a.minor) != (b.major, b.minor) {
                return (a.major, a.minor) < (b.major, b.minor)
            }
            return first.offset < second.offset
        }?.element
    }
}
