import LeakwatchCore

/// The terminal format: findings under a header per file, each with its source line, a caret and the fix, so a
/// developer reads the leak without opening the file. Escape codes only when colors are on, so that the output
/// stays clean when it is piped, redirected, or `NO_COLOR` is set.
struct PrettyReporter {
    func render(_ report: Report) -> String {
        let style = Style(enabled: report.useColor)
        let groups = report.findingsByFile
        var output = ""
        for group in groups {
            output += style.bold(Self.visible(group.file)) + "\n"
            for finding in group.findings {
                output += block(finding, report: report, style: style)
            }
            output += "\n"
        }
        let findings = report.findings.count == 1 ? "1 finding" : "\(report.findings.count) findings"
        let files = groups.count == 1 ? "1 file" : "\(groups.count) files"
        return output + "\(findings) in \(files)\n"
    }

    private func block(_ finding: Finding, report: Report, style: Style) -> String {
        let gutter = "    "
        var lines = [
            "  \(finding.location.line):\(finding.location.column)  \(style.severity(finding.severity))  "
                + "\(Self.visible(finding.message))  \(style.dim("[\(finding.ruleID)]"))"
        ]
        if let source = report.sourceLine(finding.file, finding.location.line) {
            lines.append(gutter + Self.visible(source))
            lines.append(
                gutter + SourceColumn.caretIndent(source, byteColumn: finding.location.column) + style.bold("^"))
        }
        if let fix = finding.advice {
            lines.append(gutter + "fix: " + Self.visible(fix))
        }
        var quoted = (file: finding.file, line: finding.location.line)
        for (number, step) in finding.path.steps.enumerated() {
            let place = step.file == finding.file ? "" : "\(step.file):"
            lines.append(
                gutter
                    + "\(number + 1). \(Self.visible(step.shortLabel)) at \(Self.visible(place))\(step.location.line):"
                    + "\(step.location.column): \(Self.visible(step.message))"
                    + (step.breaks ? style.dim("  ← the fix breaks this") : ""))
            // Each source line once: a step on the line just shown needs no second copy.
            if (step.file, step.location.line) != quoted, let source = report.sourceLine(step.file, step.location.line)
            {
                lines.append(gutter + "   " + style.dim(Self.visible(source.trimmingLeadingSpaces)))
                quoted = (step.file, step.location.line)
            }
        }
        for note in finding.notes {
            let place = note.file == finding.file ? "" : "\(note.file):"
            lines.append(
                gutter + "note: \(Self.visible(place))\(note.location.line):\(note.location.column): "
                    + Self.visible(note.message))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text with its control characters (an escape sequence in a source line or a file name, a carriage
    /// return) shown as their Unicode pictures (`␛`), one cell each as the caret counts them: what leakwatch
    /// quotes must never drive the user's terminal. Tabs stay, for the caret line's alignment.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isControl(scalar) {
                result.append(scalar)
            } else if scalar.value < 0x20 {
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else {
                result.append(scalar.value == 0x7F ? "\u{2421}" : "\u{FFFD}")
            }
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}

/// ANSI SGR codes, or nothing at all.
private struct Style {
    let enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: wrap(severity.rawValue, "1;31")
        case .warning: wrap(severity.rawValue, "1;33")
        case .note: wrap(severity.rawValue, "1;36")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " || $0 == "\t" }) }
}
