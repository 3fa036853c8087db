import Foundation
import Testing

/// `--help` and the README's flag table cannot drift: every flag that some command's help shows has a row in
/// the table, and every flag in the table's first column exists. The help is read from the binary's own
/// description of its commands (`--experimental-dump-help`), so a new flag or subcommand is checked as soon as
/// it exists.
struct HelpDocumentationTests {
    /// Long flags shown by each command's help, as `--name` → the commands ("leakwatch analyze") showing it.
    static func helpFlags() throws -> [String: [String]] {
        let dump = try BinaryRunner.run(["--experimental-dump-help"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let root = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        var flags: [String: [String]] = [:]
        collect(root?["command"] as? [String: Any] ?? [:], path: "leakwatch", into: &flags)
        return flags
    }

    static func collect(_ command: [String: Any], path: String, into flags: inout [String: [String]]) {
        for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false
        {
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                flags["--" + (name["name"] as? String ?? ""), default: []].append(path)
            }
        }
        for sub in command["subcommands"] as? [[String: Any]] ?? [] {
            guard let name = sub["commandName"] as? String, name != "help" else { continue }
            collect(sub, path: path + " " + name, into: &flags)
        }
    }

    /// The `--flags` in the first column of every README table whose header starts with `| flag |`.
    static func readmeFlags() throws -> Set<String> {
        let readme = try String(
            contentsOf: BinaryRunner.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var flags: Set<String> = []
        var inTable = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| flag |") {
                inTable = true
                continue
            }
            guard inTable, line.hasPrefix("|") else {
                inTable = false
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count > 1 else { continue }
            flags.formUnion(cells[1].matches(of: /--[a-z0-9][a-z0-9-]*/).map { String($0.output) })
        }
        return flags
    }

    @Test func everyFlagInHelpIsInTheReadmeTableAndBack() throws {
        let help = try Self.helpFlags()
        let readme = try Self.readmeFlags()
        #expect(help.keys.contains("--format"), "the help dump lists no flags")
        for (flag, commands) in help.sorted(by: { $0.key < $1.key }) where !readme.contains(flag) {
            Issue.record(
                "flag \(flag) of '\(commands.joined(separator: "', '"))' is in --help but not in README.md's flag table; add a row `| \\`\(flag) …\\` | meaning | default |`"
            )
        }
        for flag in readme.sorted() where help[flag] == nil {
            Issue.record(
                "README.md's flag table lists \(flag), which no command's --help shows; remove its row or fix the name")
        }
    }

    /// The formats `--format` accepts, as its help lists them, are the ones the README's flag table names.
    @Test func theFormatRowNamesEveryFormat() throws {
        let dump = try BinaryRunner.run(["--experimental-dump-help"])
        let root = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        let commands = (root?["command"] as? [String: Any])?["subcommands"] as? [[String: Any]] ?? []
        let analyze = commands.first { $0["commandName"] as? String == "analyze" }
        let arguments = analyze?["arguments"] as? [[String: Any]] ?? []
        let format = try #require(
            arguments.first { argument in
                (argument["names"] as? [[String: Any]] ?? []).contains { $0["name"] as? String == "format" }
            })
        let abstract = try #require(format["abstract"] as? String)
        let listed = try #require(abstract.firstMatch(of: /Output format: ([a-z, ]+) \(/)).output.1
        let formats = listed.split(separator: ", ").map(String.init)
        #expect(formats.contains("html"), "\(abstract)")
        let readme = try String(
            contentsOf: BinaryRunner.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| `--format FORMAT` |") })
        for name in formats where !row.contains("`\(name)`") {
            Issue.record("README.md's --format row does not name the format '\(name)'")
        }
    }

    @Test func helpSpeaksOfSwiftAndObjectiveC() throws {
        let root = try BinaryRunner.run(["--help"])
        #expect(root.stdout.contains("Swift and Objective-C"), "\(root.stdout)")
        let analyze = try BinaryRunner.run(["help", "analyze"])
        #expect(analyze.stdout.contains("Swift and Objective-C"), "\(analyze.stdout)")
        #expect(analyze.stdout.contains(".m"), "\(analyze.stdout)")
    }
}
