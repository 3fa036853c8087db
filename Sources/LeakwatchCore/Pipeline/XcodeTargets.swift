import Foundation

/// Which source files the tree's Xcode projects build, and for which deployment target (`deploymentTargets`). A file in the folder of an Xcode project that no target
/// of any project of the tree compiles (`/* Name.m in Sources */` is nowhere) is not part of the app: an old copy
/// kept beside the new one, a file taken out of the build. Folders a project cannot speak for are left alone:
/// those of a Swift package (`Package.swift`) or a CocoaPods pod (a `.podspec`: the Pods project, which the
/// analysis skips, builds a development pod), and those of a project whose targets take whole folders (Xcode's
/// synchronized folders list no files).
package enum XcodeTargets {

    /// The texts of the projects at `paths` (`project.pbxproj` files); those that cannot be read are left out.
    package static func read(_ paths: [String]) -> [(path: String, text: String)] {
        paths.compactMap { path in (try? String(contentsOfFile: path, encoding: .utf8)).map { (path, $0) } }
    }

    /// The files of `sources` that no project of `projectFiles` (`project.pbxproj` files and their texts) builds,
    /// each with the name of the project whose folder holds it.
    package static func unbuilt(sources: [String], projectFiles: [(path: String, text: String)]) -> [String: String] {
        var built: Set<String> = []
        var speaking: [(folder: String, name: String)] = []
        var silent: [String] = []
        for (path, text) in projectFiles {
            let bundle = (path as NSString).deletingLastPathComponent
            let folder = (bundle as NSString).deletingLastPathComponent
            let names = builtNames(text)
            if text.contains("PBXFileSystemSynchronizedRootGroup") || names.isEmpty {
                silent.append(folder)
            } else {
                speaking.append((folder, (bundle as NSString).lastPathComponent))
            }
            built.formUnion(names)
        }
        guard !speaking.isEmpty else { return [:] }
        let packages = sources.filter { PathName.lastComponent($0) == "Package.swift" }
            .map { ($0 as NSString).deletingLastPathComponent }
        var found: [String: String] = [:]
        var podFolders: [String: Bool] = [:]
        for source in sources where compiled.contains(PathName.fileExtension(source)) {
            let name = String(PathName.lastComponent(source))
            guard !built.contains(name), name != "Package.swift",
                !packages.contains(where: { holds($0, source) }), !silent.contains(where: { holds($0, source) }),
                let project = speaking.filter({ holds($0.folder, source) }).max(by: {
                    $0.folder.count < $1.folder.count
                }),
                !inPod(source, below: project.folder, known: &podFolders)
            else { continue }
            found[source] = project.name
        }
        return found
    }

    /// The deployment target of each file of `sources` that a project of `projectFiles` builds: the one the
    /// build settings of the target that compiles it say (its own over the project's, for the platform of its SDK),
    /// the oldest of several. Files no target builds, or whose targets name no deployment target, are left out.
    package static func deploymentTargets(sources: [String], projectFiles: [(path: String, text: String)])
        -> [String: DeploymentTarget]
    {
        let projects = projectFiles.compactMap { path, text -> (folder: String, targets: [String: DeploymentTarget])? in
            guard text.contains("_DEPLOYMENT_TARGET"),
                let targets = XcodeProjectFile(text)?.deploymentTargetsByFileName(),
                !targets.isEmpty
            else { return nil }
            let bundle = (path as NSString).deletingLastPathComponent
            return ((bundle as NSString).deletingLastPathComponent, targets)
        }
        guard !projects.isEmpty else { return [:] }
        var found: [String: DeploymentTarget] = [:]
        for source in sources where compiled.contains(PathName.fileExtension(source)) {
            let name = String(PathName.lastComponent(source))
            // The innermost project that compiles a file of that name: `Modern/AppDelegate.swift` is the nested
            // project's, not the one of an enclosing project that compiles another `AppDelegate.swift`.
            let project = projects.filter { holds($0.folder, source) && $0.targets[name] != nil }
                .max { $0.folder.count < $1.folder.count }
            if let target = project?.targets[name] { found[source] = target }
        }
        return found
    }

    /// True when a folder between the file and the project's folder holds a `.podspec`: a pod's files.
    private static func inPod(_ path: String, below top: String, known: inout [String: Bool]) -> Bool {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != top, folder != "/", folder != "." {
            let holdsSpec =
                known[folder]
                ?? ((try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains {
                    $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json")
                } ?? false)
            known[folder] = holdsSpec
            if holdsSpec { return true }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }

    /// The extensions of the files a target compiles that leakwatch reads.
    private static let compiled: Set<Substring> = ["swift", "m", "mm"]

    /// The file names a project's build phases compile: `A1B2 /* Name.m in Sources */ = {isa = PBXBuildFile; …}`.
    static func builtNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let end = rest.range(of: " in Sources */") {
            if let start = rest[..<end.lowerBound].range(of: "/* ", options: .backwards) {
                names.insert(String(rest[start.upperBound..<end.lowerBound]))
            }
            rest = rest[end.upperBound...]
        }
        return names
    }

    /// True when `folder` holds `path`, at any depth (the empty folder is the current one, which holds all).
    private static func holds(_ folder: String, _ path: String) -> Bool {
        folder.isEmpty || folder == "." || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
