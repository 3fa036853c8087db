// swift-tools-version:5.9
import PackageDescription

// silent: a package's manifest
let package = Package(name: "Kit", targets: [.target(name: "Kit")])
