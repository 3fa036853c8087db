/// The configuration's `included` and `excluded` globs, applied to paths relative to the analyzed root.
package struct PathFilter: Sendable {
    package var included: [Glob]
    package var excluded: [Glob]
    /// The folder the globs are relative to, as a prefix of display paths (`App/` or empty).
    package var root: String

    package init(included: [Glob] = [], excluded: [Glob] = [], root: String = "") {
        self.included = included
        self.excluded = excluded
        self.root = root
    }

    package func includes(_ path: String) -> Bool {
        var relative = path
        if !root.isEmpty, relative.hasPrefix(root) { relative = String(relative.dropFirst(root.count)) }
        if relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
        guard !included.isEmpty || !excluded.isEmpty else { return true }
        let parts = Glob.parts(of: relative)
        if !included.isEmpty, !included.contains(where: { $0.matches(parts: parts) }) { return false }
        return !excluded.contains { $0.matches(parts: parts) }
    }
}
