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
    /// Fills in `Finding.fix` for the findings the fixers can fix. Texts come from the overrides or the disk.
    package func attachingFixes(_ findings: [Finding]) -> [Finding] {
        attempts(for: findings).map { finding, attempt in
            var fixed = finding
            fixed.fix = attempt?.fix
            return fixed
        }
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
        let language = Language(pathExtension: (path as NSString).pathExtension)
        return fixers.first { $0.language == language }
    }

    /// The text the analysis saw for a file.
    package func sourceText(of path: String) -> String? {
        if let override = sourceOverrides[path] { return override }
        return try? SourceReader().read(path).text
    }
}
