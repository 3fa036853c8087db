import Foundation

/// Turns findings of one file into fixes after the rules have run. A fixer knows one language's syntax, as a
/// front end does; it re-reads only the files that have findings, so a run without fixes pays nothing.
package protocol Fixer: Sendable {
    var language: Language { get }

    /// One answer per finding, in order: the edits that remove it, or why it is left as advice.
    func fixes(for findings: [Finding], in source: SourceText) -> [FixAttempt]

    /// How many syntax errors the text has: an edited file may not have more than before.
    func syntaxErrorCount(in text: String, path: String) -> Int
}

/// What a fixer answers for one finding.
package enum FixAttempt: Hashable, Sendable {
    case fixed(Fix)
    /// Left as advice, with the reason in words (`the closure returns a value`).
    case advice(String)

    package var fix: Fix? {
        if case .fixed(let fix) = self { return fix }
        return nil
    }
}

extension Analyzer {
    /// Fills in `Finding.fix` for the findings the fixers can fix, keeping only the fixes that check out
    /// (see `verifiedAttempts`): a report never offers an edit that `--fix` would refuse.
    package func attachingFixes(_ findings: [Finding], facts: [FileFacts], index: ProjectIndex? = nil) -> [Finding] {
        verifiedAttempts(for: findings, facts: facts, index: index).map { finding, attempt in
            var fixed = finding
            fixed.fix = attempt?.fix
            return fixed
        }
    }

    /// Every finding with its fix attempt, each fix tried alone: the edited file must parse without new
    /// errors and, analyzed with the facts of every other file, must have lost that finding and gained none.
    /// A fix that fails becomes advice with the reason. `index`: the index of `facts` when already built.
    package func verifiedAttempts(
        for findings: [Finding], facts: [FileFacts], index: ProjectIndex? = nil
    ) -> [(Finding, FixAttempt?)] {
        let attempts = attempts(for: findings)
        guard attempts.contains(where: { $0.1?.fix != nil }) else { return attempts }
        // Each fix's re-analysis starts from this index with its file's facts swapped, not from a new index of
        // the whole project (`ProjectIndex.replacing`).
        let sharedIndex = index ?? ProjectIndex(files: facts, options: options)
        // The unfixed file's errors are counted once per file, not once per fix in it; none for a file whose parse
        // found none.
        let errorFree = Set(facts.filter(\.isFreeOfSyntaxErrors).map(\.path))
        let fixedFiles = Set(attempts.compactMap { $0.1?.fix == nil ? nil : $0.0.file }).sorted()
        let counts = parallelMap(fixedFiles, jobs: jobs) { file -> Int? in
            if errorFree.contains(file) { return 0 }
            guard let text = sourceText(of: file), let fixer = fixer(for: file) else { return nil }
            return fixer.syntaxErrorCount(in: text, path: file)
        }
        let originalErrors = Dictionary(uniqueKeysWithValues: zip(fixedFiles, counts))
        let checks = parallelMap(Array(attempts.indices), jobs: jobs) { index -> FixAttempt? in
            let (finding, attempt) = attempts[index]
            guard let fix = attempt?.fix else { return attempt }
            if let refusal = refusal(
                of: fix, for: finding, findings: findings, facts: facts, index: sharedIndex,
                originalErrors: originalErrors[finding.file] ?? nil)
            {
                return .advice(refusal)
            }
            return attempt
        }
        return Array(zip(findings, checks))
    }

    private func refusal(
        of fix: Fix, for finding: Finding, findings: [Finding], facts: [FileFacts], index: ProjectIndex,
        originalErrors: Int?
    ) -> String? {
        let file = finding.file
        guard fix.edits.allSatisfy({ $0.file == file }), let original = sourceText(of: file),
            let edited = EditableText(original).applying(fix.edits), let fixer = fixer(for: file)
        else { return "its edits do not apply" }
        // Facts first: a front end that remembers the error count of what it parsed answers the count below
        // without parsing the edited text again.
        guard let fresh = try? self.cachedFacts(for: SourceText(path: file, text: edited)) else {
            return "the fixed file would not parse"
        }
        // An edited text whose parse found no error has no more errors than the original, whatever it had.
        if !fresh.isFreeOfSyntaxErrors,
            fixer.syntaxErrorCount(in: edited, path: file)
                > originalErrors ?? fixer.syntaxErrorCount(in: original, path: file)
        {
            return "the fixed file would not parse"
        }
        var quiet = self
        quiet.timings = nil
        // The fixed file takes its own place among the others, as in the index of the whole project; with the
        // index built, the rules read only the fixed file's facts.
        let editedIndex =
            facts.firstIndex { $0.path == file }.map { index.replacing(file: $0, of: facts, with: fresh) }
            ?? ProjectIndex(files: facts + [fresh], options: options)
        let after = quiet.analyze(facts: [fresh], checking: [file], index: editedIndex)
        // Gone, and no more findings than before less this one (another finding's words may change: the
        // outer closure's fix turns an inner capture into one of the strong 'self' of its 'guard let self').
        let key = FindingKey(finding)
        // A merged finding counts with those it speaks for: its fix may leave them standing.
        let before = findings.flatMap(\.withAbsorbed).filter { $0.file == file }
        let remaining = after.findings.flatMap(\.withAbsorbed).filter { $0.file == file }
        let gone =
            remaining.filter { FindingKey($0) == key }.count < before.filter { FindingKey($0) == key }.count
        return gone && remaining.count < before.count ? nil : "re-analysis of the fixed file did not confirm the fix"
    }

    /// Every finding with its fix attempt (nil when no fixer reads its language or its file is unreadable).
    package func attempts(for findings: [Finding]) -> [(Finding, FixAttempt?)] {
        guard !fixers.isEmpty else { return findings.map { ($0, nil) } }
        let byFile = Dictionary(grouping: findings.indices, by: { findings[$0].file })
        let files = byFile.keys.sorted()
        let answers = parallelMap(files, jobs: jobs) { file -> [(Int, FixAttempt)] in
            guard let indices = byFile[file], let text = self.sourceText(of: file),
                let fixer = self.fixer(for: file)
            else { return [] }
            let group = indices.map { findings[$0] }
            return Array(zip(indices, fixer.fixes(for: group, in: SourceText(path: file, text: text))))
        }
        var result: [FixAttempt?] = Array(repeating: nil, count: findings.count)
        for (index, attempt) in answers.joined() { result[index] = attempt }
        return Array(zip(findings, result))
    }

    /// The fixer of a path's language.
    package func fixer(for path: String) -> (any Fixer)? {
        let language = Language(path: path)
        return fixers.first { $0.language == language }
    }

    /// The text the analysis saw for a file; nil for a file of another encoding than UTF-8, which a fix must not
    /// rewrite.
    package func sourceText(of path: String) -> String? {
        if let override = sourceOverrides[path] { return override }
        guard let source = try? SourceReader().read(path), source.replacedBytes == 0 else { return nil }
        return source.text
    }
}
