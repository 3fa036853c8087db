import Foundation

/// One problem found in one file, as every reporter prints it.
package struct Finding: Hashable, Sendable, Comparable {
    package var ruleID: String
    package var severity: Severity
    /// The path as the user should see it: relative to the current folder when inside it.
    package var file: String
    package var location: SourceLocation
    /// What leaks, without the advice.
    package var problem: String
    /// The whole text users read: the problem, then the advice.
    package var message: String { advice.map { "\(problem); \($0)" } ?? problem }
    package var notes: [Note]
    /// The declaration the finding stands in (`FeedViewController.viewDidLoad`): baselines match on it, not on
    /// line numbers.
    package var context: String?
    /// How to fix it in words (`capture [weak self]`); the message ends with it.
    package var advice: String?
    /// The same advice as a value, for the fixers; nil when the fix is left to the user.
    package var remedy: Remedy?
    /// The same fix as edits, when it is mechanical.
    package var fix: Fix?
    /// Where the closure the advice speaks of starts (the one that is kept), when it is not the innermost
    /// closure around `location`: a fixer edits that closure.
    package var closure: SourceLocation?
    /// The cycle runs only through objects that live as long as the app: reported as a note unless the
    /// configuration says otherwise.
    package var livesForApp = false
    /// The registration call the finding is about, so that one leak reported by several rules is reported once.
    package var registration: RegistrationMark?
    /// The findings of other rules about the same registration that this one speaks for. A fix of this
    /// finding may leave them standing, as they were before the merge.
    package var absorbed: [Finding] = []
    /// What keeps the leak alive, step by step, for reporters that show it (empty when the rule has no chain
    /// to tell, as for a suppression that matches nothing).
    package var path = LeakPath([])

    package init(
        ruleID: String, severity: Severity, file: String, location: SourceLocation, problem: String,
        notes: [Note] = [], context: String? = nil, advice: String? = nil, remedy: Remedy? = nil, fix: Fix? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.file = file
        self.location = location
        self.problem = problem
        self.notes = notes
        self.context = context
        self.advice = advice
        self.remedy = remedy
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
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        // Ties (the same text twice, from code too broken to tell two closures apart) still sort one way
        // whatever order the threads finished in.
        return String(describing: lhs) < String(describing: rhs)
    }

    /// Sorted findings without repeats of the same rule's message at the same place: a user gains nothing
    /// from reading one finding twice.
    package static func distinct(_ sorted: [Finding]) -> [Finding] {
        var result: [Finding] = []
        result.reserveCapacity(sorted.count)
        for finding in sorted {
            if let last = result.last, last.file == finding.file, last.location == finding.location,
                last.ruleID == finding.ruleID, last.message == finding.message
            {
                continue
            }
            result.append(finding)
        }
        return result
    }
}

/// Ties a finding to the registration call it speaks of. Several rules can see one leak: a block observer
/// whose closure holds `self` strongly and whose token is thrown away is one registration, and the user gets
/// one finding for it (see `Finding.mergedPerRegistration`).
package struct RegistrationMark: Hashable, Sendable {
    /// What the finding says of the registration.
    package enum Role: Hashable, Sendable {
        /// Its callback holds `self`: the most specific finding, the one that is kept.
        case capture
        /// Its token is lost or never removed; `clause` says so inside the capture finding's message
        /// ("its token is also discarded, so the observer can never be removed").
        case token(clause: String)
    }

    /// Where the registration call's name starts.
    package var location: SourceLocation
    package var role: Role

    package init(location: SourceLocation, role: Role) {
        self.location = location
        self.role = role
    }
}
