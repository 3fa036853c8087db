import ArgumentParser
import Foundation
import LeakwatchConfig

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a commented starter .leakwatch.yml in the current folder.")

    @Flag(help: "Overwrite an existing .leakwatch.yml.")
    var force = false

    func run() throws {
        let path = Configuration.fileName
        if FileManager.default.fileExists(atPath: path), !force {
            printError("leakwatch: error: \(path) already exists; pass --force to overwrite it")
            throw ExitStatus.usageOrInput
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(Self.starter.utf8)) else {
            printError("leakwatch: error: cannot write \(path)")
            throw ExitStatus.usageOrInput
        }
        print("wrote \(path)")
    }

    static let starter = """
        # leakwatch configuration. Every key is optional; unknown keys are errors.

        # Globs relative to this file's folder; '**' crosses folders. Nothing listed: every Swift and
        # Objective-C file (.swift, .m, .mm, .h).
        included:
          - "**/*.swift"
          - "**/*.m"
          - "**/*.mm"
          - "**/*.h"
        excluded:
          - "**/Generated/**"
          - "Pods/**"

        # Per-rule severity: error, warning, note, or off.
        rules:
          strong-self-capture:
            severity: warning
          lifecycle-mismatch:
            severity: warning

        # The oldest OS the app supports; before iOS 9 / macOS 10.11 selector observers must be removed.
        # Unset, each file takes the deployment target of the Xcode project that builds it (else iOS 15).
        # minimum_deployment_target: iOS 15

        # Observer APIs of your project or libraries that keep their closure.
        # returns_token: true means the returned token holds the closure (kept by self = a cycle);
        # false means the API keeps it until the registration is undone.
        retaining_apis:
          - name: listen
            labels: [toEvents, onEvent]
            callback: onEvent
            returns_token: true

        # Registrations and what undoes them. match: same_receiver, self_argument, token, or same_name.
        observer_pairs:
          - add: startTracking
            remove: stopTracking
            match: self_argument

        # The lowest severity that makes the exit status 1: note, warning, error, or never.
        fail_on: warning

        # The project's Swift language version, for the form of the fixes of --fix (default 6.0).
        # swift_version: "5.6"

        # Objective-C macros whose headers are not in the analyzed tree (the tree's own headers, Pods/ and
        # Carthage/ are read, and well-known weakify/strongify macros are known already).
        # objc_macros:
        #   - name: WEAKSELF
        #     definition: "__weak typeof(self) weakSelf = self;"

        """
}
