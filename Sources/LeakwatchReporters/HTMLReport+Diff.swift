import LeakwatchCore

/// A finding's mechanical fix as a diff of the lines it touches. A fix that edits within lines (most insert a
/// few characters: `[weak self] in`, `?`) shows each changed line once, marked `~`, its removed text struck
/// through and its added text underlined, exactly where the edits are; a fix that adds or removes lines shows
/// them whole with `-` and `+`. When a line cannot be read the description stands alone.
struct HTMLFixDiff {
    let finding: Finding
    let sourceLine: @Sendable (String, Int) -> String?

    func render() -> String {
        guard let fix = finding.fix else { return "" }
        var html = "<div class=\"fix\"><p><b>Fix:</b> \(HTML.text(fix.description))</p>\n"
        var files: [String] = []
        for edit in fix.edits where !files.contains(edit.file) { files.append(edit.file) }
        for file in files {
            guard let diff = diff(fix.edits.filter { $0.file == file }, file: file) else { continue }
            if file != finding.file { html += "<div class=\"fn\">\(HTML.text(file))</div>" }
            html += "<pre class=\"diff\">\(diff)</pre>\n"
        }
        return html + "</div>\n"
    }

    private func diff(_ edits: [TextEdit], file: String) -> String? {
        guard let first = edits.map(\.start.line).min(), let last = edits.map(\.end.line).max(), first >= 1 else {
            return nil
        }
        var old: [String] = []
        for number in first...last {
            guard let text = sourceLine(file, number) else { return nil }
            old.append(text)
        }
        return inLines(edits, old, first: first) ?? wholeLines(edits, old, first: first)
    }

    /// Every edit within one line: each line as it is, with the edits marked in place.
    private func inLines(_ edits: [TextEdit], _ old: [String], first: Int) -> String? {
        guard edits.allSatisfy({ $0.start.line == $0.end.line && !$0.replacement.contains("\n") }) else { return nil }
        let indent = HTMLSourceExcerpt.commonIndent(old)
        var html = ""
        for (offset, line) in old.enumerated() {
            let number = first + offset
            let bytes = Array(line.utf8)
            let here = edits.filter { $0.start.line == number }.sorted()
            guard !here.isEmpty else {
                html += "<span><i>\(number)</i>  \(HTML.text(Self.text(bytes, indent, bytes.count)))</span>"
                continue
            }
            var cursor = indent
            var marked = ""
            for edit in here {
                let start = edit.start.column - 1
                let end = edit.end.column - 1
                guard start >= cursor, end >= start, end <= bytes.count else { return nil }
                marked += HTML.text(Self.text(bytes, cursor, start))
                marked += Self.inline(Self.text(bytes, start, end), edit.replacement)
                cursor = end
            }
            marked += HTML.text(Self.text(bytes, cursor, bytes.count))
            html += "<span class=\"chg\"><i>\(number)</i>~ \(marked)</span>"
        }
        return html
    }

    /// Edits that add or remove lines: the lines before and after, as a line diff.
    private func wholeLines(_ edits: [TextEdit], _ old: [String], first: Int) -> String? {
        let shifted = edits.map { edit in
            TextEdit(
                file: edit.file, start: SourceLocation(line: edit.start.line - first + 1, column: edit.start.column),
                end: SourceLocation(line: edit.end.line - first + 1, column: edit.end.column),
                replacement: edit.replacement)
        }
        guard let fixed = EditableText(old.joined(separator: "\n") + "\n").applying(shifted) else { return nil }
        var new = fixed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if new.last == "" { new.removeLast() }
        let indent = HTMLSourceExcerpt.commonIndent(old + new)
        let shown = { (text: String) in HTML.text(Self.text(Array(text.utf8), indent, text.utf8.count)) }
        var html = ""
        for step in UnifiedDiff.editScript(old, new) {
            switch step.kind {
            case .same: html += "<span><i>\(first + step.oldIndex)</i>  \(shown(old[step.oldIndex]))"
            case .removed: html += "<span class=\"del\"><i>\(first + step.oldIndex)</i>- \(shown(old[step.oldIndex]))"
            case .added: html += "<span class=\"add\"><i>\(first + step.newIndex)</i>+ \(shown(new[step.newIndex]))"
            }
            html += "</span>"
        }
        return html
    }

    private static func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
    }

    /// What one edit does to its text: the start and end both share as they are, the rest of the old text in
    /// `<del>` and of the new one in `<ins>` (`self` → `self?` is `self<ins>?</ins>`). A changed word is marked
    /// whole: `<del>self</del><ins>weakSelf</ins>`, not `<del>s</del><ins>weakS</ins>elf`.
    static func inline(_ old: String, _ new: String) -> String {
        let before = Array(old)
        let after = Array(new)
        let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var start = 0
        while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
        var end = 0
        while end < before.count - start, end < after.count - start,
            before[before.count - 1 - end] == after[after.count - 1 - end]
        {
            end += 1
        }
        // Whether the changed part of either text starts (ends) with a letter that the shared part continues.
        let startsInWord = {
            (start < before.count - end && isWord(before[start])) || (start < after.count - end && isWord(after[start]))
        }
        while start > 0, isWord(before[start - 1]), startsInWord() { start -= 1 }
        let endsInWord = {
            (start < before.count - end && isWord(before[before.count - end - 1]))
                || (start < after.count - end && isWord(after[after.count - end - 1]))
        }
        while end > 0, isWord(before[before.count - end]), endsInWord() { end -= 1 }
        let part = { (characters: [Character], from: Int, to: Int) in HTML.text(String(characters[from..<to])) }
        var html = part(before, 0, start)
        if start < before.count - end { html += "<del>" + part(before, start, before.count - end) + "</del>" }
        if start < after.count - end { html += "<ins>" + part(after, start, after.count - end) + "</ins>" }
        return html + part(before, before.count - end, before.count)
    }
}
