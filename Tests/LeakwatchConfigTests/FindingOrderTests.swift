import LeakwatchCore
import Testing

/// Reports list findings in one order whatever order the threads finished in, and never one finding twice.
struct FindingOrderTests {
    func finding(_ message: String, context: String?) -> Finding {
        Finding(
            ruleID: "strong-self-capture", severity: .warning, file: "A.swift",
            location: SourceLocation(line: 66, column: 13), problem: message, context: context)
    }

    @Test func findingsThatTieOnPlaceRuleAndMessageSortOneWay() {
        let first = finding("closure captures 'self'", context: "Store.start")
        let second = finding("closure captures 'self'", context: "Store.stop")
        #expect(Finding.distinct([first, second].sorted()) == Finding.distinct([second, first].sorted()))
    }

    @Test func theSameRulesMessageAtOnePlaceIsListedOnce() {
        let repeated = finding("closure captures 'self'", context: "Store.start")
        let other = finding("closure passed to 'sink' captures 'self'", context: "Store.start")
        let listed = Finding.distinct([repeated, other, repeated].sorted())
        #expect(listed.count == 2)
        #expect(Set(listed.map(\.message)) == [repeated.message, other.message])
    }

    /// A capture finding that absorbs two token findings of its registration says their clauses in one order,
    /// whatever order the findings came in (they come from a set, whose order changes from run to run).
    @Test func aMergedFindingSaysItsAbsorbedClausesInOneOrder() {
        let registration = SourceLocation(line: 4, column: 9)
        func marked(_ rule: String, _ line: Int, _ role: RegistrationMark.Role) -> Finding {
            var found = Finding(
                ruleID: rule, severity: .warning, file: "A.m", location: SourceLocation(line: line, column: 5),
                problem: rule)
            found.registration = RegistrationMark(location: registration, role: role)
            return found
        }
        let capture = marked("strong-self-capture", 5, .capture)
        let discarded = marked("discarded-observer-token", 4, .token(clause: "its token is also discarded"))
        let unbalanced = marked("unbalanced-observer", 4, .token(clause: "'A' never removes it either"))
        let orders = [
            [capture, discarded, unbalanced], [unbalanced, capture, discarded], [discarded, unbalanced, capture],
        ]
        let merged = orders.map { Finding.mergedPerRegistration($0) }
        #expect(merged.allSatisfy { $0.count == 1 })
        #expect(Set(merged.map { $0.first?.message ?? "" }).count == 1)
        #expect(
            merged[0].first?.message
                == "strong-self-capture; its token is also discarded (discarded-observer-token); "
                + "'A' never removes it either (unbalanced-observer)")
    }
}
