import Foundation

/// One problem found in one file, as every reporter prints it.
package struct Finding: Hashable, Sendable, Comparable {
    package var ruleID: String
    package var severity: Severity
    /// The path as the user should see it: relative to the current folder when inside it.
    package var file: String
    package var location: SourceLocation
    package var message: String
    package var notes: [Note]
    /// The declaration the finding stands in (`FeedViewController.viewDidLoad`): baselines match on it, not on
    /// line numbers.
    package var context: String?
    /// How to fix it in words (`capture [weak self]`); the message ends with it.
    package var advice: String?
    /// The same fix as edits, when it is mechanical.
    package var fix: Fix?
    /// Where the closure the advice speaks of starts (the one that is kept), when it is not the innermost
    /// closure around `location`: a fixer edits that closure.
    package var closure: SourceLocation?
    /// The cycle runs only through objects that live as long as the app: reported as a note unless the
    /// configuration says otherwise.
    package var livesForApp = false

    package init(
        ruleID: String, severity: Severity, file: String, location: SourceLocation, message: String,
        notes: [Note] = [], context: String? = nil, advice: String? = nil, fix: Fix? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
        self.notes = notes
        self.context = context
        self.advice = advice
        self.fix = fix
    }

    /// A secondary location that explains a finding ("registered here").
    package struct Note: Hashable, Sendable {
        package var file: String
        package var location: SourceLocation
        package var message: String

        package init(file: String, location: SourceLocation, message: String) {
            self.file = file
            self.location = location
            self.message = message
        }
    }

    /// Findings sort by file, line, column and rule so that output is deterministic.
    package static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
