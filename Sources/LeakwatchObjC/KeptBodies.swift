import CClang

/// The method and function bodies that a repair round cannot change. A round adds declarations for what clang could
/// not read, so only code that holds one of the errors it learned from, or that mentions a name it declared, parses
/// differently. The round parses the file again with the other bodies blank (spaces, every newline kept: offsets
/// and lines stay where they were) and takes their trees and tokens from the first parse. A round then costs what
/// the failing methods cost instead of the whole file.
struct KeptBodies {
    /// A first-parse function or method whose body is kept.
    private struct Kept {
        var declaration: Node
        /// The declaration's extent, signature included: a repair there changes what the body means.
        var extent: Range<Int>
        /// The class whose `@implementation` holds the method: `self` and `super` mean that class, so a round
        /// that declares it changes the method without the method naming it.
        var owner: Set<String>
    }

    /// The kept declarations by the inside of their bodies (the braces excluded).
    private var kept: [Range<Int>: Kept] = [:]
    /// The inside of each kept body, in order.
    private(set) var ranges: [Range<Int>] = []
    /// The inside of every body of the first parse, kept or not.
    private let bodies: [Range<Int>]

    var isEmpty: Bool { ranges.isEmpty }

    /// The bodies of `roots` (the first parse's tree) that the round `learned` leaves as they are. A body with a
    /// preprocessor line is left to the rounds: blanking half of an `#if … #else … #endif` would unbalance it.
    init(roots: [Node], learned: Repairs.Learned, text: String, tokens: [Token]) {
        let bytes = Array(text.utf8)
        var bodies: [Range<Int>] = []
        for (declaration, owner) in roots.flatMap(Self.bodiedDeclarations) {
            guard let body = declaration.children.last, body.kind == CXCursor_CompoundStmt,
                body.start >= declaration.start, body.end <= declaration.end, body.end - body.start >= 2,
                body.end <= bytes.count, bytes[body.start] == UInt8(ascii: "{"),
                bytes[body.end - 1] == UInt8(ascii: "}")
            else { continue }
            let inside = (body.start + 1)..<(body.end - 1)
            bodies.append(inside)
            guard !inside.isEmpty, kept[inside] == nil, !Self.hasDirective(bytes[inside]) else { continue }
            kept[inside] = Kept(declaration: declaration, extent: declaration.start..<declaration.end, owner: owner)
        }
        self.bodies = bodies
        ranges = kept.keys.sorted { $0.lowerBound < $1.lowerBound }
        drop(changedBy: learned, tokens: tokens)
    }

    /// Gives up the bodies that a round's repairs can change: those whose declaration holds an error it learned
    /// from, or mentions a name it declared, or a name of a statement outside every body that held such an error
    /// (clang drops an expression that uses an invalid declaration without a word).
    mutating func drop(changedBy learned: Repairs.Learned, tokens: [Token]) {
        var names = learned.names
        for offset in learned.offsets where !bodies.contains(where: { $0.contains(offset) }) {
            for token in Self.statement(around: offset, in: tokens) where token.kind == .identifier {
                names.insert(token.text)
            }
        }
        ranges.removeAll { range in
            guard let entry = kept[range] else { return true }
            let changed =
                learned.offsets.contains { entry.extent.contains($0) } || !entry.owner.isDisjoint(with: names)
                || tokens.slice(entry.extent.lowerBound, entry.extent.upperBound).contains {
                    $0.kind == .identifier && names.contains($0.text)
                }
            if changed { kept[range] = nil }
            return changed
        }
    }

    /// The tokens from the `;`, `{` or `}` before `offset` to the one after it.
    private static func statement(around offset: Int, in tokens: [Token]) -> ArraySlice<Token> {
        let ends: Set<String> = [";", "{", "}"]
        let at = tokens.firstIndex(atOrAfter: offset)
        var start = at
        while start > 0, !ends.contains(tokens[start - 1].text) { start -= 1 }
        var end = at
        while end < tokens.count, !ends.contains(tokens[end].text) { end += 1 }
        return tokens[start..<end]
    }

    /// `text` with the kept bodies blank.
    func blanking(_ text: String) -> String { text.blanking(ranges) }

    /// The later parse's tree with each kept declaration taken from the first parse; nil when the later parse
    /// lost one of them (the caller then parses the whole file again).
    func merging(into roots: [Node]) -> [Node]? {
        var byStart: [Int: Node] = [:]
        for entry in kept.values { byStart[entry.declaration.start] = entry.declaration }
        var roots = roots
        var replaced = 0
        for (index, root) in roots.enumerated() {
            if let declaration = byStart[root.start], declaration.kind == root.kind, Self.hasBody(root.kind) {
                roots[index] = declaration
                declaration.detach()
                replaced += 1
            } else if Self.isImplementation(root.kind) {
                for (childIndex, child) in root.children.enumerated() {
                    guard let declaration = byStart[child.start], declaration.kind == child.kind else { continue }
                    root.replaceChild(at: childIndex, with: declaration)
                    replaced += 1
                }
            }
        }
        return replaced == byStart.count ? roots : nil
    }

    /// The later parse's tokens with the first parse's inside the kept bodies, in order.
    func merging(tokens later: [Token], with first: [Token]) -> [Token] {
        guard !ranges.isEmpty else { return later }
        var merged: [Token] = []
        merged.reserveCapacity(later.count + first.count / 2)
        var laterIndex = 0
        var firstIndex = 0
        for range in ranges {
            while laterIndex < later.count, later[laterIndex].offset < range.lowerBound {
                merged.append(later[laterIndex])
                laterIndex += 1
            }
            while laterIndex < later.count, later[laterIndex].offset < range.upperBound { laterIndex += 1 }
            while firstIndex < first.count, first[firstIndex].offset < range.lowerBound { firstIndex += 1 }
            while firstIndex < first.count, first[firstIndex].offset < range.upperBound {
                merged.append(first[firstIndex])
                firstIndex += 1
            }
        }
        merged.append(contentsOf: later[laterIndex...])
        return merged
    }

    /// Functions at the top level and the methods of `@implementation` blocks, with the names of the class a
    /// method belongs to.
    private static func bodiedDeclarations(_ root: Node) -> [(Node, Set<String>)] {
        if hasBody(root.kind) { return [(root, [])] }
        guard isImplementation(root.kind) else { return [] }
        // A category's spelling is its own name; the class is the reference among its children.
        let owner = Set([root.spelling] + root.children.filter { $0.kind == CXCursor_ObjCClassRef }.map(\.spelling))
        return root.children.filter { hasBody($0.kind) }.map { ($0, owner) }
    }

    private static func hasBody(_ kind: CXCursorKind) -> Bool {
        kind == CXCursor_FunctionDecl || kind == CXCursor_ObjCInstanceMethodDecl || kind == CXCursor_ObjCClassMethodDecl
    }

    private static func isImplementation(_ kind: CXCursorKind) -> Bool {
        kind == CXCursor_ObjCImplementationDecl || kind == CXCursor_ObjCCategoryImplDecl
    }

    /// A `#` first on a line (spaces before it allowed).
    private static func hasDirective(_ bytes: ArraySlice<UInt8>) -> Bool {
        var lineStart = true
        for byte in bytes {
            if byte == 10 || byte == 13 {
                lineStart = true
            } else if byte == UInt8(ascii: "#"), lineStart {
                return true
            } else if byte != 32 && byte != 9 {
                lineStart = false
            }
        }
        return false
    }
}
