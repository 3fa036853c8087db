// swift-tools-version: 6.2
import Foundation
import PackageDescription

// `LEAKWATCH_FUZZ_OWN=1` (`make fuzz-build-own`): the project's own modules are built for libFuzzer and the
// address sanitizer, swift-syntax and the other packages plainly, so that a campaign's coverage counts
// leakwatch's code alone and can stop growing. Unset, nothing changes.
let fuzzOwnCode = ProcessInfo.processInfo.environment["LEAKWATCH_FUZZ_OWN"] != nil
let ownSettings: [SwiftSetting] =
    fuzzOwnCode ? [.unsafeFlags(["-sanitize=fuzzer,address"]), .define("LIBFUZZER")] : []
let fuzzLinking: [LinkerSetting] = fuzzOwnCode ? [.unsafeFlags(["-sanitize=fuzzer,address"])] : []

// The plugins run an installed leakwatch unless a package adopts them with this trait. A plugin that depends on the
// executable makes SwiftPM build the executable, swift-syntax included, a second time for the host (`Modules-tool`)
// in every build of this package, release builds too; the plugins find the installed binary themselves
// (Plugins/LeakwatchBuildToolPlugin/LeakwatchBinary.swift).
let pluginToolFromSource = "PluginToolFromSource"
let pluginTool: [Target.Dependency] = [.target(name: "leakwatch", condition: .when(traits: [pluginToolFromSource]))]

let package = Package(
    name: "leakwatch",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "leakwatch", targets: ["leakwatch"]),
        .plugin(name: "LeakwatchCommandPlugin", targets: ["LeakwatchCommandPlugin"]),
        .plugin(name: "LeakwatchBuildToolPlugin", targets: ["LeakwatchBuildToolPlugin"]),
    ],
    traits: [
        .trait(
            name: pluginToolFromSource,
            description: "The plugins run leakwatch built from this package's sources (swift-syntax compiled for the "
                + "host: minutes) instead of an installed leakwatch")
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", exact: "1.0.2"),
    ],
    targets: [
        .target(name: "LeakwatchCore", swiftSettings: ownSettings),
        .target(
            name: "LeakwatchConfig",
            dependencies: ["LeakwatchCore", .product(name: "Yams", package: "Yams")],
            swiftSettings: ownSettings
        ),
        .target(
            name: "LeakwatchSwift",
            dependencies: [
                "LeakwatchCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: ownSettings
        ),
        .target(
            name: "CClang",
            linkerSettings: [.linkedLibrary("clang-14")]
        ),
        .target(name: "LeakwatchObjC", dependencies: ["LeakwatchCore", "CClang"], swiftSettings: ownSettings),
        .target(name: "LeakwatchRules", dependencies: ["LeakwatchCore"], swiftSettings: ownSettings),
        .target(name: "LeakwatchReporters", dependencies: ["LeakwatchCore"], swiftSettings: ownSettings),
        .target(
            name: "LeakwatchServer",
            dependencies: ["LeakwatchCore", "LeakwatchConfig", "LeakwatchSwift", "LeakwatchObjC", "LeakwatchRules"]
        ),
        // The benchmark's floor (scripts/bench.sh): SwiftParser alone over the same files.
        .executableTarget(
            name: "parse-floor",
            dependencies: ["LeakwatchCore", "LeakwatchObjC", .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        // Fuzz targets (issue 14): the harness functions, and one driver that is libFuzzer's entry point when built
        // with `-sanitize=fuzzer,address -DLIBFUZZER` (`make fuzz`) and the un-instrumented smoke otherwise.
        .target(
            name: "LeakwatchFuzz",
            dependencies: [
                "LeakwatchCore", "LeakwatchSwift", "LeakwatchObjC", "LeakwatchRules", "LeakwatchReporters",
                "LeakwatchConfig",
            ],
            path: "Fuzz/Harness",
            swiftSettings: ownSettings
        ),
        .executableTarget(
            name: "leakwatch-fuzz", dependencies: ["LeakwatchFuzz"], path: "Fuzz/Driver", swiftSettings: ownSettings,
            linkerSettings: fuzzLinking),
        .testTarget(
            name: "LeakwatchRulesTests",
            dependencies: ["LeakwatchCore", "LeakwatchSwift", "LeakwatchObjC", "LeakwatchRules", "LeakwatchReporters"]
        ),
        .testTarget(
            name: "LeakwatchConfigTests",
            dependencies: ["LeakwatchCore", "LeakwatchConfig"]
        ),
        .testTarget(
            name: "LeakwatchReportersTests",
            dependencies: ["LeakwatchCore", "LeakwatchReporters"]
        ),
        .testTarget(
            name: "LeakwatchObjCTests",
            dependencies: ["LeakwatchCore", "LeakwatchObjC", "LeakwatchRules"]
        ),
        .testTarget(
            name: "LeakwatchSwiftTests",
            dependencies: ["LeakwatchCore", "LeakwatchSwift"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["leakwatch"]
        ),
        .executableTarget(
            name: "leakwatch",
            dependencies: [
                "LeakwatchCore", "LeakwatchSwift", "LeakwatchObjC", "LeakwatchRules", "LeakwatchReporters",
                "LeakwatchConfig", "LeakwatchServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ]
        ),
        // `swift package leakwatch …` and the build-tool plugin (README: "SwiftPM plugins"): an installed leakwatch, or
        // this package's executable with the PluginToolFromSource trait.
        .plugin(
            name: "LeakwatchCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "leakwatch", description: "Find observer leaks in the package's Swift and Objective-C code")),
            dependencies: pluginTool
        ),
        .plugin(name: "LeakwatchBuildToolPlugin", capability: .buildTool(), dependencies: pluginTool),
    ]
)
