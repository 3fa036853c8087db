extension Finding {
    /// One finding per leak: when one registration is reported both for a callback that holds `self` and for
    /// its token (discarded, or kept but never removed), the capture finding stays, its message names the
    /// token problem before the advice, and the token finding becomes a note of it. The kept finding takes the
    /// higher severity of the two.
    package static func mergedPerRegistration(_ findings: [Finding]) -> [Finding] {
        struct Key: Hashable {
            var file: String
            var location: SourceLocation
        }
        var groups: [Key: [Int]] = [:]
        for (position, finding) in findings.enumerated() {
            guard let mark = finding.registration else { continue }
            groups[Key(file: finding.file, location: mark.location), default: []].append(position)
        }
        var merged = findings
        var dropped = Set<Int>()
        for positions in groups.values {
            let captures = positions.filter { findings[$0].registration?.role == .capture }
            // In the findings' order, whatever order they came in: the absorbed clauses are said in that order.
            let tokens = positions.filter { findings[$0].registration?.role != .capture }
                .sorted { findings[$0] < findings[$1] }
            guard !captures.isEmpty, !tokens.isEmpty else { continue }
            for capture in captures {
                for token in tokens { merged[capture].absorb(findings[token]) }
            }
            dropped.formUnion(tokens)
        }
        return merged.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// This finding and those it speaks for: what a fix is checked against.
    package var withAbsorbed: [Finding] { [self] + absorbed }

    /// Says what `other` (a token finding of the same registration) says, in this finding's message and notes.
    private mutating func absorb(_ other: Finding) {
        guard case .token(let clause)? = other.registration?.role else { return }
        problem += "; \(clause) (\(other.ruleID))"
        notes.append(Note(file: other.file, location: other.location, message: other.message))
        absorbed.append(other)
        severity = max(severity, other.severity)
    }
}
