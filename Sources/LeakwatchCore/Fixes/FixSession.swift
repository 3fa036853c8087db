import Foundation

/// `--fix`: rounds of analysis, fixes chosen so that none overlaps another, and a check of every edited file
/// (no new syntax error; re-analysis shows the fixed findings gone and nothing new) before it is kept. A
/// later round picks up fixes that overlapped; when a round fixes nothing the texts are final, so a second
/// `--fix` finds nothing to do.
package struct FixSession: Sendable {
    package var analyzer: Analyzer
    package var roots: [String]
    package var maximumRounds = 8

    package init(analyzer: Analyzer, roots: [String]) {
        self.analyzer = analyzer
        self.roots = roots
    }

    package struct Outcome: Sendable {
        /// Original and fixed text of every file that changed.
        package var changes: [(path: String, original: String, fixed: String)] = []
        package var fixed: [Finding] = []
        /// Findings left as they are, with the reason.
        package var advice: [(Finding, String)] = []
        /// The analysis of the fixed texts.
        package var remaining: AnalysisResult?
    }

    package func run() throws(DiscoveryError) -> Outcome {
        var texts: [String: String] = [:]
        var originals: [String: String] = [:]
        var refused: [FindingKey: String] = [:]
        // Files where fixes failed together: one fix a round from then on, so that one bad fix refuses only itself.
        var oneAtATime: Set<String> = []
        var outcome = Outcome()
        var current = try analysis(with: texts)
        for _ in 0..<maximumRounds {
            let attempts = fixing(texts).attempts(for: current.findings)
            let chosen = choose(attempts, refused: refused, texts: texts, oneAtATime: oneAtATime)
            if chosen.isEmpty { break }
            var candidate = texts
            for (file, fixes) in chosen {
                guard let original = texts[file] ?? analyzer.sourceText(of: file),
                    let edited = EditableText(original).applying(fixes.flatMap(\.1.edits))
                else {
                    for (finding, _) in fixes { refused[FindingKey(finding)] = "its edits overlap" }
                    continue
                }
                if let fixer = analyzer.fixer(for: file),
                    fixer.syntaxErrorCount(in: edited, path: file) > fixer.syntaxErrorCount(in: original, path: file)
                {
                    refuse(fixes, "the fixed file would not parse", file: file, &refused, &oneAtATime)
                    continue
                }
                if originals[file] == nil { originals[file] = original }
                candidate[file] = edited
            }
            let after = try analysis(with: candidate)
            var accepted = texts
            for (file, fixes) in chosen where candidate[file] != texts[file] {
                if Self.onlyFixedGone(current.findings, after.findings, file: file, fixed: fixes.map(\.0)) {
                    accepted[file] = candidate[file]
                    outcome.fixed += fixes.map(\.0)
                } else {
                    refuse(
                        fixes, "re-analysis of the fixed file did not confirm the fix", file: file, &refused, &oneAtATime)
                }
            }
            if accepted != texts {
                texts = accepted
                current = try analysis(with: texts)
            }
        }
        outcome.changes = texts.keys.sorted().compactMap { path in
            guard let original = originals[path], let fixed = texts[path], original != fixed else { return nil }
            return (path, original, fixed)
        }
        let attempts = fixing(texts).attempts(for: current.findings)
        outcome.advice = attempts.map { finding, attempt in
            if let reason = refused[FindingKey(finding)] { return (finding, reason) }
            if case .advice(let reason)? = attempt { return (finding, reason) }
            return (finding, attempt == nil ? "no fixer reads this file" : "its fix overlaps another")
        }
        outcome.remaining = current
        return outcome
    }

    /// A fix that failed alone is refused; fixes that failed together are tried one at a time.
    private func refuse(
        _ fixes: [(Finding, Fix)], _ reason: String, file: String, _ refused: inout [FindingKey: String],
        _ oneAtATime: inout Set<String>
    ) {
        if fixes.count > 1 {
            oneAtATime.insert(file)
        } else {
            for (finding, _) in fixes { refused[FindingKey(finding)] = reason }
        }
    }

    private func analysis(with texts: [String: String]) throws(DiscoveryError) -> AnalysisResult {
        var plain = analyzer
        plain.fixers = []
        plain.sourceOverrides.merge(texts) { _, new in new }
        return try plain.analyze(paths: roots)
    }

    private func fixing(_ texts: [String: String]) -> Analyzer {
        var copy = analyzer
        copy.sourceOverrides.merge(texts) { _, new in new }
        return copy
    }

    /// Per file, the fixes in finding order that overlap none chosen before them.
    private func choose(
        _ attempts: [(Finding, FixAttempt?)], refused: [FindingKey: String], texts: [String: String],
        oneAtATime: Set<String>
    ) -> [String: [(Finding, Fix)]] {
        var chosen: [String: [(Finding, Fix)]] = [:]
        for (finding, attempt) in attempts {
            guard let fix = attempt?.fix, refused[FindingKey(finding)] == nil,
                fix.edits.allSatisfy({ $0.file == finding.file }),
                let text = (texts[finding.file] ?? analyzer.sourceText(of: finding.file)).map(EditableText.init)
            else { continue }
            let taken = chosen[finding.file, default: []].flatMap(\.1.edits)
            if text.overlap(taken, fix.edits) || (oneAtATime.contains(finding.file) && !taken.isEmpty) { continue }
            chosen[finding.file, default: []].append((finding, fix))
        }
        return chosen
    }

    /// In `file`, the findings after are those before less the fixed ones; other files are unchanged.
    static func onlyFixedGone(_ before: [Finding], _ after: [Finding], file: String, fixed: [Finding]) -> Bool {
        var expected: [FindingKey: Int] = [:]
        // What a merged finding spoke for may stand again after its fix, in other words (a block observer
        // whose block now holds `self` weakly): counted by rule, file and declaration.
        var absorbed: [FindingKey: Int] = [:]
        for finding in before where finding.file == file {
            expected[FindingKey(finding), default: 0] += 1
            for other in finding.absorbed { absorbed[FindingKey(other).withoutMessage, default: 0] += 1 }
        }
        for finding in fixed { expected[FindingKey(finding), default: 0] -= 1 }
        var seen: [FindingKey: Int] = [:]
        for finding in after.flatMap(\.withAbsorbed) where finding.file == file {
            seen[FindingKey(finding), default: 0] += 1
        }
        for (key, count) in seen {
            let extra = count - max(expected[key] ?? 0, 0)
            guard extra > 0 else { continue }
            let left = absorbed[key.withoutMessage] ?? 0
            if left < extra { return false }
            absorbed[key.withoutMessage] = left - extra
        }
        return fixed.allSatisfy { (seen[FindingKey($0)] ?? 0) <= max(expected[FindingKey($0)] ?? 0, 0) }
    }
}

/// A finding without its location, which edits move: rule, file, declaration and message.
package struct FindingKey: Hashable, Sendable {
    var rule: String
    var file: String
    var context: String?
    var message: String

    package init(_ finding: Finding) {
        rule = finding.ruleID
        file = finding.file
        context = finding.context
        message = finding.message
    }

    /// The same key for any message: a finding of this rule in this declaration.
    var withoutMessage: FindingKey {
        var key = self
        key.message = ""
        return key
    }
}
