import LeakwatchCore

/// The rule list of `leakwatch rules`, as plain lines or as the README's Markdown block.
package enum RuleDocumentation {
    package static func list(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            rule.id.padding(toLength: width + 2) + rule.defaultSeverity.rawValue.padding(toLength: 9) + rule.summary
        }.joined(separator: "\n") + "\n"
    }

    package static func explanation(_ rule: RuleDescription) -> String {
        """
        \(rule.id) (\(rule.defaultSeverity.rawValue); \(rule.languages.map(\.rawValue).joined(separator: ", ")))
        \(rule.summary)

        \(rule.rationale)

        Reported:
        \(indented(rule.firingExample))

        Not reported:
        \(indented(rule.silentExample))

        """
    }

    /// The block between the README's rule markers, generated so that it cannot drift from the code.
    package static func markdown(_ rules: [RuleDescription]) -> String {
        rules.map { rule in
            """
            ### `\(rule.id)`

            \(rule.summary.prefix(1).uppercased() + rule.summary.dropFirst()). Default severity: \(rule.defaultSeverity.rawValue).

            \(markdownBody(rule))
            """
        }.joined(separator: "\n")
    }

    /// Rationale and examples, shared by the README and SARIF's rule help so that both say the same.
    static func markdownBody(_ rule: RuleDescription) -> String {
        """
        \(rule.rationale)

        Reported:

        ```swift
        \(rule.firingExample)
        ```

        Not reported:

        ```swift
        \(rule.silentExample)
        ```

        """
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
