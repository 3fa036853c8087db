import Foundation
import Testing

/// `make install DESTDIR=… PREFIX=/usr/local` into a staging folder: exactly the binary, the man page and the
/// three shell completions, the binary runs from there; `make uninstall` removes them all.
@Suite(.serialized) struct InstallTests {
    static let expected = [
        "usr/local/bin/leakwatch",
        "usr/local/share/bash-completion/completions/leakwatch",
        "usr/local/share/fish/vendor_completions.d/leakwatch.fish",
        "usr/local/share/man/man1/leakwatch.1",
        "usr/local/share/zsh/site-functions/_leakwatch",
    ]

    func files(under root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        let prefix = root.resolvingSymlinksInPath().path + "/"
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.map { String($0.resolvingSymlinksInPath().path.dropFirst(prefix.count)) }.sorted()
    }

    func make(_ target: String, into staging: URL) throws -> (status: Int32, output: String) {
        try PluginPackage.run(
            "make",
            [
                "--no-print-directory", target, "DESTDIR=\(staging.path)", "PREFIX=/usr/local",
                "BINARY=\(BinaryRunner.binary.path)",
            ],
            in: BinaryRunner.repositoryRoot)
    }

    @Test func installsIntoTheStagingFolderAndUninstalls() throws {
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent(
            "leakwatch-stage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        let installed = try make("install", into: staging)
        #expect(installed.status == 0, "\(installed.output)")
        #expect(files(under: staging) == Self.expected)

        let binary = staging.appendingPathComponent("usr/local/bin/leakwatch").path
        let version = try PluginPackage.run(binary, ["--version"], in: BinaryRunner.repositoryRoot)
        #expect(version.status == 0 && version.output.hasPrefix("0."), "\(version.output)")
        let demo = try PluginPackage.run(
            binary, ["--format", "text", "--no-cache", "Fixtures/Demo"], in: BinaryRunner.repositoryRoot)
        #expect(demo.status == 1 && demo.output.contains("[strong-self-capture]"), "\(demo.output)")

        let share = staging.appendingPathComponent("usr/local/share")
        let man = try String(contentsOf: share.appendingPathComponent("man/man1/leakwatch.1"), encoding: .utf8)
        #expect(man.hasPrefix(".TH LEAKWATCH 1"))
        #expect(man.contains("Objective\\-C") && man.contains("\\-\\-fail\\-on"), "\(man)")
        let bash = try String(
            contentsOf: share.appendingPathComponent("bash-completion/completions/leakwatch"), encoding: .utf8)
        #expect(bash.contains("complete") && bash.contains("--fail-on"))
        let zsh = try String(contentsOf: share.appendingPathComponent("zsh/site-functions/_leakwatch"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef leakwatch"))
        let fish = try String(
            contentsOf: share.appendingPathComponent("fish/vendor_completions.d/leakwatch.fish"), encoding: .utf8)
        #expect(fish.contains("complete -c 'leakwatch'"))

        let removed = try make("uninstall", into: staging)
        #expect(removed.status == 0, "\(removed.output)")
        #expect(files(under: staging).isEmpty)
    }
}
