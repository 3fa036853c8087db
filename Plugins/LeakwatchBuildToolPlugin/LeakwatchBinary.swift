import Foundation
import PackagePlugin

/// The leakwatch binary the plugins run (shared by both plugins: the command plugin links this file).
///
/// First the tool SwiftPM hands the plugin: leakwatch built from source when the package is adopted with the
/// `PluginToolFromSource` trait, or the artifact bundle's binary in a plugins package whose `leakwatch` target is a
/// `binaryTarget`. Otherwise an installed leakwatch: the first on `PATH`, then the install folders that Xcode's
/// `PATH` leaves out (`make install`'s `/usr/local/bin`, Homebrew's `/opt/homebrew/bin`). By default leakwatch's
/// own plugins do not depend on its executable: that dependency makes SwiftPM compile leakwatch and swift-syntax a
/// second time, for the host, in every build of the leakwatch package itself.
enum LeakwatchBinary {
    static let name = "leakwatch"
    static let installFolders = ["/usr/local/bin", "/opt/homebrew/bin"]

    static func find(in context: PluginContext) throws -> URL {
        if let tool = try? context.tool(named: name) { return tool.url }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + installFolders
        for folder in folders where folder.hasPrefix("/") {
            let candidate = URL(fileURLWithPath: folder).appending(path: name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        throw LeakwatchBinaryError.notFound
    }
}

enum LeakwatchBinaryError: Error, CustomStringConvertible {
    case notFound

    var description: String {
        "no leakwatch binary found on PATH, in /usr/local/bin or in /opt/homebrew/bin; install leakwatch "
            + "(`make install` in its checkout), or adopt the package with traits: [\"PluginToolFromSource\"] to "
            + "build it from source (README: \"SwiftPM plugins\")"
    }
}
