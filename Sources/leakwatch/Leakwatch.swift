import ArgumentParser
import Foundation
import LeakwatchCore
import LeakwatchReporters
import LeakwatchRules
import LeakwatchSwift

@main
struct Leakwatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leakwatch",
        abstract: "Finds observer leaks in Swift code: callbacks kept by observer APIs that capture 'self' strongly.",
        version: LeakwatchVersion.current,
        subcommands: [Analyze.self, Rules.self],
        defaultSubcommand: Analyze.self)

    /// Runs the command; usage errors exit with 2 as DESIGN.md promises, not the parser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                Foundation.exit(0)
            }
            if !message.isEmpty { printError(message.hasPrefix("Error:") ? "leakwatch: error:" + message.dropFirst(6) : message) }
            Foundation.exit(code == .validationFailure ? ExitStatus.usageOrInput.rawValue : code.rawValue)
        }
    }
}

enum LeakwatchVersion {
    static let current = "0.1.0"
}

/// Exit statuses of DESIGN.md: 0 clean, 1 findings at or above the threshold, 2 usage or I/O errors.
enum ExitStatus {
    static let findings = ExitCode(1)
    static let usageOrInput = ExitCode(2)
}

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
