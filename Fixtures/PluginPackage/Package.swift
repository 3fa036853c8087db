// swift-tools-version: 6.1
// A package that adopts leakwatch's plugins as the README shows: the plugins run an installed leakwatch. The
// plugin tests copy it and point the path below at the checkout under test; PluginInstalledTests put the binary
// under test on PATH, PluginSourceTests add `traits: ["PluginToolFromSource"]` so that the plugins build leakwatch
// from source (Tests/EndToEndTests/PluginInstalledTests.swift, PluginSourceTests.swift).
import PackageDescription

let package = Package(
    name: "PluginPackage",
    dependencies: [
        .package(name: "leakwatch", path: "../..")
    ],
    targets: [
        .target(name: "Feed", plugins: [.plugin(name: "LeakwatchBuildToolPlugin", package: "leakwatch")]),
        .target(name: "Settings"),
    ],
    swiftLanguageModes: [.v5]
)
