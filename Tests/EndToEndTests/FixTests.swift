import Foundation
import Testing

/// `--fix` end to end: the fix fixtures give their expected text, and every firing rule fixture fixes cleanly
/// (it still parses, the fixed findings are gone, nothing appears, and only lines of the fixes change).
@Suite(.serialized) struct FixTests {
    static let fixFixtures = files(in: "Fixtures/Fixes").filter { !$0.hasSuffix(".fixed") }
    static let ruleFixtures = (try? FileManager.default.contentsOfDirectory(
        atPath: BinaryRunner.repositoryRoot.appendingPathComponent("Fixtures/Rules").path))?.sorted()
        .flatMap { files(in: "Fixtures/Rules/\($0)") } ?? []

    static func files(in folder: String) -> [String] {
        let url = BinaryRunner.repositoryRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().map { "\(folder)/\($0)" }
    }

    /// A copy of a fixture alone in a fresh folder.
    static func copy(_ fixture: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leakwatch-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = (fixture as NSString).lastPathComponent
        try FileManager.default.copyItem(
            at: BinaryRunner.repositoryRoot.appendingPathComponent(fixture), to: folder.appendingPathComponent(name))
        return folder
    }

    @Test(arguments: fixFixtures) func fixFixtureGivesItsExpectedText(_ fixture: String) throws {
        let folder = try Self.copy(fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = (fixture as NSString).lastPathComponent
        let version = name.contains("5.6") ? ["--swift-version", "5.6"] : []
        let first = try BinaryRunner.run(["--fix", "--no-cache", name] + version, in: folder)
        #expect(first.status != 2, "\(first.stderr)")
        let fixed = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let expected = try String(
            contentsOf: BinaryRunner.repositoryRoot.appendingPathComponent(fixture + ".fixed"), encoding: .utf8)
        #expect(fixed == expected)
        let second = try BinaryRunner.run(["--fix", "--no-cache", name] + version, in: folder)
        #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == fixed)
        #expect(second.stderr.contains("fixed 0 of"), "a second --fix changes nothing: \(second.stderr)")
    }

    /// `swift_version` in `.leakwatch.yml` gives the fixes the form of that version, as `--swift-version` does;
    /// the flag wins over the configuration.
    @Test func swiftVersionFromTheConfiguration() throws {
        let fixture = "Fixtures/Fixes/swift-5.6.swift"
        let name = (fixture as NSString).lastPathComponent
        let expected = try String(
            contentsOf: BinaryRunner.repositoryRoot.appendingPathComponent(fixture + ".fixed"), encoding: .utf8)
        let folder = try Self.copy(fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "swift_version: \"5.6\"\n".write(
            to: folder.appendingPathComponent(".leakwatch.yml"), atomically: true, encoding: .utf8)
        let configured = try BinaryRunner.run(["--fix", "--no-cache", "."], in: folder)
        #expect(configured.status != 2, "\(configured.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == expected)

        let overridden = try Self.copy(fixture)
        defer { try? FileManager.default.removeItem(at: overridden) }
        try "swift_version: \"5.6\"\n".write(
            to: overridden.appendingPathComponent(".leakwatch.yml"), atomically: true, encoding: .utf8)
        let flagged = try BinaryRunner.run(["--fix", "--no-cache", "--swift-version", "6.0", "."], in: overridden)
        #expect(flagged.status != 2, "\(flagged.stderr)")
        let newer = try String(contentsOf: overridden.appendingPathComponent(name), encoding: .utf8)
        #expect(newer != expected && newer.contains("guard let self else"), "\(newer)")
    }

    /// The fixed Swift fixtures that import only Foundation type-check with the compiler here, as their
    /// originals do: a fix never leaves code that does not compile.
    @Test func fixedFoundationOnlyFixturesTypeCheck() throws {
        let fixed = Self.files(in: "Fixtures/Fixes").filter { $0.hasSuffix(".swift.fixed") }
        var checked = 0
        for fixture in fixed {
            let url = BinaryRunner.repositoryRoot.appendingPathComponent(fixture)
            let text = try String(contentsOf: url, encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            guard imports.allSatisfy({ $0 == "import Foundation" }) else { continue }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leakwatch-tc-\(UUID())")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let source = folder.appendingPathComponent("Fixed.swift")
            try text.write(to: source, atomically: true, encoding: .utf8)
            let result = try BinaryRunner.run(
                ["swiftc", "-typecheck", source.path], in: folder, launcher: ["/usr/bin/env"])
            #expect(result.status == 0, "\(fixture): \(result.stderr)")
            checked += 1
        }
        #expect(checked >= 3)
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let fixture = "Fixtures/Fixes/swift-foundation-only.swift"
        let folder = try Self.copy(fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = (fixture as NSString).lastPathComponent
        let before = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let output = try BinaryRunner.run(["--fix", "--dry-run", "--no-cache", name], in: folder)
        #expect(output.stdout.hasPrefix("--- \(name)\n+++ \(name)\n@@ -"))
        #expect(output.stdout.contains("+        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in"))
        #expect(output.stderr.contains("would fix 4 of 4 findings"))
        #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == before)
    }

    /// A source file that is a symbolic link: the file it points to is fixed, with its permissions, and the
    /// link stays a link.
    @Test func aLinkedFileIsFixedThroughItsLink() throws {
        let source = try Data(contentsOf: BinaryRunner.repositoryRoot.appendingPathComponent("Fixtures/Fixes/swift-nested.swift"))
        let tree = try TemporaryTree.make(["real/Model.swift": source, "project/.keep": Data()])
        defer { try? FileManager.default.removeItem(at: tree) }
        let target = tree.appendingPathComponent("real/Model.swift")
        let link = tree.appendingPathComponent("project/Model.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../real/Model.swift")
        let fix = try BinaryRunner.run(["--fix", "--no-cache", "."], in: tree.appendingPathComponent("project"))
        #expect(fix.stderr.contains("fixed 2 of 2"), "\(fix.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../real/Model.swift")
        #expect(try Data(contentsOf: target) != source)
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    /// A path with a blank: the diff's file names end with a tab, so that `patch -p0` reads the whole name.
    @Test func dryRunNamesWithBlanksEndWithATab() throws {
        let source = try Data(contentsOf: BinaryRunner.repositoryRoot.appendingPathComponent("Fixtures/Fixes/swift-nested.swift"))
        let tree = try TemporaryTree.make(["My Feature/Model.swift": source])
        defer { try? FileManager.default.removeItem(at: tree) }
        let output = try BinaryRunner.run(["--fix", "--dry-run", "--no-cache", "."], in: tree)
        #expect(output.stdout.hasPrefix("--- My Feature/Model.swift\t\n+++ My Feature/Model.swift\t\n@@ -"))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { return }
        let diff = tree.appendingPathComponent("fix.diff")
        try output.stdout.write(to: diff, atomically: true, encoding: .utf8)
        let applied = try BinaryRunner.run(["-p0", "-i", diff.path], in: tree, launcher: ["/usr/bin/patch"])
        #expect(applied.status == 0, "\(applied.stdout)\(applied.stderr)")
        let check = try BinaryRunner.run(["--no-cache", "--format", "text", "."], in: tree)
        #expect(check.stdout.isEmpty, "\(check.stdout)")
    }

    @Test(arguments: ruleFixtures) func ruleFixtureFixesCleanly(_ fixture: String) throws {
        let folder = try Self.copy(fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = (fixture as NSString).lastPathComponent
        let before = try Self.findings(name, in: folder)
        let original = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let fix = try BinaryRunner.run(["--fix", "--no-cache", name], in: folder)
        #expect(fix.status != 2, "\(fix.stderr)")
        let after = try Self.findings(name, in: folder)
        let fixed = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        var remaining = before.map(\.key)
        for key in after.map(\.key) {
            let rule = key.prefix { $0 != " " }
            guard let index = remaining.firstIndex(of: key) ?? remaining.firstIndex(of: "\(rule) *") else {
                Issue.record("a finding appeared: \(key)")
                continue
            }
            remaining.remove(at: index)
        }
        let summary = fix.stderr.split(separator: "\n").last { $0.hasPrefix("leakwatch: fixed ") } ?? ""
        let fixedCount = Int(summary.split(separator: " ").dropFirst(2).first ?? "") ?? -1
        #expect(remaining.count == fixedCount, "every fixed finding is gone, no other: \(fix.stderr)")
        // An edit that ends a line with a line break inserts a line after it.
        let allowed = Set(before.flatMap(\.editLines).flatMap { [$0, $0 + 1] })
        for line in Self.changedLines(original, fixed) {
            #expect(allowed.contains(line), "line \(line) changed outside every fix")
        }
    }

    struct Reported {
        var key: String
        var editLines: [Int]
    }

    static func findings(_ name: String, in folder: URL) throws -> [Reported] {
        let output = try BinaryRunner.run(["--format", "json", "--no-cache", name], in: folder)
        #expect(output.status != 2, "\(output.stderr)")
        let root = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        // A finding that speaks for others of the same registration (`also`) counts as all of them: its fix
        // may leave them standing.
        return (root?["findings"] as? [[String: Any]] ?? []).flatMap { finding -> [Reported] in
            // Its words may change with the fix (a block that now holds `self` weakly): matched by rule.
            let also = (finding["also"] as? [[String: Any]] ?? []).map { other in
                Reported(key: "\(other["rule"] ?? "") *", editLines: [])
            }
            let edits = (finding["fix"] as? [String: Any])?["edits"] as? [[String: Any]] ?? []
            let lines = edits.flatMap { edit -> [Int] in
                let start = (edit["start"] as? [String: Int])?["line"] ?? 0
                let end = (edit["end"] as? [String: Int])?["line"] ?? 0
                return Array(start...max(start, end))
            }
            return [Reported(key: "\(finding["rule"] ?? "") \(finding["message"] ?? "")", editLines: lines)] + also
        }
    }

    /// Lines of the original that a line diff removes or replaces (1-based), by the longest common subsequence.
    static func changedLines(_ original: String, _ fixed: String) -> [Int] {
        let old = original.components(separatedBy: "\n")
        let new = fixed.components(separatedBy: "\n")
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var changed: [Int] = []
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                changed.append(i + 1)
                i += 1
            } else {
                // An inserted line is counted at the original line it comes before.
                changed.append(i + 1)
                j += 1
            }
        }
        changed += (i..<old.count).map { $0 + 1 }
        return changed
    }
}
