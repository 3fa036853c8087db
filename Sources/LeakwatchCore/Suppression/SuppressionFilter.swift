/// Applies inline suppressions to findings, and tells which suppressions suppressed nothing.
package struct SuppressionFilter: Sendable {
    /// The rule id a suppression that suppresses nothing is reported under (with `--strict`).
    package static let unusedRuleID = "unused-suppression"

    package struct Outcome: Sendable {
        package var findings: [Finding]
        /// Suppressions that matched no finding, as findings of `unused-suppression`.
        package var unused: [Finding]
        /// One-line warnings for suppressions that name rules leakwatch does not have.
        package var warnings: [String]
    }

    package var knownRuleIDs: Set<String>

    package init(knownRuleIDs: Set<String>) {
        self.knownRuleIDs = knownRuleIDs
    }

    package func apply(_ findings: [Finding], suppressions: [String: [Suppression]]) -> Outcome {
        var kept: [Finding] = []
        var used: Set<Key> = []
        for finding in findings {
            let matching = (suppressions[finding.file] ?? []).filter {
                covers($0, finding, in: suppressions[finding.file] ?? [])
            }
            if matching.isEmpty {
                kept.append(finding)
            } else {
                for suppression in matching { used.insert(Key(file: finding.file, suppression: suppression)) }
            }
        }
        var unused: [Finding] = []
        var warnings: [String] = []
        for (file, list) in suppressions.sorted(by: { $0.key < $1.key }) {
            for suppression in list where suppression.kind != .enable {
                for id in suppression.ruleIDs where id != "all" && !knownRuleIDs.contains(id) {
                    warnings.append(
                        "\(file):\(suppression.location.line): unknown rule '\(id)' in suppression; 'leakwatch rules' lists them"
                    )
                }
                guard !used.contains(Key(file: file, suppression: suppression)) else { continue }
                unused.append(
                    Finding(
                        ruleID: Self.unusedRuleID, severity: .warning, file: file, location: suppression.location,
                        problem: "'leakwatch:\(suppression.kind.rawValue)' suppresses nothing here; remove it"))
            }
        }
        return Outcome(findings: kept, unused: unused, warnings: warnings)
    }

    private func covers(_ suppression: Suppression, _ finding: Finding, in all: [Suppression]) -> Bool {
        guard suppression.covers(finding.ruleID) else { return false }
        let line = finding.location.line
        switch suppression.kind {
        case .disableLine: return suppression.location.line == line
        case .disableNextLine: return suppression.location.line + 1 == line
        case .enable: return false
        case .disable:
            guard suppression.location.line <= line else { return false }
            let reenabled = all.contains { other in
                other.kind == .enable && other.covers(finding.ruleID) && other.location.line > suppression.location.line
                    && other.location.line <= line
            }
            return !reenabled
        }
    }

    private struct Key: Hashable {
        var file: String
        var suppression: Suppression
    }
}
