import ArgumentParser
import Foundation
import LeakwatchCore
import LeakwatchObjC

/// Commands that show what the front ends see, for measuring and for bug reports.
struct Debug: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what the front ends see (for measurements and bug reports).",
        subcommands: [ObjCCensus.self])
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
