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
}
