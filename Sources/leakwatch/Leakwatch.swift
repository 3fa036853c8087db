import ArgumentParser
import Foundation
import LeakwatchCore
import LeakwatchReporters
import LeakwatchRules
import LeakwatchSwift

@main
struct Leakwatch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leakwatch",
        abstract:
            "Finds observer leaks in Swift and Objective-C code: callbacks kept by observer APIs that capture 'self' strongly, and registrations never undone.",
        discussion: """
            Reads .swift files with SwiftSyntax and .m, .mm and .h files with libclang, in one run; compiles \
            nothing and needs no SDK. Settings come from .leakwatch.yml in the analyzed folder (leakwatch init \
            writes one). Exit status: 0 when no finding reaches --fail-on, 1 when one does, 2 on usage or \
            input errors.
            """,
        version: LeakwatchVersion.current,
        subcommands: [Analyze.self, Rules.self, APIs.self, Init.self, LSP.self, Debug.self],
        defaultSubcommand: Analyze.self)

    /// Runs the command; usage errors exit with 2 as the README promises, not the parser's 64.
    static func main() async {
        // Analysis threads have 64 MB stacks, so libclang may parse on them instead of its own threads.
        setenv("LIBCLANG_NOTHREADS", "1", 0)
        do {
            var command = try parseAsRoot(ChangedArgument.rewrite(Array(CommandLine.arguments.dropFirst())))
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                Foundation.exit(0)
            }
            if !message.isEmpty {
                printError(message.hasPrefix("Error:") ? "leakwatch: error:" + message.dropFirst(6) : message)
            }
            Foundation.exit(code == .validationFailure ? ExitStatus.usageOrInput.rawValue : code.rawValue)
        }
    }
}

enum LeakwatchVersion {
    static let current = "0.2.0"

    /// The version and the binary's build ID: a rebuilt binary never reuses facts cached by another, and the
    /// same code linked again (as SwiftPM does for a plugin's tool in every build) keeps its cache.
    static var build: String {
        "\(current)-" + BinaryIdentity.of(executableAt: Bundle.main.executablePath ?? CommandLine.arguments[0])
    }
}

/// Exit statuses of the README: 0 clean, 1 findings at or above the threshold, 2 usage or I/O errors.
enum ExitStatus {
    static let findings = ExitCode(1)
    static let usageOrInput = ExitCode(2)
}

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// `--changed [REF]`: the argument parser has no optional option values, so `--changed REF` becomes
/// `--changed --changed-ref REF` when REF is not an existing path.
enum ChangedArgument {
    static func rewrite(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            result.append(argument)
            if argument == "--changed", index + 1 < arguments.count {
                let next = arguments[index + 1]
                if !next.hasPrefix("-"), !FileManager.default.fileExists(atPath: next) {
                    result += ["--changed-ref", next]
                    index += 1
                }
            }
            index += 1
        }
        return result
    }
}
