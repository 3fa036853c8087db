import ArgumentParser
import Foundation
import LeakwatchConfig
import LeakwatchCore
import LeakwatchReporters
import LeakwatchRules

struct APIs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apis",
        abstract: "List the observer, subscription and callback APIs leakwatch knows (Swift and Objective-C).",
        discussion: """
            The built-in catalogue, plus the entries of the configuration file ('apis', 'retaining_apis', \
            'observer_pairs') when one is given or found in the current folder.
            """)

    @Argument(help: "An API's base name (addObserver, sink) to show in full.")
    var name: String?

    @Flag(help: "Print the README's table of known APIs in Markdown (built-in entries only).")
    var markdown = false

    @Option(help: "The configuration file whose entries are added.")
    var config: String?

    func run() throws {
        if markdown {
            print(APIDocumentation.markdown(.builtIn), terminator: "")
            return
        }
        let catalog = try loadCatalog()
        guard let name else {
            print(APIDocumentation.list(catalog), terminator: "")
            return
        }
        let entries = catalog.entries.filter { $0.name == name || $0.selector == name }
        guard !entries.isEmpty else {
            printError("leakwatch: error: no API named '\(name)'; 'leakwatch apis' lists them")
            throw ExitStatus.usageOrInput
        }
        print(APIDocumentation.explanation(entries), terminator: "")
    }

    private func loadCatalog() throws -> APICatalog {
        var options = AnalysisOptions()
        let path = config ?? Configuration.fileName
        guard config != nil || FileManager.default.fileExists(atPath: path) else { return options.catalog }
        do {
            let loader = ConfigurationLoader(knownRuleIDs: Set(AllRules.descriptions.map(\.id)))
            try loader.load(path: path).apply(to: &options)
        } catch {
            printError("leakwatch: error: \(error)")
            throw ExitStatus.usageOrInput
        }
        return options.catalog
    }
}
