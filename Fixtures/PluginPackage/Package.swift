// swift-tools-version: 6.0
// A package that adopts leakwatch from source, as the README shows; the plugin tests copy it and point the
// path below at the checkout under test (Tests/EndToEndTests/PluginSourceTests.swift).
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
