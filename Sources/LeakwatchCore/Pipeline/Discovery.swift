import Foundation

/// Finds the source files under the paths given on the command line.
package struct Discovery: Sendable {
    /// Folders that hold build output or third-party checkouts, never the project's own code.
    static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    package init() {}

    /// Every analyzable file under `paths`, sorted and without duplicates; a path that does not exist is an error.
    package func files(under paths: [String]) throws(DiscoveryError) -> [String] {
        var found: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .missingPath(path)
            }
            if !isFolder.boolValue {
                found.insert(Self.normalized(path))
                continue
            }
            found.formUnion(walk(folder: path))
        }
        return found.sorted()
    }

    private func walk(folder: String) -> [String] {
        var result: [String] = []
        var pending = [folder]
        let manager = FileManager.default
        while let current = pending.popLast() {
            guard let entries = try? manager.contentsOfDirectory(atPath: current) else { continue }
            for entry in entries.sorted() {
                if entry.hasPrefix(".") && entry != "." { continue }
                let full = current.hasSuffix("/") ? current + entry : current + "/" + entry
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if !Self.skippedFolders.contains(entry) { pending.append(full) }
                } else if Language(pathExtension: (entry as NSString).pathExtension) != nil {
                    result.append(Self.normalized(full))
                }
            }
        }
        return result
    }

    private static func normalized(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}

package enum DiscoveryError: Error, Hashable, Sendable {
    case missingPath(String)

    package var reason: String {
        switch self {
        case .missingPath(let path): "no such file or folder: \(path)"
        }
    }
}
