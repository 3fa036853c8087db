import ArgumentParser
import Foundation
import LeakwatchCore
import LeakwatchServer

/// `leakwatch lsp`: the language server over standard input and output.
struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run as a Language Server over standard input and output (diagnostics and quick fixes in editors).")

    @Option(help: "Folder of the per-file facts cache (default: $XDG_CACHE_HOME/leakwatch or ~/.cache/leakwatch).")
    var cacheDir: String?

    @Flag(help: "Parse every file again; neither read nor write the cache.")
    var noCache = false

    func run() throws {
        let cache = noCache ? nil : FactsCache(folder: cacheDir ?? FactsCache.defaultFolder, version: LeakwatchVersion.build)
        let server = LanguageServer(input: .standardInput, output: .standardOutput, cache: cache)
        let status = server.run()
        if status != 0 { throw ExitCode(status) }
    }
}
