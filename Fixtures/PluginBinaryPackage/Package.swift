// swift-tools-version: 6.1
// The shape of a package that adopts leakwatch's plugins from the prebuilt binary (`make artifactbundle`):
// the plugins' sources with a `binaryTarget` named leakwatch, so no swift-syntax is compiled. A published
// copy uses `.binaryTarget(name: "leakwatch", url: …, checksum: …)`; the tests copy this folder, put the
// zip next to this file, and build (Tests/EndToEndTests/ArtifactBundleTests.swift).
import PackageDescription

let package = Package(
    name: "PluginBinaryPackage",
    products: [
        .plugin(name: "LeakwatchCommandPlugin", targets: ["LeakwatchCommandPlugin"]),
        .plugin(name: "LeakwatchBuildToolPlugin", targets: ["LeakwatchBuildToolPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "leakwatch", path: "leakwatch.artifactbundle.zip"),
        .plugin(
            name: "LeakwatchCommandPlugin",
            capability: .command(
                intent: .custom(verb: "leakwatch", description: "Find observer leaks in the package's Swift and Objective-C code")),
            dependencies: ["leakwatch"]
        ),
        .plugin(name: "LeakwatchBuildToolPlugin", capability: .buildTool(), dependencies: ["leakwatch"]),
        .target(name: "Feed", plugins: ["LeakwatchBuildToolPlugin"]),
        .target(name: "Settings"),
    ],
    swiftLanguageModes: [.v5]
)
