import LeakwatchCore

/// The description of the check that reports suppressions that suppress nothing. The check itself runs in
/// the suppression stage (Core's `SuppressionFilter`), after every rule, and only with `--strict`.
package enum UnusedSuppression {
    package static let description = RuleDescription(
        id: SuppressionFilter.unusedRuleID,
        summary: "an inline suppression that suppresses nothing (off by default; on with --strict)",
        rationale: """
            A 'leakwatch:disable' comment that no longer matches a finding hides nothing but would hide the next \
            real leak written on that line. Reported only with '--strict'.
            """,
        defaultSeverity: .warning,
        languages: [.swift],
        firingExample: """
            // leakwatch:disable-next-line strong-self-capture — nothing here captures self // ← reported
            label.text = title
            """,
        silentExample: """
            // leakwatch:disable-next-line strong-self-capture — the center is a test double
            token = center.addObserver(forName: .x, object: nil, queue: nil) { _ in self.reload() }
            """)
}
