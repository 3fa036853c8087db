import LeakwatchCore

/// The code around a finding as the page shows it: the finding's line highlighted with its token marked, and
/// each step of the path as a numbered note under its line, file by file (the finding's file first), with two
/// lines of context around the finding and one around each step. Lines that cannot be read are left out; with
/// none, nothing is drawn.
struct HTMLSourceExcerpt {
    let finding: Finding
    let sourceLine: @Sendable (String, Int) -> String?

    func render() -> String {
        var files = [finding.file]
        for step in finding.path.steps where !files.contains(step.file) { files.append(step.file) }
        return files.map(block).joined()
    }

    private func block(_ file: String) -> String {
        var notes: [Int: [(number: Int, text: String)]] = [:]
        for (index, step) in finding.path.steps.enumerated() where step.file == file {
            let text = step.message.isEmpty ? step.label : step.message
            notes[step.location.line, default: []].append((index + 1, text))
        }
        var marked = notes.keys.map { (line: $0, context: 1) }
        if file == finding.file { marked.append((finding.location.line, 2)) }
        let windows = Self.windows(around: marked).map { window in
            window.compactMap { number in sourceLine(file, number).map { (number: number, text: $0) } }
        }.filter { !$0.isEmpty }
        // The indentation all the shown lines share is left out: the code reads the same, and fits a phone.
        let indent = Self.commonIndent(windows.joined().map(\.text))
        var body = ""
        for window in windows {
            if !body.isEmpty { body += "<span class=\"gap\">⋮</span>" }
            for (number, text) in window {
                body += line(number, String(text.utf8.dropFirst(indent)) ?? text, file: file, indent: indent)
                for note in notes[number] ?? [] {
                    body += "<span class=\"ann\"><b>\(note.number)</b> \(HTML.text(note.text))</span>"
                }
            }
        }
        guard !body.isEmpty else { return "" }
        // The finding's own file is named in its heading.
        let name = file == finding.file ? "" : "<div class=\"fn\">\(HTML.text(file))</div>"
        return "<div class=\"src\">\(name)<pre>\(body)</pre></div>\n"
    }

    private func line(_ number: Int, _ text: String, file: String, indent: Int) -> String {
        guard file == finding.file, number == finding.location.line else {
            return "<span><i>\(number)</i>\(HTML.text(text))</span>"
        }
        let marked = Self.marking(text, byteColumn: finding.location.column - indent)
        return "<span class=\"hl\"><i>\(number)</i>\(marked)</span>"
    }

    /// How many bytes of blanks and tabs every line that is not blank starts with.
    static func commonIndent(_ lines: [String]) -> Int {
        var common: [UInt8]?
        for line in lines {
            let indent = Array(line.utf8.prefix { $0 == 0x20 || $0 == 0x09 })
            guard indent.count < line.utf8.count else { continue }
            common = common.map { Array(zip($0, indent).prefix { $0.0 == $0.1 }.map(\.0)) } ?? indent
        }
        return common?.count ?? 0
    }

    /// The line with the token at the column in `<mark>`: the identifier that starts there, else one character.
    static func marking(_ text: String, byteColumn: Int) -> String {
        let utf8 = text.utf8
        guard byteColumn >= 1,
            let byteIndex = utf8.index(utf8.startIndex, offsetBy: byteColumn - 1, limitedBy: utf8.endIndex),
            let start = String.Index(byteIndex, within: text), start < text.endIndex
        else { return HTML.text(text) }
        let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var end = text[start...].firstIndex { !isWord($0) } ?? text.endIndex
        if end == start { end = text.index(after: start) }
        return HTML.text(String(text[..<start])) + "<mark>" + HTML.text(String(text[start..<end])) + "</mark>"
            + HTML.text(String(text[end...]))
    }

    /// Runs of line numbers with context around each marked line; runs that touch or nearly touch are one.
    static func windows(around marks: [(line: Int, context: Int)]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        let windows = marks.map { max(1, $0.line - $0.context)...($0.line + $0.context) }
        for window in windows.sorted(by: { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }) {
            if let last = result.last, window.lowerBound <= last.upperBound + 2 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, window.upperBound)
            } else {
                result.append(window)
            }
        }
        return result
    }
}
