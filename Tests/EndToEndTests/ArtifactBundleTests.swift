import Foundation
import Testing

/// `make artifactbundle`'s output, and the plugins adopted through it: the bundle's `info.json` follows the
/// artifact bundle schema of SwiftPM, and a package that uses it through `binaryTarget(path:)` builds with the
/// build-tool plugin and runs the command plugin (no swift-syntax compiled, so this runs in `make test`).
@Suite(.serialized) struct ArtifactBundleTests {
    static let work = FileManager.default.temporaryDirectory.appendingPathComponent(
        "leakwatch-bundle-\(UUID().uuidString)")

    /// Packs the binary under test, as `make artifactbundle` packs the release binary.
    static func makeBundle() throws -> URL {
        let output = work.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let packed = try PluginPackage.run(
            "scripts/artifactbundle.sh", [BinaryRunner.binary.path, output.path], in: BinaryRunner.repositoryRoot)
        #expect(packed.status == 0, "\(packed.output)")
        #expect(packed.output.contains("checksum: "), "\(packed.output)")
        return output
    }

    @Test func infoJSONFollowsTheArtifactBundleSchema() throws {
        let output = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: Self.work) }
        let bundle = output.appendingPathComponent("leakwatch.artifactbundle")
        let data = try Data(contentsOf: bundle.appendingPathComponent("info.json"))
        let problems = ArtifactBundleSchema.problems(in: data, bundle: bundle)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")

        // The zip holds the bundle folder itself, with the binary still executable.
        let listing = try PluginPackage.run("unzip", ["-Z", "leakwatch.artifactbundle.zip"], in: output)
        #expect(listing.output.contains("leakwatch.artifactbundle/info.json"), "\(listing.output)")
        #expect(listing.output.contains("-rwxr-xr-x"), "\(listing.output)")
    }

    @Test func aPackageUsingTheBundleBuildsWithThePlugins() throws {
        let output = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: Self.work) }
        let package = try PluginPackage.copy("PluginBinaryPackage", to: Self.work.appendingPathComponent("package"))
        try FileManager.default.copyItem(
            at: output.appendingPathComponent("leakwatch.artifactbundle.zip"),
            to: package.appendingPathComponent("leakwatch.artifactbundle.zip"))
        try PluginPackage.checkBuildToolPlugin(in: package)
        try PluginPackage.checkCommandPlugin(in: package)
    }
}

/// The artifact bundle manifest as SwiftPM documents it (SE-0305): `schemaVersion` "1.0", and for each artifact
/// a `version`, a `type` and `variants`, each variant a relative `path` inside the bundle and its
/// `supportedTriples`. Returns one line per departure.
enum ArtifactBundleSchema {
    static let types: Set<String> = ["executable", "staticLibrary", "swiftSDK", "crossCompilationDestination"]

    static func problems(in data: Data, bundle: URL) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return ["info.json is not a JSON object"]
        }
        var problems = unexpected(root, allowed: ["schemaVersion", "artifacts"], at: "info.json")
        if root["schemaVersion"] as? String != "1.0" { problems.append("schemaVersion must be \"1.0\"") }
        guard let artifacts = root["artifacts"] as? [String: Any], !artifacts.isEmpty else {
            return problems + ["artifacts must be a non-empty object"]
        }
        for (name, value) in artifacts {
            guard let artifact = value as? [String: Any] else {
                problems.append("artifacts.\(name) must be an object")
                continue
            }
            problems += unexpected(artifact, allowed: ["version", "type", "variants"], at: "artifacts.\(name)")
            if (artifact["version"] as? String ?? "").isEmpty { problems.append("artifacts.\(name).version missing") }
            if !types.contains(artifact["type"] as? String ?? "") { problems.append("artifacts.\(name).type unknown") }
            guard let variants = artifact["variants"] as? [[String: Any]], !variants.isEmpty else {
                problems.append("artifacts.\(name).variants must be a non-empty array of objects")
                continue
            }
            for (index, variant) in variants.enumerated() {
                problems += variantProblems(variant, at: "artifacts.\(name).variants[\(index)]", bundle: bundle)
            }
        }
        return problems
    }

    static func variantProblems(_ variant: [String: Any], at place: String, bundle: URL) -> [String] {
        var problems = unexpected(variant, allowed: ["path", "supportedTriples"], at: place)
        let path = variant["path"] as? String ?? ""
        if path.isEmpty || path.hasPrefix("/") || path.contains("..") {
            problems.append("\(place).path must be a relative path inside the bundle")
        } else if !FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path) {
            problems.append("\(place).path '\(path)' is not an executable file in the bundle")
        }
        let triples = variant["supportedTriples"] as? [String] ?? []
        if triples.isEmpty { problems.append("\(place).supportedTriples must be a non-empty array of strings") }
        for triple in triples where triple.split(separator: "-").count < 3 || triple.contains(" ") {
            problems.append("\(place): '\(triple)' is not a target triple (arch-vendor-os[-environment])")
        }
        return problems
    }

    static func unexpected(_ object: [String: Any], allowed: Set<String>, at place: String) -> [String] {
        object.keys.filter { !allowed.contains($0) }.sorted().map { "\(place): unknown key '\($0)'" }
    }
}
