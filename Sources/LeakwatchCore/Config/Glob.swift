/// A path pattern of the configuration's `included`/`excluded`: `*` matches within one folder, `**` across
/// folders, `?` one character, `[abc]` a set. Matched against paths relative to the configuration's folder.
package struct Glob: Hashable, Sendable, CustomStringConvertible {
    package let pattern: String
    private let segments: [String]
    /// Each segment's characters, read once here rather than on every path a run matches.
    private let characters: [[Character]]

    package init(_ pattern: String) throws(GlobError) {
        guard !pattern.isEmpty else { throw .empty }
        var depth = 0
        for character in pattern {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            guard depth >= 0, depth <= 1 else { throw .unbalancedBracket(pattern) }
        }
        guard depth == 0 else { throw .unbalancedBracket(pattern) }
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if let bad = parts.first(where: { $0.contains("**") && $0 != "**" }) { throw .misplacedDoubleStar(bad) }
        self.pattern = pattern
        self.segments = parts.first == "." ? Array(parts.dropFirst()) : parts
        self.characters = segments.map(Array.init)
    }

    package static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }
    package func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    package var description: String { pattern }

    /// True when the relative path, or one of its parent folders, matches the pattern.
    package func matches(_ path: String) -> Bool {
        matches(parts: Self.parts(of: path))
    }

    /// A relative path as globs read it: its folders and name, each as characters.
    package static func parts(of path: String) -> [[Character]] {
        path.split(separator: "/").filter { $0 != "." }.map(Array.init)
    }

    /// `matches(_:)` for a path already split by `parts(of:)`, which several globs share.
    package func matches(parts: [[Character]]) -> Bool {
        for end in stride(from: parts.count, through: 1, by: -1) where match(0, parts[..<end]) {
            return true
        }
        return false
    }

    /// Whether the segments from `index` on match the path's folders and name.
    private func match(_ index: Int, _ path: ArraySlice<[Character]>) -> Bool {
        guard index < segments.count else { return path.isEmpty }
        if segments[index] == "**" {
            var rest = path
            while true {
                if match(index + 1, rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let first = path.first, Self.matchSegment(characters[index], first) else { return false }
        return match(index + 1, path.dropFirst())
    }

    /// One segment against one name: `*` any run of characters, `?` one, `[abc]` one of a set. On a mismatch
    /// after a `*`, the `*` takes one more character and the rest is tried again (each `*` only from the last
    /// one, which is enough for patterns whose other parts each match exactly one character).
    private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0
        var t = 0
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, let next = matchOne(pattern, at: p, text[t]) {
                p = next
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                star = (last.pattern, last.text + 1)
                p = last.pattern + 1
                t = last.text + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Where the pattern goes on when its element at `p` (not a `*`) matches the character; nil when it does not.
    private static func matchOne(_ pattern: [Character], at p: Int, _ character: Character) -> Int? {
        switch pattern[p] {
        case "*": return nil
        case "?": return p + 1
        case "[":
            guard let close = pattern[p...].firstIndex(of: "]") else { return pattern[p] == character ? p + 1 : nil }
            return pattern[(p + 1)..<close].contains(character) ? close + 1 : nil
        default: return pattern[p] == character ? p + 1 : nil
        }
    }
}

package enum GlobError: Error, Hashable, Sendable {
    case empty
    case unbalancedBracket(String)
    case misplacedDoubleStar(String)

    package var reason: String {
        switch self {
        case .empty: "an empty pattern matches nothing"
        case .unbalancedBracket(let pattern): "unbalanced '[' or ']' in pattern '\(pattern)'"
        case .misplacedDoubleStar(let part): "'**' must be a whole path segment, not '\(part)'"
        }
    }
}
