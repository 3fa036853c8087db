import LeakwatchCore
import Testing

/// Inline suppressions and baselines, as users write them.
struct SuppressionTests {
    func finding(_ rule: String, line: Int, file: String = "A.swift", context: String? = "A.f") -> Finding {
        Finding(
            ruleID: rule, severity: .warning, file: file, location: SourceLocation(line: line, column: 5),
            problem: "m", context: context, advice: "fix")
    }

    @Test func commentsAreReadWithTheirRules() {
        let found = Suppression.scan(
            """
            let a = 1 // leakwatch:disable-line strong-self-capture, unbalanced-observer — reason here
            // leakwatch:disable-next-line all
            let s = "leakwatch:disable strong-self-capture"
            """)
        #expect(found.map(\.kind) == [.disableLine, .disableNextLine])
        #expect(found.first?.ruleIDs == ["strong-self-capture", "unbalanced-observer"])
        #expect(found.first?.location == SourceLocation(line: 1, column: 11))
        #expect(found.last?.ruleIDs == ["all"])
    }

    @Test func eachFormSuppressesWhatItSays() {
        let source = """
            // leakwatch:disable-next-line strong-self-capture
            x
            y // leakwatch:disable-line unbalanced-observer
            // leakwatch:disable lifecycle-mismatch
            z
            // leakwatch:enable lifecycle-mismatch
            w
            """
        let findings = [
            finding("strong-self-capture", line: 2), finding("strong-self-capture", line: 3),
            finding("unbalanced-observer", line: 3), finding("lifecycle-mismatch", line: 5),
            finding("lifecycle-mismatch", line: 7),
        ]
        let filter = SuppressionFilter(knownRuleIDs: [
            "strong-self-capture", "unbalanced-observer", "lifecycle-mismatch",
        ])
        let outcome = filter.apply(findings, suppressions: ["A.swift": Suppression.scan(source)])
        #expect(
            outcome.findings.map { "\($0.ruleID)@\($0.location.line)" } == [
                "strong-self-capture@3", "lifecycle-mismatch@7",
            ])
        #expect(outcome.unused.isEmpty)
    }

    @Test func unusedAndUnknownSuppressionsAreTold() {
        let source = "// leakwatch:disable-next-line strong-self-capture, no-such-rule\nx\n"
        let filter = SuppressionFilter(knownRuleIDs: ["strong-self-capture"])
        let outcome = filter.apply([], suppressions: ["A.swift": Suppression.scan(source)])
        #expect(outcome.unused.map(\.ruleID) == ["unused-suppression"])
        #expect(outcome.unused.first?.location.line == 1)
        #expect(outcome.warnings.count == 1)
        #expect(outcome.warnings.first?.contains("unknown rule 'no-such-rule'") == true)
    }

    @Test func baselineEntriesSurviveLinesMovingButNotCodeChanging() {
        let before = ["token = center.addObserver(forName: .x, object: nil, queue: nil) { _ in self.reload() }"]
        let findingBefore = finding("strong-self-capture", line: 1)
        let baseline = Baseline(findings: [findingBefore]) { _, line in before[line - 1] }
        // Ten lines were inserted above; the same code, re-indented.
        let after =
            Array(repeating: "", count: 10) + [
                "    token = center.addObserver(forName: .x, object: nil, queue: nil) { _ in self.reload() }"
            ]
        let moved = finding("strong-self-capture", line: 11)
        #expect(baseline.newFindings([moved]) { _, line in after[line - 1] }.isEmpty)
        // The offending line itself changed: a new finding.
        let changed = ["token = center.addObserver(forName: .y, object: nil, queue: nil) { _ in self.reload() }"]
        #expect(baseline.newFindings([findingBefore]) { _, line in changed[line - 1] }.count == 1)
        // Another declaration with the same code is new too.
        let elsewhere = finding("strong-self-capture", line: 1, context: "A.g")
        #expect(baseline.newFindings([elsewhere]) { _, line in before[line - 1] }.count == 1)
        // One entry absorbs one finding.
        #expect(baseline.newFindings([findingBefore, findingBefore]) { _, line in before[line - 1] }.count == 1)
    }
}
