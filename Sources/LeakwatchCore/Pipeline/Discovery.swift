import Foundation

/// Finds the source files under the paths given on the command line.
///
/// The tree may be hostile (links to nowhere, links in a loop, folders that cannot be listed, pipes named like
/// source files): every entry is looked at with `lstat`/`stat` itself, so that each odd one is named with a
/// one-line reason and the walk goes on with the rest.
package struct Discovery: Sendable {
    /// Folders that hold build output or third-party checkouts, never the project's own code.
    static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// What a walk found: the files to analyze, and every entry skipped with its reason.
    package struct Outcome: Sendable {
        package var files: [String] = []
        package var skipped: [Skipped] = []
        /// Storyboards and Info.plist files, which say what the app's main interface is (`MainInterface`).
        package var interfaceFiles: [String] = []

        package init() {}
    }

    /// An entry not analyzed: an error when it should have been (a source file that cannot be read), a warning
    /// when it was deliberately not followed (a link loop).
    package struct Skipped: Sendable, Hashable, Comparable {
        package var path: String
        package var reason: String
        package var isError: Bool
        /// A symbolic link not followed: the same in every run over the same tree, unlike a file that vanished or
        /// could not be read, so a run's result may still be reused (`FactsCache.loadResult`).
        package var isLinkNotFollowed = false

        /// The one line printed on standard error.
        package var message: String { "\(path): \(reason)" }

        package static func < (lhs: Skipped, rhs: Skipped) -> Bool { (lhs.path, lhs.reason) < (rhs.path, rhs.reason) }
    }

    package init() {}

    /// Every analyzable file under `paths`, sorted and without duplicates; a path that does not exist is an error.
    package func files(under paths: [String]) throws(DiscoveryError) -> [String] {
        try scan(paths).files
    }

    /// The files under `paths` with the reasons for every entry that was skipped.
    package func scan(_ paths: [String]) throws(DiscoveryError) -> Outcome {
        var found: Set<String> = []
        var walk = Walk()
        for path in paths {
            switch Entry(path: path) {
            case .missing, .dangling: throw .missingPath(path)
            case .folder(let identity): walk.visit(folder: path, identity: identity)
            case .loop:
                walk.skip(Self.normalized(path), "symbolic link loop; not followed", isError: false, isLink: true)
            case .file, .other: found.insert(Self.normalized(path))
            }
        }
        var outcome = walk.outcome
        outcome.files = Array(found.union(outcome.files)).sorted()
        outcome.skipped.sort()
        return outcome
    }

    static func normalized(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}

/// One depth-first walk; folders already seen (by device and inode) are not entered again, so a link back up the
/// tree ends instead of nesting until the path is too long.
private struct Walk {
    var outcome = Discovery.Outcome()
    private var seen: Set<Entry.Identity> = []

    mutating func visit(folder: String, identity: Entry.Identity) {
        var pending = [(folder, identity)]
        seen.insert(identity)
        while let (current, _) = pending.popLast() {
            guard let entries = list(current) else { continue }
            for name in entries where !name.hasPrefix(".") {
                let full = current.hasSuffix("/") ? current + name : current + "/" + name
                let shown = Discovery.normalized(full)
                let isSource = Language(path: name) != nil
                switch Entry(path: full) {
                case .folder(let identity):
                    guard !Discovery.skippedFolders.contains(name) else { continue }
                    if seen.insert(identity).inserted {
                        pending.append((full, identity))
                    } else if Entry.isLink(full) {
                        skip(
                            shown, "symbolic link to a folder already analyzed; not followed", isError: false,
                            isLink: true)
                    }
                case .file where isSource: outcome.files.append(shown)
                case .file where MainInterface.reads(name): outcome.interfaceFiles.append(shown)
                case .dangling(let target) where isSource:
                    skip(shown, "symbolic link to '\(target)', which does not exist; skipped", isError: true)
                case .loop where isSource || PathName.fileExtension(name).isEmpty:
                    skip(shown, "symbolic link loop; not followed", isError: false, isLink: true)
                case .other(let kind) where isSource:
                    skip(shown, "\(kind), not a regular file; skipped", isError: true)
                case .missing where isSource:
                    skip(shown, "disappeared during the run; skipped", isError: false)
                default: continue
                }
            }
        }
    }

    mutating func skip(_ path: String, _ reason: String, isError: Bool, isLink: Bool = false) {
        var skipped = Discovery.Skipped(path: path, reason: reason, isError: isError)
        skipped.isLinkNotFollowed = isLink
        outcome.skipped.append(skipped)
    }

    /// The sorted names in a folder, or nil after recording why it cannot be listed.
    private mutating func list(_ folder: String) -> [String]? {
        guard let directory = opendir(folder) else {
            let reason = String(cString: strerror(errno)).lowercased()
            skip(Discovery.normalized(folder), "cannot list the folder (\(reason)); skipped", isError: true)
            return nil
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}

/// What one path is, looked at without trusting it: links are followed once by `stat`, and the failure says why.
private enum Entry {
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    case folder(Identity)
    case file
    /// A pipe, socket or device: reading it could block forever or never end.
    case other(String)
    /// A symbolic link whose target does not exist.
    case dangling(String)
    /// A symbolic link that leads back to itself.
    case loop
    case missing

    init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let failure = errno
            if failure == ELOOP {
                self = .loop
            } else if Self.isLink(path) {
                self = .dangling((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            } else {
                self = .missing
            }
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: self = .folder(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        case S_IFREG: self = .file
        case S_IFIFO: self = .other("a named pipe")
        case S_IFSOCK: self = .other("a socket")
        default: self = .other("a device")
        }
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
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
