import ArgumentParser
import Foundation
import LeakwatchCore
import LeakwatchObjC
import LeakwatchSwift

/// Commands that show what the front ends see, for measuring and for bug reports.
struct Debug: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what the front ends see (for measurements and bug reports).",
        subcommands: [FactsDump.self, ObjCCensus.self])
}

/// `leakwatch debug objc-census PATHS`: per Objective-C file and in total, the sends, blocks and assignments of the
/// text against those in libclang's tree, and every construct still lost with the error clang gave for it; in total,
/// where the macros the files use are defined.
struct ObjCCensus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "objc-census",
        abstract: "Count the message sends, blocks and assignments of Objective-C files that libclang's tree keeps.")

    @Argument(help: "Files and folders to count (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Parse rounds at most: 1 is the first parse alone, without repairs from its diagnostics.")
    var rounds: Int = ObjCFrontEnd.defaultRounds

    @Flag(help: "Print only the totals, not one line per file and per lost construct.")
    var summary = false

    func run() throws {
        guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1") }
        let files: [String]
        do {
            files = try Discovery().files(under: paths.isEmpty ? ["."] : paths).filter {
                ["m", "mm", "h"].contains(($0 as NSString).pathExtension.lowercased())
            }
        } catch {
            printError("leakwatch: error: \(error)")
            throw ExitStatus.usageOrInput
        }
        let roots = paths.isEmpty ? ["."] : paths
        let frontEnd = ObjCFrontEnd(rounds: rounds, macros: MacroTable(tree: TreeMacros.scan(roots)))
        var total = ConstructCensus()
        total.rounds = 0
        var unparsable = 0
        for path in files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                printError("\(path): error: cannot read the file as UTF-8")
                unparsable += 1
                continue
            }
            do {
                let census = try frontEnd.constructCensus(for: SourceText(path: path, text: text))
                total.add(census)
                if !summary { Self.printFile(path, census) }
            } catch {
                printError("\(path): error: \(error.reason)")
                unparsable += 1
            }
        }
        print(
            "total: \(files.count) files (\(unparsable) unparsable), \(total.rounds) parses"
                + Self.kept(total) + ", \(total.errors) errors")
        for construct in ConstructCensus.Construct.allCases {
            print("  \(Self.ratio(construct, total))")
        }
        Self.printMacros(total.macros)
    }

    /// `macro uses 120: tree 80, catalogue 30, …, undefined 2`, then the undefined names most used.
    private static func printMacros(_ census: MacroCensus) {
        let counts = MacroCensus.Definer.allCases.map { "\($0.rawValue) \(census.uses[$0, default: 0])" }
        print("  macro uses \(census.total): " + counts.joined(separator: ", "))
        let undefined = census.undefinedNames.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(12)
        if !undefined.isEmpty {
            print("  undefined: " + undefined.map { "\($0.key) (\($0.value))" }.joined(separator: ", "))
        }
    }

    private static func printFile(_ path: String, _ census: ConstructCensus) {
        let counts = ConstructCensus.Construct.allCases.map { ratio($0, census) }.joined(separator: ", ")
        print("\(path): \(counts); \(census.rounds) parses" + kept(census) + ", \(census.errors) errors")
        for lost in census.dropped {
            print(
                "  \(path):\(lost.location.line):\(lost.location.column): lost \(lost.construct.rawValue) "
                    + "'\(lost.text)': \(lost.cause)")
        }
    }

    /// ` (4 bodies from the first)`: bodies the repair rounds did not parse again.
    private static func kept(_ census: ConstructCensus) -> String {
        census.keptBodies == 0 ? "" : " (\(census.keptBodies) bodies from the first)"
    }

    private static func ratio(_ construct: ConstructCensus.Construct, _ census: ConstructCensus) -> String {
        let inText = census.inText[construct, default: 0]
        let inTree = census.inTree[construct, default: 0]
        let percent = inText == 0 ? 100 : Double(inTree) * 100 / Double(inText)
        return "\(construct.rawValue)s \(inTree)/\(inText) (\(String(format: "%.2f", percent))%)"
    }
}

/// `leakwatch debug facts FILES`: the facts each front end extracts from each file, as JSON, one object per file: what
/// the index and the rules read, for bug reports ("which owner did the front end see for this closure?").
struct FactsDump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "facts",
        abstract: "Print the facts the front ends extract from each file, as JSON.")

    @Argument(help: "Swift and Objective-C files to read.")
    var files: [String]

    func run() throws {
        let catalog = AnalysisOptions().catalog
        let objc = ObjCFrontEnd(macros: MacroTable(tree: TreeMacros.scan(files)), catalog: catalog)
        let analyzer = Analyzer(
            frontEnds: [SwiftFrontEnd(catalog: catalog), objc], rules: [], jobs: 1, options: AnalysisOptions())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var failed = false
        for path in files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                printError("\(path): error: cannot read the file as UTF-8")
                failed = true
                continue
            }
            do throws(FrontEndError) {
                let facts = try analyzer.facts(for: SourceText(path: path, text: text))
                print(String(decoding: (try? encoder.encode(facts)) ?? Data(), as: UTF8.self))
            } catch {
                printError("\(path): error: \(error.reason)")
                failed = true
            }
        }
        if failed { throw ExitStatus.usageOrInput }
    }
}
