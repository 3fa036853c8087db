import Foundation

/// A check that reads facts and the project index and reports findings. Rules never see syntax.
package protocol Rule: Sendable {
    var description: RuleDescription { get }
    func check(_ file: FileFacts, index: ProjectIndex) -> [Finding]
}

/// What a rule is, for `leakwatch rules`, the README and the catalogue test.
package struct RuleDescription: Hashable, Sendable {
    /// Stable kebab-case id, part of the output contract.
    package var id: String
    package var summary: String
    package var rationale: String
    package var defaultSeverity: Severity
    package var languages: [Language]
    /// A short snippet that fires, and its corrected form that stays silent.
    package var firingExample: String
    package var silentExample: String
    /// The harm is registrations that pile up each time the code runs (a registration in `viewWillAppear`, a timer
    /// stored over a live one), not an object kept alive: an object that lives as long as the app does not make it
    /// harmless, so its findings keep their severity there (test and debug-only code still make them notes).
    package var harmIsRepetition = false

    package init(
        id: String, summary: String, rationale: String, defaultSeverity: Severity, languages: [Language],
        firingExample: String, silentExample: String, harmIsRepetition: Bool = false
    ) {
        self.harmIsRepetition = harmIsRepetition
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.languages = languages
        self.firingExample = firingExample
        self.silentExample = silentExample
    }
}

extension Rule {
    static func oneLine(_ text: String) -> String { text.onOneLine }

    /// A finding of this rule at its default severity. The message says what leaks, then the advice:
    /// `closure passed to 'sink' captures 'self' strongly …; capture [weak self]`, both said in the words of
    /// the file's language (`Wording`).
    /// When `self` lives as long as the app (`index` says so), the message says it and the finding is a note;
    /// not when the cycle is an object's of its own that `self` does not keep (`selfKeepsTheCycle` false): then
    /// the lifetime of that object's type (`objectType`) counts. Nor when the harm is a registration made again
    /// and again while `self` lives (`repeats`, or the rule's `harmIsRepetition`).
    package func finding(
        in file: FileFacts, at location: SourceLocation, _ problem: Phrase, advice: Phrase?,
        remedy: Remedy? = nil, context: SelfContext? = nil, index: ProjectIndex? = nil, selfKeepsTheCycle: Bool = true,
        objectType: String? = nil, repeats: Bool = false
    ) -> Finding {
        let ownLifetime =
            description.harmIsRepetition || repeats ? nil : context?.typeName.flatMap { index?.appLifetime(of: $0) }
        // An object of its own that `self` does not keep lives on apart from it; in a test case's code, though, it
        // is test code all the same.
        let objectLifetime =
            selfKeepsTheCycle || ownLifetime?.isTestCase == true
            ? ownLifetime : objectType.flatMap { index?.appLifetime(of: $0) }
        let lifetime =
            objectLifetime
            ?? AppLifetime.testFolder(of: file.path).map(AppLifetime.testCode)
            ?? context?.debugOnlyCondition.map(AppLifetime.debugOnly)
            ?? index?.options.unbuiltFiles[file.path].map(AppLifetime.notBuilt)
        let wording = Wording(file.language, catalog: index?.options.catalog ?? .builtIn)
        let phrase = lifetime.map { problem + "; \($0.phrase)" } ?? problem
        var problem = wording.say(phrase)
        var advice = advice.map(wording.say)
        // Code quoted in a message (a key path written across lines in broken code) stays on one line.
        problem = Self.oneLine(problem)
        advice = advice.map(Self.oneLine)
        var finding = Finding(
            ruleID: description.id, severity: description.defaultSeverity, file: file.path, location: location,
            problem: problem, context: context?.declarationPath, advice: advice, remedy: remedy)
        finding.livesForApp = lifetime != nil
        return finding
    }
}

extension String {
    /// The text with every line break and the spaces around it made one space: code quoted in a message (a key
    /// path written across lines in broken code) stays on one line.
    package var onOneLine: String {
        guard contains(where: \.isNewline) else { return self }
        return split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }
}
