import LeakwatchCore

/// The top of the page, for someone facing many findings at once: how many of each severity, which folders are
/// worst (a bar chart), which rules fire, and what the run was asked to do.
struct HTMLReportOverview {
    let report: Report

    init(_ report: Report) {
        self.report = report
    }

    /// Counts per severity, most severe first.
    struct Tally: Comparable {
        var error = 0
        var warning = 0
        var note = 0
        var total: Int { error + warning + note }

        mutating func add(_ severity: Severity) {
            switch severity {
            case .error: error += 1
            case .warning: warning += 1
            case .note: note += 1
            }
        }

        subscript(severity: Severity) -> Int {
            switch severity {
            case .error: error
            case .warning: warning
            case .note: note
            }
        }

        /// More errors is worse, then more warnings, then more notes.
        static func < (lhs: Tally, rhs: Tally) -> Bool {
            (lhs.error, lhs.warning, lhs.note) < (rhs.error, rhs.warning, rhs.note)
        }
    }

    static let severities: [Severity] = [.error, .warning, .note]
    static let chartRows = 20

    func render() -> String {
        var total = Tally()
        for finding in report.findings { total.add(finding.severity) }
        var html = "<section id=\"overview\" aria-label=\"overview\"><h2>Overview</h2>\n<ul class=\"cards\">"
        for severity in Self.severities {
            let count = total[severity]
            html += "<li class=\"sev \(severity.rawValue)\"><b>\(count)</b> "
            html += "\(severity.rawValue)\(count == 1 ? "" : "s")</li>"
        }
        html += "</ul>\n"
        if !report.findings.isEmpty {
            html += "<h3>By folder</h3>\n" + folderChart() + "<h3>By rule</h3>\n" + ruleTable()
        }
        return html + settings() + "</section>\n"
    }

    /// Folders, worst first; a finding's folder is its file's (`.` for a file at the top).
    static func folders(_ findings: [Finding]) -> [(folder: String, tally: Tally)] {
        var tallies: [String: Tally] = [:]
        for finding in findings { tallies[folder(of: finding.file), default: Tally()].add(finding.severity) }
        return tallies.map { ($0.key, $0.value) }.sorted { lhs, rhs in
            lhs.tally != rhs.tally ? lhs.tally > rhs.tally : lhs.folder < rhs.folder
        }
    }

    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return String(file[..<slash]) + "/"
    }

    /// One stacked bar per folder, each part labelled with its count where it fits and titled in words; the
    /// folder's name links to the filter of its path.
    private func folderChart() -> String {
        let folders = Self.folders(report.findings)
        let shown = folders.prefix(Self.chartRows)
        let largest = max(shown.map(\.tally.total).max() ?? 1, 1)
        let (labelEnd, barStart, barWidth, rowHeight) = (270, 280, 380, 22)
        let height = 28 + shown.count * rowHeight
        var svg =
            "<div class=\"gw\"><svg class=\"chart\" viewBox=\"0 0 720 \(height)\" width=\"720\" height=\"\(height)\" role=\"img\">"
        svg += "<title>findings by folder, worst first</title>\n<g class=\"legend\">"
        for (index, severity) in Self.severities.enumerated() {
            let x = barStart + index * 90
            svg += "<rect class=\"\(severity.rawValue)\" x=\"\(x)\" y=\"4\" width=\"12\" height=\"12\"/>"
            svg += "<text x=\"\(x + 16)\" y=\"14\">\(severity.rawValue)</text>"
        }
        svg += "</g>\n"
        for (row, entry) in shown.enumerated() {
            let y = 24 + row * rowHeight
            let name = entry.folder.count > 38 ? "…" + String(entry.folder.suffix(37)) : entry.folder
            svg +=
                "<a href=\"#path=\(HTML.attribute(Self.fragment(entry.folder)))\"><text class=\"f\" x=\"\(labelEnd)\""
            svg += " y=\"\(y + 15)\"><title>\(HTML.text(entry.folder))</title>\(HTML.text(name))</text></a>"
            var x = barStart
            for severity in Self.severities where entry.tally[severity] > 0 {
                let count = entry.tally[severity]
                let width = max(2, count * barWidth / largest)
                svg +=
                    "<rect class=\"\(severity.rawValue)\" x=\"\(x)\" y=\"\(y + 3)\" width=\"\(width)\" height=\"16\">"
                svg += "<title>\(count) \(severity.rawValue)\(count == 1 ? "" : "s")</title></rect>"
                if width >= 8 * String(count).count + 6 {
                    svg += "<text class=\"in\" x=\"\(x + width / 2)\" y=\"\(y + 15)\">\(count)</text>"
                }
                x += width
            }
            svg += "<text class=\"n\" x=\"\(x + 6)\" y=\"\(y + 15)\">\(entry.tally.total)</text>\n"
        }
        svg += "</svg></div>\n"
        if folders.count > shown.count {
            let rest = folders.dropFirst(shown.count)
            let findings = rest.reduce(0) { $0 + $1.tally.total }
            svg += "<p class=\"more\">and \(rest.count) more folders with \(HTMLReporter.count(findings))</p>\n"
        }
        return svg
    }

    private func ruleTable() -> String {
        var tallies: [String: Tally] = [:]
        for finding in report.findings { tallies[finding.ruleID, default: Tally()].add(finding.severity) }
        let summaries = Dictionary(report.rules.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
        let rows = tallies.sorted {
            $0.value.total != $1.value.total ? $0.value.total > $1.value.total : $0.key < $1.key
        }
        var html = "<table class=\"rules\"><thead><tr><th>rule</th><th class=\"sum\">finds</th><th>error</th>"
        html += "<th>warning</th><th>note</th><th>total</th></tr></thead><tbody>\n"
        for (rule, tally) in rows {
            html +=
                "<tr><td><a href=\"#rule=\(HTML.attribute(Self.fragment(rule)))\"><code>\(HTML.text(rule))</code></a>"
            html +=
                "</td><td class=\"sum\">\(HTML.text(summaries[rule] ?? ""))</td><td>\(tally.error)</td><td>\(tally.warning)</td><td>\(tally.note)</td>"
            html += "<td>\(tally.total)</td></tr>\n"
        }
        return html + "</tbody></table>\n"
    }

    /// Each setting a `<div>` of its name and value, so that a pair never breaks across lines.
    private func settings() -> String {
        var pairs = [("leakwatch", report.version)] + report.settings.map { ($0.name, $0.value) }
        pairs += [("files", "\(report.fileCount)"), ("lines", "\(report.lineCount)")]
        if report.problemCount > 0 { pairs.append(("not analyzed", "\(report.problemCount)")) }
        let items = pairs.map { "<div><dt>\(HTML.text($0.0))</dt><dd>\(HTML.text($0.1))</dd></div>" }
        return "<h3>Run</h3>\n<dl class=\"settings\">\(items.joined())</dl>\n"
    }

    /// A value for the page's fragment (`#path=…`): percent-encoded except for what stays readable.
    static func fragment(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./~".contains(Character(scalar))
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
