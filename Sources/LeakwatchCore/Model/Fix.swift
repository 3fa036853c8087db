/// A mechanical fix for a finding: text edits that, applied together, remove it. Reporters print it in the
/// machine formats; `--fix` applies it.
package struct Fix: Hashable, Sendable {
    /// What the edits do, for people: `capture [weak self]`.
    package var description: String
    package var edits: [TextEdit]

    package init(description: String, edits: [TextEdit]) {
        self.description = description
        self.edits = edits
    }
}

/// Replaces the text between two locations of one file (equal locations insert).
package struct TextEdit: Hashable, Sendable, Comparable {
    package var file: String
    package var start: SourceLocation
    package var end: SourceLocation
    package var replacement: String

    package init(file: String, start: SourceLocation, end: SourceLocation, replacement: String) {
        self.file = file
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    package static func < (lhs: TextEdit, rhs: TextEdit) -> Bool {
        (lhs.file, lhs.start, lhs.end) < (rhs.file, rhs.start, rhs.end)
    }
}
