import Foundation
import Subprocess

/// The files git reports as changed, relative to the current folder: staged changes by default, or changes
/// against a ref.
enum ChangedFiles {
    static func list(against ref: String?) async throws(ChangedFilesError) -> Set<String> {
        // Outside a work tree `git diff` compares two paths instead, and its complaint names no repository.
        guard try await git(["rev-parse", "--is-inside-work-tree"]).succeeded else { throw .notARepository }
        var arguments = ["diff", "--name-only", "--relative", "--diff-filter=ACMR"]
        arguments += ref.map { [$0] } ?? ["--cached"]
        let outcome = try await git(arguments)
        guard outcome.succeeded else {
            let reason = outcome.error.split(separator: "\n").first.map(String.init) ?? "git failed"
            throw .gitFailed(reason)
        }
        let lines = outcome.output.split(separator: "\n").map(String.init)
        return Set(lines.filter { !$0.isEmpty })
    }

    private static func git(
        _ arguments: [String]
    ) async throws(ChangedFilesError) -> (succeeded: Bool, output: String, error: String) {
        do {
            let result = try await run(
                .name("git"), arguments: Arguments(arguments), output: .string(limit: 16 << 20),
                error: .string(limit: 1 << 16))
            return (result.terminationStatus.isSuccess, result.standardOutput, result.standardError)
        } catch {
            throw .cannotRun
        }
    }
}

enum ChangedFilesError: Error {
    case cannotRun
    case notARepository
    case gitFailed(String)

    var reason: String {
        switch self {
        case .cannotRun: "--changed needs git on PATH"
        case .notARepository: "--changed: the current folder is not inside a git work tree"
        case .gitFailed(let message): "--changed: \(message)"
        }
    }
}
