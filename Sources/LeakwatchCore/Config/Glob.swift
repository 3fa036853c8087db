/// A path pattern of the configuration's `included`/`excluded`: `*` matches within one folder, `**` across
/// folders, `?` one character, `[abc]` a set. Matched against paths relative to the configuration's folder.
package struct Glob: Hashable, Sendable, CustomStringConvertible {
    package let pattern: String
    private let segments: [String]

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
    }

    package var description: String { pattern }

    /// True when the relative path, or one of its parent folders, matches the pattern.
    package func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
        for end in stride(from: parts.count, through: 1, by: -1) where Self.match(segments[...], parts[..<end]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let first = path.first, matchSegment(Array(head), Array(first)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ p: Int, _ t: Int) -> Bool {
            let key = p * (text.count + 1) + t
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count {
                result = t == text.count
            } else if pattern[p] == "*" {
                result = go(p + 1, t) || (t < text.count && go(p, t + 1))
            } else if t == text.count {
                result = false
            } else if pattern[p] == "?" {
                result = go(p + 1, t + 1)
            } else if pattern[p] == "[", let close = pattern[p...].firstIndex(of: "]") {
                result = pattern[(p + 1)..<close].contains(text[t]) && go(close + 1, t + 1)
            } else {
                result = pattern[p] == text[t] && go(p + 1, t + 1)
            }
            memo[key] = result
            return result
        }
        return go(0, 0)
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
