import LeakwatchCore

/// One self-contained page a reviewer opens in a browser: an overview of the run (counts by severity, folder and
/// rule, the settings), then every finding with its source, the numbered steps of its path, the cycle drawn as
/// a graph and the fix as a diff.
///
/// Everything is written here, on the server side, so the page reads the same with scripts off and when printed;
/// the page's script only filters, searches and moves between findings. Nothing is loaded from anywhere (the
/// content security policy forbids it), every text from the code or the run is escaped, and the page is the
/// same bytes for the same report: no clock, no random ids.
struct HTMLReporter {
    func render(_ report: Report) -> String {
        var page = HTMLReportAssets.head(title: title(report))
        page += "<header class=\"top\"><h1>leakwatch report</h1><p class=\"sum\">\(HTML.text(summary(report)))</p>"
        page += "</header>\n"
        page += HTMLReportFilters(report).render()
        page += "<main>\n" + HTMLReportOverview(report).render()
        page += "<section id=\"findings\" aria-label=\"findings\"><h2>Findings</h2>\n"
        page += "<p id=\"shown\" aria-live=\"polite\">\(HTML.text(Self.count(report.findings.count)))</p>\n"
        if report.findings.isEmpty { page += "<p class=\"none\">No findings.</p>\n" }
        for (index, finding) in report.findings.enumerated() {
            page += article(finding, number: index + 1, report: report)
        }
        page += "</section>\n</main>\n"
        return page + HTMLReportAssets.tail
    }

    private func title(_ report: Report) -> String {
        "leakwatch: \(Self.count(report.findings.count))"
    }

    private func summary(_ report: Report) -> String {
        let files = report.fileCount == 1 ? "1 file" : "\(report.fileCount) files"
        var text = "\(Self.count(report.findings.count)) in \(files) (\(report.lineCount) lines)"
        if report.problemCount > 0 { text += "; \(report.problemCount) could not be analyzed" }
        return text + " · leakwatch \(report.version)"
    }

    static func count(_ findings: Int) -> String {
        findings == 1 ? "1 finding" : "\(findings) findings"
    }

    /// One finding: a header a reader can link to, the message, the path as a graph and as numbered steps, the
    /// annotated source, the notes and the fix.
    private func article(_ finding: Finding, number: Int, report: Report) -> String {
        let severity = finding.severity.rawValue
        var html = "<article class=\"finding \(severity)\" id=\"finding-\(number)\">\n<h3>"
        html += "<a href=\"#finding-\(number)\">#\(number)</a> "
        html += "<span class=\"sev \(severity)\">\(severity)</span> <code class=\"rule\">\(HTML.text(finding.ruleID))"
        html += "</code> <span class=\"loc\"><span class=\"file\">\(HTML.text(finding.file))</span>"
        html += ":\(finding.location.line):\(finding.location.column)</span></h3>\n"
        html += "<p class=\"msg\">\(HTML.text(finding.message))</p>\n"
        if let context = finding.context { html += "<p class=\"ctx\">in <code>\(HTML.text(context))</code></p>\n" }
        if !finding.path.isEmpty {
            html += HTMLPathGraph(finding.path).render()
            html += steps(finding.path, finding: finding, sourceLine: report.sourceLine)
        }
        html += HTMLSourceExcerpt(finding: finding, sourceLine: report.sourceLine).render()
        html += notes(finding)
        html += HTMLFixDiff(finding: finding, sourceLine: report.sourceLine).render()
        return html + "</article>\n"
    }

    /// The path as an ordered list: each step and how it holds the next. Where a step is and what it does is said
    /// under its line in the source below, with its number; here only when that line cannot be shown.
    private func steps(
        _ path: LeakPath, finding: Finding, sourceLine: @Sendable (String, Int) -> String?
    ) -> String {
        var html = "<ol class=\"path\">\n"
        for (index, step) in path.steps.enumerated() {
            html += "<li><code>\(HTML.text(step.label))</code>"
            if sourceLine(step.file, step.location.line) == nil {
                html += " <span class=\"loc\">"
                html += HTML.text(Self.place(step.file, step.location, relativeTo: finding.file)) + "</span>"
                if !step.message.isEmpty { html += ": \(HTML.text(step.message))" }
            }
            if let link = HTMLPathGraph.linkWords(step, next: path.next(after: index)) {
                html += " — \(HTML.text(link))"
            }
            if step.breaks { html += " <b class=\"breaks\">✂ the fix</b>" }
            html += "</li>\n"
        }
        return html + "</ol>\n"
    }

    private func notes(_ finding: Finding) -> String {
        guard !finding.notes.isEmpty || !finding.absorbed.isEmpty else { return "" }
        var html = "<ul class=\"notes\">\n"
        for note in finding.notes {
            let place = Self.place(note.file, note.location, relativeTo: finding.file)
            html += "<li><span class=\"loc\">\(HTML.text(place))</span> note: \(HTML.text(note.message))</li>\n"
        }
        // The message already says what the other rules found; here only which rules and where.
        for other in finding.absorbed {
            let place = Self.place(other.file, other.location, relativeTo: finding.file)
            html += "<li><span class=\"loc\">\(HTML.text(place))</span> also reported as "
            html += "<code>\(HTML.text(other.ruleID))</code></li>\n"
        }
        return html + "</ul>\n"
    }

    /// `File.swift:12:5`; only `12:5` for a place in the file the finding is in, when asked.
    static func place(_ file: String, _ location: SourceLocation, relativeTo base: String? = nil) -> String {
        (file == base ? "" : "\(file):") + "\(location.line):\(location.column)"
    }
}

/// Text for HTML. Control characters (an escape sequence in a source line) show as their Unicode pictures, as in
/// the terminal.
enum HTML {
    /// Safe as element content: quotes, frequent in code and messages, stay as they are.
    static func text(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    /// Safe as an attribute value, which the page always puts in double quotes.
    static func attribute(_ text: String) -> String {
        escaped(text, quotes: true)
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in PrettyReporter.visible(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
