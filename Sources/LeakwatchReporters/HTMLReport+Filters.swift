import LeakwatchCore

/// The bar of filters over the findings: severity, rule, path prefix and a search box. It is hidden in the markup
/// and shown by the page's script, which is what makes it work; without scripts every finding is simply listed.
/// The state lives in the page's fragment (`#severity=error,warning&rule=…&path=…&q=…`), so a filtered view
/// can be linked to.
struct HTMLReportFilters {
    let report: Report

    init(_ report: Report) {
        self.report = report
    }

    func render() -> String {
        var counts: [Severity: Int] = [:]
        for finding in report.findings { counts[finding.severity, default: 0] += 1 }
        var html = "<nav id=\"filters\" aria-label=\"filters\" hidden><form id=\"filter-form\" role=\"search\">\n"
        html += "<fieldset><legend>severity</legend>"
        for severity in HTMLReportOverview.severities {
            html += "<label class=\"sev \(severity.rawValue)\"><input type=\"checkbox\" name=\"severity\""
            html += " value=\"\(severity.rawValue)\" checked> \(severity.rawValue) (\(counts[severity, default: 0]))"
            html += "</label>"
        }
        html += "</fieldset>\n<label>rule <select name=\"rule\"><option value=\"\">all rules</option>"
        let rules = Set(report.findings.map(\.ruleID)).sorted()
        for rule in rules {
            html += "<option value=\"\(HTML.attribute(rule))\">\(HTML.text(rule))</option>"
        }
        html += "</select></label>\n"
        html += "<label>path <input type=\"text\" name=\"path\" list=\"folders\" placeholder=\"Sources/App/\""
        html += " autocomplete=\"off\" spellcheck=\"false\"></label><datalist id=\"folders\">"
        // Suggestions for the path box: the worst folders, a few hundred at most, in the order of their names.
        for folder in HTMLReportOverview.folders(report.findings).prefix(200).map(\.folder).sorted() {
            html += "<option value=\"\(HTML.attribute(folder))\">"
        }
        html += "</datalist>\n<label>search <input type=\"search\" name=\"q\" placeholder=\"text, name, message\""
        html += " autocomplete=\"off\" spellcheck=\"false\"></label>\n<button type=\"reset\">show all</button>\n"
        html += "<p class=\"keys\">keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous finding, <kbd>/</kbd> search,"
        html += " <kbd>Esc</kbd> leave the box</p>\n</form></nav>\n"
        return html
    }
}
