/// The parts of a path's last component, read from its bytes. `NSString`'s `pathExtension` and
/// `lastPathComponent` bridge and normalize the whole path on every call, which on Linux cost more than listing the
/// folders of a large tree: discovery, the selection of files and the Xcode targets ask them once per file.
/// The answers are those of `NSString` for the paths leakwatch makes (no trailing slash but the root's).
package enum PathName {
    /// The last component: `b.swift` of `a/b.swift`.
    package static func lastComponent(_ path: String) -> Substring {
        var end = path.utf8.endIndex
        // `a/b.swift/` names `b.swift`; the root stays `/`.
        while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/"),
            path.utf8.index(before: end) > path.utf8.startIndex
        {
            end = path.utf8.index(before: end)
        }
        let body = path.utf8[..<end]
        guard let slash = body.lastIndex(of: UInt8(ascii: "/")), body.index(after: slash) < end else {
            return Substring(path[..<end])
        }
        return Substring(path[path.utf8.index(after: slash)..<end])
    }

    /// The extension without its dot (`swift`), empty when the last component has none or is a hidden file's
    /// name (`.swift`) or ends in a dot.
    package static func fileExtension(_ path: String) -> Substring {
        let name = lastComponent(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot > name.utf8.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...]
    }
}

extension Language {
    /// The language of a file, decided by its path's extension; nil for files leakwatch does not read.
    package init?(path: String) {
        self.init(pathExtension: PathName.fileExtension(path))
    }
}
