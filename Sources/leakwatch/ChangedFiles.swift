import Foundation
import Subprocess

/// The files git reports as changed, relative to the current folder: staged changes by default, or changes
/// against a ref.
enum ChangedFiles {
    static func list(against ref: String?) async throws(ChangedFilesError) -> Set<String> {
        var arguments = ["diff", "--name-only", "--relative", "--diff-filter=ACMR"]
        arguments += ref.map { [$0] } ?? ["--cached"]
        let outcome: (succeeded: Bool, output: String, error: String)
        do {
            let result = try await run(
                .name("git"), arguments: Arguments(arguments), output: .string(limit: 16 << 20),
                error: .string(limit: 1 << 16))
            outcome = (result.terminationStatus.isSuccess, result.standardOutput, result.standardError)
        } catch {
            throw .cannotRun
        }
        guard outcome.succeeded else {
            let reason = outcome.error.split(separator: "\n").first.map(String.init) ?? "git failed"
            throw .gitFailed(reason)
        }
        let lines = outcome.output.split(separator: "\n").map(String.init)
        return Set(lines.filter { !$0.isEmpty })
    }
}

enum ChangedFilesError: Error {
    case cannotRun
    case gitFailed(String)

    var reason: String {
        switch self {
        case .cannotRun: "--changed needs git on PATH"
        case .gitFailed(let message): "--changed: \(message)"
        }
    }
}
